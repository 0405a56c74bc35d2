"""The steps of `./kit test` (what CI runs), in the order they run (`Suite.steps`), and how the
notebooks are executed (`execute_notebooks`, which `./kit run` uses too). Each step function follows
nqkit.ci.steps: details to its log, lines for the terminal through `ctx.terminal`, a skip's reason
through `ctx.note`, and returns 0 (ok), 77 (skipped) or another status (failed)."""

import glob
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Sequence, TextIO

from nqkit.ci.build import Notebooks
from nqkit.ci.env import (BUILD, DEBIAN_PY, KIT_JAR, LIB_MODULES, apt_install, apt_try, ensure_comparisons, mvn,
                          python, run_logged, tee_run)
from nqkit.ci.kernel import JJAVA_DIR
from nqkit.ci.steps import SKIPPED, Step, StepContext
from nqkit.kit_common import ROOT

NB_OUT = BUILD / "notebooks"
NB_OUT_JJAVA = BUILD / "notebooks-jjava"
# Notebooks opened in a real browser, as students open them: Debian's Jupyter Notebook server and
# headless Chromium driven by Selenium (tools/nqkit/browser_check.py), on the bundled kernel and JJava.
BROWSER_PACKAGES = ("jupyter-notebook", "chromium", "chromium-driver", "python3-selenium")


def execute_notebooks(notebooks: Notebooks, label: str, out: Path, log: TextIO, terminal: Callable[[str], None],
                      extra: Sequence[str] = (), parallel_default: str = "2", stderr_to_log: bool = True) -> int:
    """Executes the notebooks on one kernel (`label`; `extra`: the runner's options for a second one)
    into `out`: one line per notebook to `log` and `terminal`, the rest to the log (or, with
    stderr_to_log=False, the kit's stderr). A full run first removes `out`, so no output of a renamed
    notebook lingers there. NB_PARALLEL, NB_TIMEOUT, NB_STARTUP_TIMEOUT, NB_KERNEL_RETRIES: the
    runner's options. Returns the runner's exit status."""
    if notebooks.everything:
        shutil.rmtree(out, ignore_errors=True)
    env = os.environ
    command = [python(), "-m", "nqkit.run_notebooks", "run", "--out", str(out), "--label", label, *extra,
               "--parallel", env.get("NB_PARALLEL") or parallel_default,
               "--timings", str(BUILD / "notebook-timings.json"),
               "--timeout", env.get("NB_TIMEOUT") or "300",
               "--startup-timeout", env.get("NB_STARTUP_TIMEOUT") or "20",
               "--retries", env.get("NB_KERNEL_RETRIES") or "8",
               *notebooks.paths]
    return tee_run(command, log, terminal, stderr_to_log)


def execute_on_both(notebooks: Notebooks, label: str, log: TextIO, terminal: Callable[[str], None],
                    stderr_to_log: bool = True) -> int:
    """The notebooks on `label`'s kernel and on JJava in one runner: three notebooks at a time across
    them keep both cores busier than two kernels in turn, two at a time each (262 s against 285 s
    for the 32 runs, measured)."""
    if notebooks.everything:
        shutil.rmtree(NB_OUT_JJAVA, ignore_errors=True)
    return execute_notebooks(notebooks, label, NB_OUT, log, terminal,
                             ["--also", "jjava", str(NB_OUT_JJAVA), os.path.normpath(JJAVA_DIR)], "3", stderr_to_log)


def run(ctx: StepContext, command: Sequence[str], cwd: Optional[Path] = None,
        env: Optional[dict[str, str]] = None) -> int:
    """`command` with its output in the step's log; its exit status."""
    return run_logged(command, ctx.log, cwd=cwd, env=env)


def pytest_step(ctx: StepContext, report: str, paths: Sequence[str]) -> int:
    """Debian's pytest on `paths` (files or folders of tools/tests), JUnit XML in
    build/test-reports/REPORT.xml, the slowest tests at the end of the log; then the report's line
    and each failing test's on the terminal (the closing line counts every report)."""
    xml = BUILD / "test-reports" / f"{report}.xml"
    xml.parent.mkdir(parents=True, exist_ok=True)
    xml.unlink(missing_ok=True)
    rc = run(ctx, [python(), "-m", "pytest", "-s", "-rfE", "--durations=12", "--rootdir=tools",
                   "-c", "tools/pyproject.toml", f"--junitxml={xml}", *paths])
    brief = tee_run([python(), "-m", "nqkit.junit_reports", "--brief", str(xml)], ctx.log, ctx.terminal)
    return rc or (1 if brief else 0)


def step_runner_tests(ctx: StepContext) -> int:
    return pytest_step(ctx, "runner-tests", ["tools/tests"])


def step_types(ctx: StepContext) -> int:
    """The package tools/nqkit type-checked by Debian's mypy (its settings: tools/pyproject.toml)."""
    if shutil.which("mypy") is None:
        apt_try("the type checker", ["mypy"], lambda text: ctx.terminal(f"==> {text}"))
    if shutil.which("mypy") is None:
        return ctx.note("mypy not installed (apt-get install mypy)")
    return run(ctx, ["mypy"], cwd=ROOT / "tools")


