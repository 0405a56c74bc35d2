"""The grader's scoring (the steps grade_steps.score and grade_steps.finish): each check cell's
points from the judge's record (judge_wire.read_report), capped at the cell's points; why a
check gave none, the student's own cell first; the hand-graded cells left to mark. What a
notebook's row says comes from here: Part (one graded cell) and Graded (one notebook).
"""

import re
from dataclasses import dataclass, field
from pathlib import Path

from nqkit import grade_clock as clock
from nqkit import grade_merge as gm
from nqkit.exercise_notebooks import TEXT_STUB, grade_id, kind, nbgrader
from nqkit.grade_limits import FLOOD
from nqkit.grade_merge import error_text
from nqkit.grade_settings import GradeSettings

@dataclass
class Part:
    """One graded cell of one student's notebook: points None means "to be graded by hand"."""
    notebook: str
    exercise: str
    max_points: float
    points: object = 0
    status: str = "graded"  # graded, not written yet, manual, error, not submitted
    messages: list = field(default_factory=list)
    rules: list = field(default_factory=list)  # the check's checklist: (rule, passed, checked, points, max)


@dataclass
class Graded:
    """One notebook's result: its parts, what merging changed (notes), and how its grading went."""
    student: str
    notebook: str
    parts: list
    notes: list = field(default_factory=list)
    seconds: float = 0.0
    grader_error: bool = False
    executed: str | None = None
    log: str = ""
    failed: str | None = None  # why this grading must not replace a grade (one line), or None: a grade that holds
    kept: bool = False  # failed, and an earlier good grade of the notebook is kept (the course's gradebook says)


def parts_of(source, name, status, message):
    return [Part(name, grade_id(c), nbgrader(c).get("points", 0), 0, status, [message])
            for c in source.cells if kind(c) in ("check", "manual")]


def forbidden_text(cls):
    return f"calls {cls.rsplit('.', 1)[-1]}, which the exercise asks you to write yourself: 0 points"


def why_no_report(graded, status, index, answer, settings: GradeSettings, why, absent=()):
    """Why a check cell gave no report, the student's own cell first."""
    flood_kb = FLOOD * settings.max_output_kb
    text = error_text(graded.cells[answer]) if answer is not None else None
    for cls in absent:  # a call of a class the student build leaves out does not compile
        if text and re.search(rf"\b{re.escape(cls.rsplit('.', 1)[-1])}\b", text):
            return forbidden_text(cls)
    if answer is not None and status.get(answer) == "timeout":
        return (f"your exercise cell ({grade_id(graded.cells[answer])}) did not finish within "
                f"{settings.cell_timeout} s (an endless loop?), so the check could not run")
    if answer is not None and status.get(answer) == "died":
        return (f"the kernel died while your exercise cell ({grade_id(graded.cells[answer])}) ran "
                f"(System.exit, or the JVM was killed), so the check could not run")
    if answer is not None and status.get(answer) == "output":
        return (f"your exercise cell ({grade_id(graded.cells[answer])}) printed more than "
                f"{flood_kb} kB, so its kernel was stopped and the check could not run")
    if answer is not None and status.get(answer) == "error":
        return f"your exercise cell ({grade_id(graded.cells[answer])}) failed: {error_text(graded.cells[answer])}"
    if answer is not None and status.get(answer) == "starved":
        return (f"not graded: your exercise cell ({grade_id(graded.cells[answer])}) was kept waiting for a CPU by a"
                f" busy machine; grade again")
    return {"timeout": f"the check did not finish within {settings.check_timeout} s",
            "starved": "not graded: the check was kept waiting for a CPU by a busy machine; grade again",
            "died": "the kernel died while the check ran (System.exit in your code, or the JVM was killed)",
            "output": f"the check's cell printed more than {flood_kb} kB (your code printing"
                      " while the check ran), so its kernel was stopped",
            "budget": f"not run: the notebook's time budget of {settings.budget} s ran out",
            "no kernel": "not run: the kernel could not be restarted after an earlier cell hung",
            "error": f"the check failed: {error_text(graded.cells[index])}"}.get(status.get(index), why)


def score_check(graded, status, checks, index, answer, name, settings: GradeSettings, absent=()):
    """The Part of check cell `index` (`answer`: the index of the student's cell before it)."""
    cell = graded.cells[index]
    part = Part(name, grade_id(cell), nbgrader(cell).get("points", 0))
    report, why, forbidden = (tuple(checks.get(index, ())) + (None, None, None))[:3]
    if report is None:
        part.messages = [why_no_report(graded, status, index, answer, settings, why or "the check gave no result",
                                       absent)]
        part.status = "graded" if part.messages[0].startswith("calls ") else "error"
        return part
    if forbidden:
        part.messages = [forbidden_text(forbidden)]
        return part
    points, top = report.points, report.max_points
    part.points = round(min(part.max_points, max(0, points) * part.max_points / top), 2) if top > 0 else 0
    if report.not_written_yet:
        part.status, part.messages = "not written yet", ["not written yet"]
        return part
    # The record's texts hold what the student's code chose (exception messages): shown literally.
    if report.note:
        part.messages.append(f"the check {gm.literal(report.note)}")
    part.messages += [gm.literal(f"{r.rule}: {r.message}" if r.message else r.rule) for r in report.rules
                      if not r.passed and r.checked]
    part.rules = [(gm.literal(r.rule), r.passed, r.checked, r.points, r.max_points) for r in report.rules]
    return part


def score(graded, status, checks, name, settings: GradeSettings, absent=()):
    """The Parts of a run notebook: its check cells scored, its hand-graded cells to mark."""
    parts, answer = [], None
    for i, cell in enumerate(graded.cells):
        if kind(cell) == "answer":
            answer = i
        elif kind(cell) == "check":
            parts.append(score_check(graded, status, checks, i, answer, name, settings, absent))
        elif kind(cell) == "manual":
            written = cell.source.strip() not in ("", TEXT_STUB)
            parts.append(Part(name, grade_id(cell), nbgrader(cell).get("points", 0), None if written else 0,
                              "manual" if written else "not written yet",
                              ["to be graded by hand"] if written else ["not written yet"]))
    return parts


def unfinished(status, settings: GradeSettings):
    """Why a notebook's grading did not finish (its time budget spent, a kernel that could not be
    restarted: cells not run, so its points are not the student's), or None."""
    if "starved" in status.values():
        return (f"the machine was too busy: a cell reached the wall clock's cap ({clock.WALL_FACTOR} times its limit)"
                f" while kept waiting for a CPU")
    skipped = [s for s in status.values() if s in ("budget", "no kernel")]
    if not skipped:
        return None
    if "budget" in skipped:
        return f"the notebook's time budget of {settings.budget} s ran out ({len(skipped)} cell(s) not run)"
    return f"the kernel could not be restarted after a cell hung ({len(skipped)} cell(s) not run)"


def judge_log_text(log_path):
    """The judge's log (what it counted, why a link ended), for the kernel log the instructor reads."""
    path = Path(log_path).with_suffix(".judge.log")
    return "----- judge -----\n" + path.read_text(errors="replace") if path.exists() else ""
