"""A step of `./kit test` and its result: each step's details go to build/logs/STEP.log, the
terminal gets one line per step (ok, FAILED, or skipped with the reason), the lines again as a
summary at the end, then, for each failed step, the lines of its log that name what failed. A
failing step never stops the ones after it.

A step's function gets a StepContext: its log (stdout and stderr of what it runs), `terminal` for
lines the user should see at once (indented under the step), and `note` for a one-line reason (a
skip's). It returns an exit status: 0 ok, SKIPPED (77) skipped, anything else failed.

A step that mostly waits (Slurm's daemons, a grading run's time limits) can run beside the next
one: `start_aside` runs it as a separate process (`python3 -m nqkit.ci.aside`, its CPU time its
own) that leaves "STATUS SECONDS CPU" in build/logs/NAME.status; `collect_aside` waits for
it and reports it like the others."""

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional, Sequence, TextIO

from nqkit.ci.env import BUILD, LOGS, python, say
from nqkit.kit_common import write_atomic

SKIPPED = 77  # a step's exit status when it cannot run here (its note says why)


def cpu_seconds() -> float:
    """CPU (user + system) of this process and of its finished children, in seconds: a step's CPU
    beside its wall time tells a step that waits from one that computes."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


@dataclass
class StepContext:
    """What a step's function works with (see the module's docstring)."""
    name: str
    log: TextIO
    terminal: Callable[[str], None]
    note_file: Path

    def note(self, text: str) -> int:
        """Leaves the one-line reason of a skip; returns SKIPPED."""
        write_atomic(self.note_file, text + "\n")
        return SKIPPED

    def log_lines(self) -> list[str]:
        """The lines of the step's log so far."""
        self.log.flush()
        return Path(self.log.name).read_text(encoding="utf-8", errors="replace").splitlines()


StepFunction = Callable[[StepContext], int]


@dataclass
class Step:
    """A step of `./kit test`: its name (its log is build/logs/NAME.log), the title on its line,
    its function, and whether it runs beside the next step (aside) rather than before it."""
    name: str
    title: str
    run: StepFunction
    aside: bool = False


@dataclass
class StepResult:
    """A finished step: its exit status, wall and CPU seconds, and its note (a skip's reason)."""
    name: str
    title: str
    status: int
    seconds: int
    cpu: int
    note: str = ""

    @property
    def failed(self) -> bool:
        return self.status not in (0, SKIPPED)

    def line(self) -> str:
        """The step's line: `ok       TITLE (S s, CPU C s)`, `skipped  TITLE: WHY`, or
        `FAILED   TITLE (S s, CPU C s): see build/logs/NAME.log`."""
        if self.status == 0:
            return f"ok       {self.title} ({self.seconds} s, CPU {self.cpu} s)"
        if self.status == SKIPPED:
            return f"skipped  {self.title}: {self.note or f'see build/logs/{self.name}.log'}"
        return f"FAILED   {self.title} ({self.seconds} s, CPU {self.cpu} s): see build/logs/{self.name}.log"


def start_log(name: str, logs: Path = LOGS) -> tuple[Path, Path]:
    """A fresh log and no note for step `name`: their paths."""
    logs.mkdir(parents=True, exist_ok=True)
    log, note = logs / f"{name}.log", logs / f"{name}.note"
    log.write_text("", encoding="utf-8")
    note.unlink(missing_ok=True)
    return log, note


def read_note(name: str, logs: Path = LOGS) -> str:
    """The first line of step `name`'s note, or ""."""
    try:
        lines = (logs / f"{name}.note").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    return lines[0] if lines else ""


def call_step(step: Step, log: Path, note: Path, terminal: Callable[[str], None]) -> int:
    """Runs the step's function with its log open; an exception in it fails the step (its
    traceback in the log), it never stops the steps after it."""
    with open(log, "a", encoding="utf-8", buffering=1) as f:
        try:
            return step.run(StepContext(step.name, f, terminal, note))
        except Exception:
            import traceback
            traceback.print_exc(file=f)
            return 1


@dataclass
class Aside:
    """A step running beside others, and its process."""
    step: Step
    process: "subprocess.Popen[bytes]"