def step_junit(ctx: StepContext) -> int:
    """Every module's tests, even when an earlier module's fail (failures are read from the reports);
    R, irace and DEAP installed first, so that the tests comparing the kit with them run on a new
    machine too (they skipped there before, run only where an earlier session had installed them)."""
    ensure_comparisons()
    for module in ["lib", *glob.glob(str(ROOT / "lib/*")), "bench"]:
        shutil.rmtree(ROOT / module / "target" / "surefire-reports", ignore_errors=True)
    rc = run_logged(mvn("verify", "-Dmaven.test.failure.ignore=true"), ctx.log, strip_ansi=True)
    counts = tee_run([python(), "-m", "nqkit.junit_reports", *LIB_MODULES, "lib", "bench",
                      "--counts", str(BUILD / "junit-counts")], ctx.log, ctx.terminal)
    return 1 if counts else rc


def step_javadoc(ctx: StepContext) -> int:
    # The plugin skips a run whose file list it has seen, even if comments changed: forget it.
    for stale in glob.glob(str(ROOT / "lib/*/target/maven-javadoc-plugin-stale-data.txt")):
        Path(stale).unlink(missing_ok=True)
    # compile first: javadoc:javadoc alone resolves a sibling module from ~/.m2, not from its build.
    return run_logged(mvn("-pl", ",".join(LIB_MODULES), "compile", "javadoc:javadoc"), ctx.log, strip_ansi=True)


def with_env(**values: str) -> dict[str, str]:
    return {**os.environ, **values}


def step_slurm(ctx: StepContext) -> int:
    """A sweep sharded over a real (local, one-node) Slurm job array, then a race whose runs Slurm
    arrays make, killed and resumed (tools/slurm/race-test.sh), then a course graded as a job array
    (./kit grade COURSE --slurm N), a task cancelled and resumed; the scripts exit 77 when Slurm
    cannot be installed or started here, with a line "SKIP ...: why"."""
    rc = run(ctx, ["tools/slurm/sweep-test.sh"], env=with_env(NQK_JAR=str(KIT_JAR)))
    if rc == 0:
        rc = run(ctx, ["tools/slurm/race-test.sh"], env=with_env(NQK_JAR=str(KIT_JAR)))
    if rc == 0:
        rc = run(ctx, ["tools/slurm/grade-test.sh"], env=with_env(NQK_PY=python()))
    if rc == SKIPPED:
        return ctx.note("Slurm cannot be installed or started on this machine (apt-get install slurm-wlm munge; "
                        "see tools/slurm/README.md)")
    return rc


def without_prefix(line: str) -> str:
    """A `skipped: WHY` line's WHY."""
    return line[len("skipped: "):] if line.startswith("skipped: ") else line


def skip_reason(ctx: StepContext, unless: Callable[[str], bool]) -> Optional[str]:
    """The reason on the log's first `skipped: ...` line when no line satisfies `unless` (a check
    that ran nowhere), else None."""
    lines = ctx.log_lines()
    skips = [line for line in lines if line.startswith("skipped:")]
    if skips and not any(unless(line) for line in lines):
        return without_prefix(skips[0])
    return None


def step_live_view(ctx: StepContext) -> int:
    """A live view drives a real kernel (the bundled one, and JJava where ../shared has it): updates
    in place by display id, the saved cell holding the final frame, the run's result unchanged; then
    Kernel > Interrupt during a live experiment ends the cell within 3 s, saying how far it got."""
    rc = run(ctx, [python(), "-m", "nqkit.live_view_check"])
    if rc:
        return rc
    why = skip_reason(ctx, lambda line: line.startswith("live view on "))
    return ctx.note(why) if why is not None else 0


def step_snippets(ctx: StepContext) -> int:
    """The README's java blocks and the javadoc's jshell transcripts, each pasted under notebook
    00's setup cell in a fresh kernel (bundled, and JJava where ../shared has it)."""
    rc = run(ctx, [python(), "-m", "nqkit.snippet_check"])
    if rc:
        return rc
    why = skip_reason(ctx, lambda line: line.endswith(" ok"))
    return ctx.note(why) if why is not None else 0


