"""What the kit's commands share: its folders, its one-line messages (`==> ...` on the terminal,
`kit: ...` and exit status 2 for a refusal), commands run with their output in a log while the
terminal hears a heartbeat, and the Debian packages it installs where it may."""

import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable, Optional, Sequence, TextIO

from nqkit.kit_common import ROOT

DEBIAN_PY = "/usr/bin/python3"  # Debian's python: it has (or gets) nbclient + nbconvert
BUILD = ROOT / "build"
LOGS = BUILD / "logs"  # one log per step; the terminal gets one line per step
SETUP_LOG = LOGS / "setup.log"
KIT_JAR = ROOT / "lib/target/nqueens-kit-all.jar"
BENCH_JAR = ROOT / "bench/target/nqueens-bench.jar"
LIB_MODULES = ("lib/core", "lib/lab", "lib/tuning", "lib/course", "lib/judge", "lib/cli")  # lib/ assembles them
# The grading sandbox (tools/nqkit/grade_sandbox.py): bubblewrap, and python3-seccomp to write its filter.
SANDBOX_PACKAGES = ("bubblewrap", "python3-seccomp")
COMPARISON_R = ("r-base-core", "r-cran-irace")  # ensure_comparisons
COMPARISON_PY = ("python3-deap",)
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def python() -> str:
    """The python the kit drives notebooks with: the one running it (`kit` starts it as $NQK_PYTHON,
    default Debian's)."""
    return sys.executable


def shown(path: Path) -> str:
    """A path under the checkout as the kit's messages name it (build/logs/setup.log)."""
    try:
        return str(Path(path).relative_to(ROOT))
    except ValueError:
        return str(path)


class KitExit(Exception):
    """Ends the kit with `status`, after `kit: MESSAGE` on stderr when there is a message."""

    def __init__(self, message: str = "", status: int = 2):
        super().__init__(message)
        self.message = message
        self.status = status


def die(message: str) -> KitExit:
    """The refusal `kit: MESSAGE`, exit status 2 (raise what it returns)."""
    return KitExit(message, 2)


def say(text: str, out: Optional[TextIO] = None) -> None:
    """One line `==> TEXT` for the terminal (or `out`), flushed at once."""
    stream = out or sys.stdout
    print(f"==> {text}", file=stream, flush=True)


def heartbeat_seconds() -> float:
    """NQK_HEARTBEAT (default 20): seconds between `still ...` lines of a long command."""
    value = os.environ.get("NQK_HEARTBEAT") or "20"
    try:
        seconds = float(value)
    except ValueError:
        raise die(f"NQK_HEARTBEAT must be a number of seconds, not '{value}'") from None
    if seconds <= 0:
        raise die(f"NQK_HEARTBEAT must be a number of seconds above 0, not '{value}'")
    return seconds


def run_logged(command: Sequence[str], log: Path | TextIO, what: Optional[str] = None,
               out: Optional[TextIO] = None, strip_ansi: bool = False, cwd: Optional[Path] = None,
               env: Optional[dict[str, str]] = None) -> int:
    """Runs `command` with its output (stdout and stderr) appended to `log` (a path or an open
    file), ANSI colour codes stripped when asked (Maven 3.8 prints them even in batch mode). With
    `what`, prints `    still WHAT (N s)` on `out` every NQK_HEARTBEAT seconds while it runs, so a
    long step (a first build downloads Maven's plug-ins: 5 minutes on a loaded machine) never
    leaves the terminal silent. Returns the command's exit status."""
    every = heartbeat_seconds() if what else 0.0
    if isinstance(log, Path):
        log.parent.mkdir(parents=True, exist_ok=True)
        with open(log, "a", encoding="utf-8") as f:
            return run_logged(command, f, what, out, strip_ansi, cwd, env)
    log.flush()
    if not strip_ansi:
        plain = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                 cwd=cwd, env=env)
        return _wait_with_heartbeat(plain, what, every, out)
    proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, cwd=cwd, env=env, text=True, errors="replace")
    sink: TextIO = log

    def copy() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            sink.write(ANSI.sub("", line))
            sink.flush()
    copier = threading.Thread(target=copy, daemon=True)
    copier.start()
    rc = _wait_with_heartbeat(proc, what, every, out)
    copier.join()
    return rc


def _wait_with_heartbeat(proc: "subprocess.Popen[str] | subprocess.Popen[bytes]", what: Optional[str],
                         every: float, out: Optional[TextIO]) -> int:
    started = time.monotonic()
    while True:
        try:
            return proc.wait(timeout=every if what else None)
        except subprocess.TimeoutExpired:
            # by the clock: on a loaded machine many short sleeps take far longer than their sum
            print(f"    still {what} ({int(time.monotonic() - started)} s)", file=out or sys.stdout, flush=True)


def mvn(*args: str) -> list[str]:
    """Maven in batch mode, without downloads' progress or colours."""
    return ["mvn", "-B", "-ntp", "-Dstyle.color=never", *args]


