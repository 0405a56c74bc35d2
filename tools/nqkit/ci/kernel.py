"""The Java kernel the notebooks run on: a `java` kernel the user installed (e.g. IJava in conda),
or the bundled rapaio-jupyter-kernel (one jar from Maven Central, with the kit's fixes first on its
class path, registered only under build/jupyter); and JJava, beside the repo on CI."""

import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from nqkit.ci.build import up_to_date
from nqkit.ci.env import BUILD, LOGS, SETUP_LOG, die, mvn, run_logged, say, shown
from nqkit.kit_common import ROOT, publish_folder, write_atomic

JUPYTER_DIR = BUILD / "jupyter"  # project-local JUPYTER_PATH entry for the bundled kernel
RAPAIO_VERSION = "3.0.1"
KERNEL_FIX_SRC = ROOT / "tools" / "kernel-fix"
# JJava, the kernel `pip install jjava` gives students: a kernelspec beside the repo on CI and on
# the developers' machines (never on a user's; see its README). ./kit test runs on it too.
JJAVA_DIR = f"{ROOT}/../shared/kernels/jjava"


def java_spec_dir(specs: dict[str, str]) -> str:
    """The resolved folder of the `java` spec among `specs` (name: resource folder) unless it is
    the kit's own (under build/jupyter), else ""."""
    if "java" not in specs:
        return ""
    found = os.path.realpath(specs["java"])
    return "" if found.startswith(os.path.realpath(JUPYTER_DIR) + os.sep) else found


def find_system_java_kernel() -> str:
    """Folder of a kernel spec named `java` that the user installed (not ours), or "": asks the
    `jupyter` on PATH (e.g. a conda env with ijava), then the kit python's jupyter_client."""
    if shutil.which("jupyter"):
        r = subprocess.run(["jupyter", "kernelspec", "list", "--json"], stdin=subprocess.DEVNULL,
                           capture_output=True, text=True)
        try:
            specs = json.loads(r.stdout)["kernelspecs"]
            found = java_spec_dir({name: spec["resource_dir"] for name, spec in specs.items()})
        except (ValueError, KeyError, TypeError, AttributeError):
            found = ""
        if found:
            return found
    try:
        from jupyter_client.kernelspec import KernelSpecManager
        return java_spec_dir(dict(KernelSpecManager().find_kernel_specs()))
    except Exception:  # no jupyter_client, or a broken kernel folder: no installed kernel
        return ""


def build_kernel_fix(jar: Path) -> Path:
    """The bundled kernel's fixes (tools/kernel-fix/README.md): their classes, compiled against the
    kernel's jar when the sources or the jar changed, as build/jupyter/kernel-fix/kernel-fix.jar. A
    jar, not a folder of classes: a JVM shares classes (CDS, which the grader's kernels use) only when
    its class path holds no folder."""
    out = JUPYTER_DIR / "kernel-fix"
    if (out / "kernel-fix.jar").is_file() and up_to_date(out / ".built", [KERNEL_FIX_SRC, jar]):
        return out / "kernel-fix.jar"
    javac = shutil.which("javac")
    if javac is None:
        raise die("javac not found; install JDK 17 (Debian: apt-get install openjdk-17-jdk-headless)")
    JUPYTER_DIR.mkdir(parents=True, exist_ok=True)
    LOGS.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".kernel-fix.", dir=JUPYTER_DIR))
    sources = sorted(str(p) for p in KERNEL_FIX_SRC.rglob("*.java"))
    jar_tool = str(Path(os.path.realpath(javac)).parent / "jar")
    if run_logged([javac, "--release", "17", "-cp", str(jar), "-d", str(tmp / "classes"), *sources], SETUP_LOG) != 0 \
            or run_logged([jar_tool, "cf", str(tmp / "kernel-fix.jar"), "-C", str(tmp / "classes"), "."], SETUP_LOG) != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        raise die(f"the bundled kernel's fix (tools/kernel-fix) does not compile; see {shown(SETUP_LOG)}")
    shutil.rmtree(tmp / "classes")
    (tmp / ".built").touch()
    shutil.rmtree(out, ignore_errors=True)
    publish_folder(tmp, out)
    return out / "kernel-fix.jar"