def browser_ready() -> bool:
    return (subprocess.run([DEBIAN_PY, "-c", "import notebook, selenium"], stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
            and shutil.which("chromium") is not None and shutil.which("chromedriver") is not None)


def step_browser(ctx: StepContext) -> int:
    if not browser_ready():
        if os.getuid() == 0 and shutil.which("apt-get"):
            ctx.log.write(f"installing: apt-get install {' '.join(BROWSER_PACKAGES)}\n")
            apt_install(BROWSER_PACKAGES, ctx.log)
        if not browser_ready():
            return ctx.note("no browser to drive, and apt-get could not install one (as root: apt-get install "
                            f"{' '.join(BROWSER_PACKAGES)})")
    rc = run(ctx, [DEBIAN_PY, "-m", "nqkit.browser_check"])
    # ./kit notebook as a student starts it: the URL it prints, opened in the same browser.
    rc = rc or run(ctx, [DEBIAN_PY, "-m", "nqkit.notebook_launch_check"])
    if rc:
        return rc
    why = skip_reason(ctx, lambda line: ": ok (" in line)
    return ctx.note(why) if why is not None else 0


def step_assignments(ctx: StepContext) -> int:
    """The assignments' tests (one real grading run), the course's pages in headless Chromium
    (tools/tests/course_browser_check.py; screenshots in build/course-browser/), grading on a busy
    machine (tools/tests/test_grade_load.py: four CPU-bound processes beside it) and the grading
    run's shared classes (tools/tests/test_grade_cds.py), in one pytest run."""
    return pytest_step(ctx, "assignments", ["tools/tests/test_assignments.py", "tools/tests/course_browser_check.py",
                                            "tools/tests/test_grade_load.py", "tools/tests/test_grade_cds.py"])


def step_heldout(ctx: StepContext) -> int:
    """The held-out submissions' grading run (tools/tests/test_heldout.py; report in
    build/assignments/heldout/report.txt), beside the assignments step: a grading run mostly waits
    (kernels starting, time limits, attacks sleeping), about 0.8 of a CPU on 2 cores. Then issue
    44's audit cases (tools/tests/test_audit.py: cheats and mistakes the graded runs' audit must catch)."""
    return pytest_step(ctx, "heldout", ["tools/tests/test_heldout.py", "tools/tests/test_audit.py"])


def step_irace(ctx: StepContext) -> int:
    """irace (R) tunes the kit's GA through its target runner; the script apt-installs r-cran-irace,
    or prints one line "skipped: ..." and exits 0 where it cannot."""
    rc = run(ctx, ["tools/irace/irace-test.sh"], env=with_env(NQK_JAR=str(KIT_JAR)))
    if rc:
        return rc
    skips = [line for line in ctx.log_lines() if line.startswith("skipped:")]
    reason = without_prefix(skips[0]) if skips else ""
    return ctx.note(reason) if reason else 0


def step_no_jjava(ctx: StepContext) -> int:
    return ctx.note("no JJava kernelspec at ../shared/kernels/jjava (a test aid beside the repo; students "
                    "install JJava with pip install jjava)")


SLURM = Step("slurm", "sweep, race and grading on Slurm job arrays (beside the notebooks)", step_slurm, aside=True)
HELDOUT = Step("heldout", "held-out submissions graded (beside the assignments)", step_heldout, aside=True)


@dataclass
class Suite:
    """The steps of `./kit test` on the selected notebooks."""
    notebooks: Notebooks
    label: str = ""  # the notebook kernel's, once on_kernel picked it

    def before_kernel(self) -> list[Step]:
        """The steps that need no notebook kernel; `./kit test` then touches the library's stamp
        (mvn verify built it) and picks the kernel."""
        return [Step("runner-tests", "the notebook runner's Python tests", step_runner_tests),
                Step("types", "the kit's Python type-checked (mypy)", step_types),
                Step("notebooks-clean", "notebooks clean", self.step_notebooks_clean),
                Step("junit", "JUnit suite (mvn verify)", step_junit),
                Step("javadoc", "API docs lint (javadoc, doclint)", step_javadoc),
                Step("irace", "irace tunes the kit through its target runner", step_irace)]

    def on_kernel(self, label: str, jjava: bool) -> list[Step]:
        """The steps on the kernel `label` (and JJava when `jjava`); an aside step runs beside the
        step after it."""
        self.label = label
        notebooks = ([Step("notebooks", f"notebooks on the {label} kernel and on JJava", self.step_notebooks_both)]
                     if jjava else
                     [Step("notebooks", f"notebooks on the {label} kernel", self.step_notebooks),
                      Step("notebooks-jjava", "notebooks on JJava", step_no_jjava)])
        return [SLURM, *notebooks,
                Step("live-view", "a live view updating in place, and interrupted, on real kernels", step_live_view),
                Step("snippets", "README and javadoc examples pasted under a setup cell", step_snippets),
                Step("browser", "notebooks in a real browser (Jupyter Notebook, headless Chromium)", step_browser),
                HELDOUT,
                Step("assignments", "course assignments (release, one grading run, pages in a browser)",
                     step_assignments)]

    def step_notebooks_clean(self, ctx: StepContext) -> int:
        return run(ctx, [python(), "-m", "nqkit.run_notebooks", "check", *self.notebooks.paths])

    def step_notebooks(self, ctx: StepContext) -> int:
        return execute_notebooks(self.notebooks, self.label, NB_OUT, ctx.log, ctx.terminal)

    def step_notebooks_both(self, ctx: StepContext) -> int:
        return execute_on_both(self.notebooks, self.label, ctx.log, ctx.terminal)