def tee_run(command: Sequence[str], log: TextIO, terminal: Callable[[str], None],
            stderr_to_log: bool = True, env: Optional[dict[str, str]] = None) -> int:
    """Runs `command`; each line of its stdout goes to `log` and to `terminal` as it comes, its
    stderr to `log` (or, with stderr_to_log=False, to the kit's stderr). Returns its exit status."""
    log.flush()
    proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=log if stderr_to_log else None, text=True, errors="replace", env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        line = line.rstrip("\n")
        log.write(line + "\n")
        log.flush()
        terminal(line)
    return proc.wait()


def may_install() -> Optional[list[str]]:
    """The prefix that runs apt-get as root here ([] as root, ["sudo"] with sudo needing no
    password), or None where this user may not (or there is no apt-get)."""
    if shutil.which("apt-get") is None:
        return None
    if os.getuid() == 0:
        return []
    sudo_ok = shutil.which("sudo") is not None and subprocess.run(
        ["sudo", "-n", "true"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL).returncode == 0
    return ["sudo"] if sudo_ok else None


def apt_install(packages: Sequence[str], log: Path | TextIO, sudo: Sequence[str] = ()) -> bool:
    """`apt-get update` then `apt-get install` of `packages` (no recommends, no questions), output
    appended to `log`; whether both succeeded."""
    update = [*sudo, "apt-get", "update", "-qq"]
    install = [*sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq",
               "--no-install-recommends", *packages]
    return run_logged(update, log) == 0 and run_logged(install, log) == 0


def apt_try(what: str, packages: Sequence[str], tell: Callable[[str], None] = say) -> bool:
    """Installs Debian packages where this user may (root, or sudo without a password), saying so
    in one line through `tell`; False, quietly (the setup log has why), where it may not or apt-get
    fails."""
    sudo = may_install()
    if sudo is None:
        return False
    tell(f"installing {what}: apt-get install {' '.join(packages)} (log: {shown(SETUP_LOG)})")
    return apt_install(packages, SETUP_LOG, sudo)


def imports(module: str, python_path: Optional[str] = None) -> bool:
    """Whether `python_path` (default: the kit's python) can import `module`."""
    return subprocess.run([python_path or python(), "-c", f"import {module}"], stdin=subprocess.DEVNULL,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def need_java_and_maven() -> None:
    """Refuses to go on without `java` 17 or newer and `mvn` on PATH."""
    if shutil.which("java") is None:
        raise die("java not found; install JDK 17 (Debian: apt-get install openjdk-17-jdk-headless)")
    if shutil.which("mvn") is None:
        raise die("mvn not found; install Maven (Debian: apt-get install maven)")
    r = subprocess.run(["java", "-version"], stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       errors="replace")
    found = re.search(r'version "([^"]*)"', r.stdout + r.stderr)
    version = found.group(1) if found else ""
    major = version.split(".", 1)[0]
    if not (major.isdigit() and int(major) >= 17):
        raise die(f"java 17 or newer needed, found '{version or 'unknown'}'")


def ensure_pytest() -> None:
    """Debian's pytest, which runs the tests of the kit's Python (./kit test only)."""
    if imports("pytest"):
        return
    apt_try("the Python test runner", ["python3-pytest"])
    if not imports("pytest"):
        raise die(f"{python()} cannot import pytest (apt-get install python3-pytest)")


def r_has(package: str) -> bool:
    """Whether Debian's R is here with `package` (e.g. "stats", "irace") loadable."""
    rscript = shutil.which("Rscript") or "/usr/bin/Rscript"
    if not Path(rscript).exists():
        return False
    return subprocess.run([rscript, "-e", f"suppressMessages(library({package}))"], stdin=subprocess.DEVNULL,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def ensure_comparisons() -> None:
    """What the tests and the benchmark compare the kit with: R (friedman.test) and R's irace
    (Debian's r-cran-irace brings both), and DEAP for Debian's python (python3-deap). Installed
    where this user may; where not, the tests that need them skip, each saying which package."""
    if not r_has("irace"):
        apt_try("R and irace, which the kit's statistics and its race are compared with", COMPARISON_R)
    if not imports("deap", DEBIAN_PY):
        apt_try("DEAP, which the benchmark compares the kit's generation with", COMPARISON_PY)


def ensure_sandbox() -> None:
    """The grading sandbox's packages; where they cannot be installed, one line says so and grading
    goes on without a sandbox (the grader's first line says so again, and the sandbox tests skip)."""
    def ready() -> bool:
        return shutil.which("bwrap") is not None and imports("seccomp")
    if ready():
        return
    apt_try("the grading sandbox", SANDBOX_PACKAGES)
    if not ready():
        say(f"no grading sandbox: apt-get install {' '.join(SANDBOX_PACKAGES)} failed or is not possible "
            "here; kernels will run unsandboxed")