@dataclass
class StepRunner:
    """Runs the steps in turn and keeps their results for the summary."""
    logs: Path = LOGS
    results: list[StepResult] = field(default_factory=list)
    asides: dict[str, Aside] = field(default_factory=dict)

    def run(self, step: Step) -> StepResult:
        """Runs `step` here, its terminal lines indented under it, then prints its line."""
        log, note = start_log(step.name, self.logs)
        t0, cpu0 = time.monotonic(), cpu_seconds()
        status = call_step(step, log, note, lambda line: print(f"    {line}", flush=True))
        return self.report(step, status, int(time.monotonic() - t0), int(cpu_seconds() - cpu0))

    def start_aside(self, step: Step) -> None:
        """Starts `step` in its own process (python3 -m nqkit.ci.aside NAME LOGS MODULE:FUNCTION),
        its output in its log; its terminal lines are dropped. Its function must be a module's
        (importable by that name), not a method."""
        log, _ = start_log(step.name, self.logs)
        (self.logs / f"{step.name}.status").unlink(missing_ok=True)
        function = f"{step.run.__module__}:{step.run.__qualname__}"
        with open(log, "a", encoding="utf-8") as f:
            process = subprocess.Popen([python(), "-m", "nqkit.ci.aside", step.name, str(self.logs), function],
                                       stdin=subprocess.DEVNULL, stdout=f, stderr=subprocess.STDOUT)
        self.asides[step.name] = Aside(step, process)

    def collect_aside(self, name: str) -> StepResult:
        """Waits for the step started by start_aside and reports it (failed when it left no status)."""
        aside = self.asides.pop(name)
        aside.process.wait()
        status, seconds, cpu = read_status(self.logs / f"{name}.status")
        return self.report(aside.step, status, seconds, cpu)

    def report(self, step: Step, status: int, seconds: int, cpu: int) -> StepResult:
        result = StepResult(step.name, step.title, status, seconds, cpu, read_note(step.name, self.logs))
        self.results.append(result)
        say(result.line())
        return result

    def summary(self) -> bool:
        """The summary lines, then why each failed step failed; whether none failed."""
        say("summary (logs in build/logs/)")
        for result in self.results:
            print(f"    {result.line()}")
        for result in self.results:
            if result.failed:
                say(f"why {result.name} failed (from build/logs/{result.name}.log):")
                for line in why_step_failed(self.logs / f"{result.name}.log"):
                    print(f"    {line}")
        sys.stdout.flush()
        return not any(r.failed for r in self.results)


def write_status(path: Path, status: int, seconds: int, cpu: int) -> None:
    """An aside step's outcome, whole or not at all."""
    write_atomic(path, f"{status} {seconds} {cpu}\n")


def read_status(path: Path) -> tuple[int, int, int]:
    """(status, seconds, CPU seconds) an aside step left; (1, 0, 0) when it left none."""
    try:
        status, seconds, cpu = (int(v) for v in path.read_text(encoding="ascii").split())
        return status, seconds, cpu
    except (OSError, ValueError):
        return 1, 0, 0


# pytest's summary lines (FAILED tests/x.py::T::t - ...), Maven's failing tests, assertion lines.
WHY_PATTERNS = (re.compile(r"^(FAILED|ERROR) \S+::"), re.compile(r"<<< (FAILURE|ERROR)!|^\[ERROR\]   "),
                re.compile(r"^E +\S*(Error|Exception)\b"))


def why_step_failed(log: Path, most: int = 12) -> list[str]:
    """The lines of a failed step's log that name what failed: pytest's FAILED and ERROR summary
    lines, then Maven's failing tests, then assertion lines; at most `most`, each cut to 150
    columns, so that a CI that keeps only the end of the output still shows which test failed.
    Without any: the log's last line."""
    try:
        lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        lines = []
    found = [line[:150] for pattern in WHY_PATTERNS for line in lines if pattern.search(line)][:most]
    return found or [f"(no failing test named; the log's last line: {(lines[-1] if lines else '')[:120]})"]


NOTEBOOK_OK = re.compile(r"^\S.* s  ok")
NOTEBOOK_FAILED = re.compile(r"^\S.* s  FAILED")


def closing_counts(build: Path = BUILD) -> str:
    """Totals for the closing line of `./kit test`: the JUnit tests (build/junit-counts), the
    Python steps' (build/test-reports/*.xml) and the notebook runs (their logs' lines; a run on both
    kernels labels them "[bundled] NAME", "[jjava] NAME": counted alike)."""
    from nqkit import junit_reports
    passed = failed = skipped = 0
    try:
        p, f, s = (int(v) for v in (build / "junit-counts").read_text(encoding="ascii").split())
        passed, failed, skipped = passed + p, failed + f, skipped + s
    except (OSError, ValueError):
        pass
    for report in sorted((build / "test-reports").glob("*.xml")):
        try:
            p, failures, skips, _ = junit_reports.module_results(report)
        except Exception:  # a report cut short by a killed run: its tests are not counted
            continue
        passed, failed, skipped = passed + p, failed + len(failures), skipped + len(skips)
    for name in ("notebooks.log", "notebooks-jjava.log"):
        try:
            lines = (build / "logs" / name).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        passed += sum(1 for line in lines if NOTEBOOK_OK.search(line))
        failed += sum(1 for line in lines if NOTEBOOK_FAILED.search(line))
    return f"{passed} passed, {failed} failed, {skipped} skipped"


def run_in_turn(runner: StepRunner, steps: Sequence[Step]) -> None:
    """Runs `steps` in order; an aside step starts, the next step runs beside it, then it is collected."""
    pending: Optional[str] = None
    for step in steps:
        if step.aside:
            runner.start_aside(step)
            pending = step.name
            continue
        runner.run(step)
        if pending:
            runner.collect_aside(pending)
            pending = None
    if pending:
        runner.collect_aside(pending)