def install_bundled_kernel() -> None:
    """rapaio-jupyter-kernel: its jar fetched once from Maven Central, its kernelspec written anew
    under build/jupyter (it holds the jar's absolute path, which moves with the checkout)."""
    jar_dir = JUPYTER_DIR / "kernel-jar"
    jar = jar_dir / f"rapaio-jupyter-kernel-{RAPAIO_VERSION}.jar"
    if not (jar.is_file() and jar.stat().st_size > 0):
        say(f"fetching io.github.padreati:rapaio-jupyter-kernel:{RAPAIO_VERSION} (Java kernel)")
        rc = run_logged(mvn("-N", "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy",
                            f"-Dartifact=io.github.padreati:rapaio-jupyter-kernel:{RAPAIO_VERSION}",
                            f"-DoutputDirectory={jar_dir}"), SETUP_LOG, what="fetching the kernel", strip_ansi=True)
        if rc != 0:
            raise die(f"could not fetch rapaio-jupyter-kernel from Maven Central; see {shown(SETUP_LOG)}")
    fix = build_kernel_fix(jar)
    # The kit's fix comes first on the class path, so its classes (LoopThread, ControlChannel,
    # ClasspathMagicHandler) replace the jar's.
    spec = {"argv": ["java", "-Djava.awt.headless=true", *os.environ.get("KERNEL_JVM_OPTS", "").split(),
                     "-cp", f"{fix}:{jar}", "org.rapaio.jupyter.kernel.MainApp", "{connection_file}"],
            "display_name": "Java", "language": "java", "interrupt_mode": "message"}
    write_atomic(JUPYTER_DIR / "kernels" / "java" / "kernel.json", json.dumps(spec, indent=2))


@dataclass
class Kernel:
    """The kernel picked: `label` (bundled or installed) and its data folder, first on JUPYTER_PATH."""
    label: str
    data_dir: str


def ensure_kernel() -> Kernel:
    """Picks the `java` kernel (NQK_KERNEL: auto, system or bundled) and puts its data folder first
    on JUPYTER_PATH, for this process and what it starts."""
    mode = os.environ.get("NQK_KERNEL", "auto")
    if mode not in ("auto", "system", "bundled"):
        raise die(f"NQK_KERNEL must be auto, system or bundled, not '{mode}'")
    system = find_system_java_kernel() if mode in ("auto", "system") else ""
    if system:
        kernel = Kernel("installed", str(Path(system).parent.parent))  # <data dir>/kernels/java
        say(f"kernel: your installed 'java' kernel ({system})")
    else:
        if mode == "system":
            raise die("NQK_KERNEL=system but no 'java' kernel is installed (see environment.yml)")
        install_bundled_kernel()
        kernel = Kernel("bundled", str(JUPYTER_DIR))
        say(f"kernel: bundled rapaio-jupyter-kernel {RAPAIO_VERSION}")
    rest = os.environ.get("JUPYTER_PATH", "")
    os.environ["JUPYTER_PATH"] = kernel.data_dir + (f":{rest}" if rest else "")
    return kernel


def want_jjava(default: bool) -> bool:
    """Whether to run the notebooks on JJava too (NQK_JJAVA: auto, 0 or 1); `default` is auto's
    answer when the JJava kernelspec exists beside the repo."""
    present = Path(JJAVA_DIR, "kernels", "java", "kernel.json").is_file()
    mode = os.environ.get("NQK_JJAVA", "auto")
    if mode == "auto":
        return present and default
    if mode == "1":
        if not present:
            raise die(f"NQK_JJAVA=1 but there is no JJava kernelspec in {JJAVA_DIR}")
        return True
    if mode == "0":
        return False
    raise die(f"NQK_JJAVA must be auto, 0 or 1, not '{mode}'")
