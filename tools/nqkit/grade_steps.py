"""The grading of one submitted notebook as a list of steps, each with one job (GRADE_STEPS):

    check_file       the submission was read, as a file, before any kernel started (grade_limits.discover):
                     none, or refused (a symlink, a FIFO, too large ...): its row says so
    read_notebook    nbformat reads it
    merge_tests      the instructor's locked and check cells put back (grade_merge.merge)
    refuse_reserved  a student cell declaring a name the checks use: not run
    run_sandboxed    a Java kernel in the sandbox runs it, output capped per cell, every check
                     computed by the judge (grade_kernel.execute)
    score            the judge's records become points (grade_score.score)
    finish           the executed copy shows the points; the result, with why it is unfinished

A step is `async def step(sub: Submission, run: GradeRun) -> Graded | None`: None hands the
submission on to the next step, a Graded ends the list and is the notebook's result.
grading.grade_one runs the list; a step that raises ends it too, and the notebook is "not graded"
(its row says why; a course's gradebook keeps its last good grade). Recording into a course's
gradebook (scaling to the assignment, the late penalty) is the course's hook's list of steps
(course_run.CourseRun.RECORD_STEPS), run on whatever result this list gave.

Every step reads its limits from the run's GradeSettings (GradeRun.settings), and none changes them.
"""

import time
import warnings
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

from nqkit import grade_judge as gj
from nqkit import grade_kernel
from nqkit import grade_merge as gm
from nqkit import grade_score
from nqkit.exercise_notebooks import show_points_as_plain_text
from nqkit.grade_folders import WORK_PREFIX, own_folder
from nqkit.grade_limits import Refused
from nqkit.grade_score import Graded, Part, parts_of
from nqkit.grade_settings import GradeSettings


@dataclass(frozen=True)
class GradeRun:
    """What grading.grade_all prepared once for every notebook of a run (frozen, as its settings)."""
    settings: GradeSettings
    private: Path  # the run's private folder: the kernel logs
    visible: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # notebook -> {host folder: inside}
    absent: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # notebook -> classes its build leaves out
    jvm_options: tuple[str, ...] = ()  # the graded kernels' (grade_cds: the run's shared classes)
    judges: gj.JudgePool | None = None  # the run's judge JVM; None: each notebook starts its own


@dataclass
class Submission:
    """One notebook on its way through the steps: what they were given and what they found."""
    student: str
    name: str  # the exercise notebook's file name
    text: str | Refused | None  # as read before any kernel started; None: not submitted
    source: Any  # the instructor's notebook (nbformat), its %classpath made absolute
    released: Any  # its student version
    started: float = field(default_factory=time.monotonic)
    submitted: Any = None  # read_notebook's
    graded: Any = None  # merge_tests': what runs, and is then the executed copy
    notes: list[str] = field(default_factory=list)  # what merge_tests changed
    work: Path | None = None  # run_sandboxed's folder (grade_one removes it)
    log_path: Path | None = None  # the kernel's log
    status: dict[int, str] = field(default_factory=dict)  # cell index -> ok, error, timeout ...
    checks: dict[int, tuple] = field(default_factory=dict)  # check index -> (report, why, forbidden)
    parts: list[Part] = field(default_factory=list)

    def refused(self, status: str, message: str) -> Graded:
        """Its result when it is not run: every graded cell at 0 with `message`."""
        return Graded(self.student, self.name, parts_of(self.source, self.name, status, message), list(self.notes))


Step = Callable[[Submission, GradeRun], Awaitable[Graded | None]]


async def check_file(sub: Submission, run: GradeRun) -> Graded | None:
    if sub.text is None:
        return sub.refused("not submitted", "not submitted")
    if isinstance(sub.text, Refused):
        return sub.refused("error", sub.text.why)
    return None


async def read_notebook(sub: Submission, run: GradeRun) -> Graded | None:
    try:
        with warnings.catch_warnings():  # duplicated cell ids are fixed by nbformat and dropped by merge
            warnings.simplefilter("ignore")
            sub.submitted = nbformat.reads(sub.text, as_version=4)
    except Exception as e:
        return sub.refused("error", f"could not read the notebook: {e}")
    return None


async def merge_tests(sub: Submission, run: GradeRun) -> Graded | None:
    sub.graded, sub.notes = gm.merge(sub.source, sub.submitted, sub.released)
    return None


async def refuse_reserved(sub: Submission, run: GradeRun) -> Graded | None:
    bad = gm.reserved_declared(sub.graded, sub.source)
    if bad:
        return sub.refused("error", f"not run: your cells declare {', '.join(bad)}, a name the checks use; rename it")
    return None


async def run_sandboxed(sub: Submission, run: GradeRun) -> Graded | None:
    sub.work = work = Path(own_folder(WORK_PREFIX))
    sub.log_path = run.private / f"{sub.student}--{Path(sub.name).stem}.kernel.log"
    (work / sub.name).write_text(nbformat.writes(sub.graded), encoding="utf-8")
    with open(sub.log_path, "w") as log:
        sub.status, sub.checks = await grade_kernel.execute(
            sub.graded, work, run.settings, log, run.visible.get(sub.name), run.absent.get(sub.name, ()),
            run.jvm_options, run.judges)
    return None


async def score(sub: Submission, run: GradeRun) -> Graded | None:
    sub.parts = grade_score.score(sub.graded, sub.status, sub.checks, sub.name, run.settings,
                                  run.absent.get(sub.name, ()))
    return None


async def finish(sub: Submission, run: GradeRun) -> Graded | None:
    show_points_as_plain_text(sub.graded, {p.exercise: p.points for p in sub.parts})  # nbgrader reads text/plain
    log = sub.log_path.read_text(errors="replace") + grade_score.judge_log_text(sub.log_path) if sub.log_path else ""
    return Graded(sub.student, sub.name, sub.parts, sub.notes, time.monotonic() - sub.started,
                  executed=nbformat.writes(sub.graded) + "\n", log=log,
                  failed=grade_score.unfinished(sub.status, run.settings))


GRADE_STEPS: tuple[Step, ...] = (check_file, read_notebook, merge_tests, refuse_reserved, run_sandboxed, score,
                                 finish)
