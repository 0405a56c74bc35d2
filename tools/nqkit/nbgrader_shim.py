"""nbgrader's own modules, imported from ../shared/nbgrader-0.9.5 (unmodified) without its
Jupyter server extensions, as that folder's README describes; for the kit's tests only.

    nbg = load()  # None, with the reason in REASON, when nbgrader cannot be imported here
    nbg.ClearSolutions, nbg.LockCells, nbg.ComputeChecksums, nbg.MetadataValidator,
    nbg.determine_grade, nbg.load_config(path)
"""

import atexit
import importlib
import importlib.util
import shutil
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

NBGRADER = Path(__file__).resolve().parents[3] / "shared" / "nbgrader-0.9.5" / "nbgrader"
REASON = ""


def load():
    """nbgrader's modules, or None (REASON says why: the folder is absent, or a Debian package is)."""
    global REASON
    if not NBGRADER.is_dir():
        REASON = f"{NBGRADER} is absent (it sits beside the repo on CI)"
        return None
    unpacked = Path(tempfile.mkdtemp(prefix="nqk-nbgrader-")) / "nbgrader"
    atexit.register(shutil.rmtree, unpacked.parent, True)
    shutil.copytree(NBGRADER, unpacked)
    (unpacked / "__init__.py").write_text("")
    (unpacked / "preprocessors" / "__init__.py").write_text("from .base import NbGraderPreprocessor\n")
    # The unpacked copy is imported as the package `nbgrader` from its own folder (its submodules
    # through the package's __path__), so nothing is added to sys.path.
    spec = importlib.util.spec_from_file_location("nbgrader", unpacked / "__init__.py",
                                                  submodule_search_locations=[str(unpacked)])
    assert spec is not None and spec.loader is not None  # a file location always has a loader
    package = importlib.util.module_from_spec(spec)
    sys.modules["nbgrader"] = package
    spec.loader.exec_module(package)
    try:
        clear = importlib.import_module("nbgrader.preprocessors.clearsolutions")
        lock = importlib.import_module("nbgrader.preprocessors.lockcells")
        sums = importlib.import_module("nbgrader.preprocessors.computechecksums")
        fmt = importlib.import_module("nbgrader.nbgraderformat")
        utils = importlib.import_module("nbgrader.utils")
        from traitlets.config.loader import PyFileConfigLoader
    except ImportError as e:
        REASON = (f"nbgrader's modules need {e.name} (apt-get install python3-traitlets python3-nbconvert "
                  f"python3-jsonschema python3-dateutil python3-tornado python3-setuptools)")
        return None

    def load_config(path):
        return PyFileConfigLoader(Path(path).name, str(Path(path).parent)).load_config()

    return SimpleNamespace(ClearSolutions=clear.ClearSolutions, LockCells=lock.LockCells,
                           ComputeChecksums=sums.ComputeChecksums, MetadataValidator=fmt.MetadataValidator,
                           determine_grade=utils.determine_grade, load_config=load_config)
