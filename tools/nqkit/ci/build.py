"""The build stamps: the library and the benchmark are built (by Maven) only when a source under
them is newer than the stamp their last build left in build/; and the notebooks a command runs,
with the folders their setup cells load, which decide what gets built."""

import glob
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional, Sequence, TextIO

from nqkit.ci.env import BENCH_JAR, BUILD, KIT_JAR, LOGS, die, mvn, python, run_logged, say
from nqkit.kit_common import ROOT, write_atomic

LIB_SOURCES = ("pom.xml", "lib/pom.xml", "lib/src", "lib/*/pom.xml", "lib/*/src")
BENCH_SOURCES = (*LIB_SOURCES, "bench/pom.xml", "bench/src")
LIB_STAMP = BUILD / ".lib-built"
# The folders the library's build makes for the notebooks' %classpath lines: the student's class
# path (every notebook's first line) and the tuning module's classes, which a tuner's notebook adds.
LIB_CLASSPATHS = ("lib/target/classpath", "lib/tuning/target/classpath")
BENCH_STAMP = BUILD / ".bench-built"


def _paths(patterns: Iterable[str]) -> list[Path]:
    """The paths the patterns (relative to the checkout, with * as the shell has it) name."""
    found: list[Path] = []
    for pattern in patterns:
        found += sorted(Path(p) for p in glob.glob(str(ROOT / pattern)))
    return found


def up_to_date(stamp: Path, paths: Iterable[Path]) -> bool:
    """True when the stamp exists and no file or folder under `paths` (missing ones ignored, links
    not followed) changed after it was written. Costs one lstat per entry under `paths`."""
    try:
        written = os.stat(stamp).st_mtime_ns
    except OSError:
        return False
    if not Path(stamp).is_file():
        return False
    for top in paths:
        try:
            if os.lstat(top).st_mtime_ns > written:
                return False
        except OSError:
            continue
        for folder, dirs, files in os.walk(top):
            for name in dirs + files:
                try:
                    if os.lstat(os.path.join(folder, name)).st_mtime_ns > written:
                        return False
                except OSError:
                    continue
    return True


def _build(what: str, title: str, module_args: Sequence[str], stamps: Sequence[Path], failure: str,
           out: TextIO) -> None:
    """Maven `package` (tests skipped) of `module_args`, logged in build/logs/build.log; on success
    each stamp is the time the build started (an edit during the build makes the next call build
    again), on failure the kit stops with `failure`."""
    say(title, out)
    LOGS.mkdir(parents=True, exist_ok=True)
    # Each stamp first as this build's own marker, written now: its time is the build's start.
    started = [BUILD / f"{stamp.name.replace('-built', '-building')}.{os.getpid()}" for stamp in stamps]
    for partial in started:
        write_atomic(partial, "")
    log = LOGS / "build.log"
    log.write_text("", encoding="utf-8")
    rc = run_logged(mvn("-q", *module_args, "package", "-DskipTests"), log, what=what, out=out, strip_ansi=True)
    if rc != 0:
        for partial in started:
            partial.unlink(missing_ok=True)
        raise die(failure)
    for partial, stamp in zip(started, stamps):
        partial.rename(stamp)


def build_lib(quiet: bool = False, out: Optional[TextIO] = None) -> None:
    """Builds the library (jar, the LIB_CLASSPATHS folders for the notebooks) only when its sources
    changed."""
    out = out or sys.stdout
    if KIT_JAR.is_file() and all((ROOT / folder).is_dir() for folder in LIB_CLASSPATHS) \
            and up_to_date(LIB_STAMP, _paths(LIB_SOURCES)):
        if not quiet:
            say("library: up to date", out)
        return
    _build("building the library", "building the library (log: build/logs/build.log)", ["-am", "-pl", "lib"],
           [LIB_STAMP], "the library does not build; see build/logs/build.log", out)


def build_bench(quiet: bool = False, out: Optional[TextIO] = None) -> None:
    """Builds the benchmark and the library assembly (-pl lib,bench -am: the benchmark needs core,
    lab and cli, not the assembly, which -am alone would leave unbuilt) only when their sources
    changed; the library's stamp too."""
    out = out or sys.stdout
    if BENCH_JAR.is_file() and (ROOT / "bench/target/classpath").is_dir() \
            and up_to_date(BENCH_STAMP, _paths(BENCH_SOURCES)):
        if not quiet:
            say("benchmark: up to date", out)
        return
    _build("building the benchmark", "building the benchmark and the library (log: build/logs/build.log)",
           ["-pl", "lib,bench", "-am"], [BENCH_STAMP, LIB_STAMP], "the benchmark does not build; see build/logs/build.log",
           out)


@dataclass
class Notebooks:
    """The notebooks a command runs: `paths` in order; `everything` when none was named (a full run
    replaces its output folders)."""
    paths: list[str]
    everything: bool


def select_notebooks(args: Sequence[str], caller_dir: str) -> Notebooks:
    """The notebooks named (relative to `caller_dir`), or every one of notebooks/ and the exercise
    solutions (sorted, so 00- runs first). Refuses an option or a name that is not a notebook."""
    if not args:
        # The exercises run as the instructor wrote them (solutions: full marks); the released stubs in
        # notebooks/exercises/ score 0 by design and are graded by tools/tests/test_assignments.py instead.
        found = [os.path.relpath(p, ROOT) for pattern in ("notebooks/*.ipynb", "instructor/exercises/*.ipynb")
                 for p in sorted(glob.glob(str(ROOT / pattern)))]
        if not found:
            raise die("no notebooks in notebooks/")
        return Notebooks(found, True)
    paths = []
    for nb in args:
        if nb.startswith("-"):
            raise die(f"unknown option '{nb}' (./kit help)")
        nb = nb if nb.startswith("/") else f"{caller_dir}/{nb}"
        if not (os.path.isfile(nb) and nb.endswith(".ipynb")):
            raise die(f"not a notebook: {nb}")
        paths.append(nb)
    return Notebooks(paths, False)


def build_for_notebooks(notebooks: Notebooks) -> None:
    """Builds what the notebooks' setup cells load: each `%classpath` folder they name must be a
    module's target/classpath that the kit builds (the library's two, the benchmark's), or exist."""
    root = os.path.realpath(ROOT)  # the runner prints resolved paths
    r = subprocess.run([python(), "-m", "nqkit.run_notebooks", "classpaths", *notebooks.paths],
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True)
    folders = r.stdout.splitlines() + ([f"{root}/lib/target/classpath"] if r.returncode else [])
    need_lib = need_bench = False
    for folder in folders:
        if folder in [f"{root}/{lib}" for lib in LIB_CLASSPATHS]:
            need_lib = True
        elif folder == f"{root}/bench/target/classpath":
            need_bench = True
        elif not os.path.isdir(folder):
            raise die(f"a notebook's setup cell loads {folder}, which ./kit does not build")
    if need_bench:
        build_bench()  # builds the library with it
    elif need_lib:
        build_lib()
