#!/usr/bin/python3
"""Grading for tools/assignments.py: run submitted exercise notebooks and score their check cells.

Each submission runs in a fresh Java kernel (started as tools/run_notebooks.py starts one), with
the locked cells restored from the source. A cell that throws does not stop the next one; a cell
that runs past its timeout, a kernel that dies, or a check stopped at its time limit (whose student
code may still spin in a thread) gets the kernel killed and restarted, the cells before it replayed
on copies. Each notebook has a time budget. Every failure, the grader's own included, ends in a
score of 0 with a reason for that notebook; nothing stops the other submissions.
"""

import asyncio
import copy
import csv
import functools
import inspect
import io
import re
import textwrap
import time
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellTimeoutError, DeadKernelError

from assignments import (TEXT_STUB, error_text, exercise_notebooks, grade_id, kind, nbgrader, parse_report,
                         release_notebook, stream_text, write_atomic)
import run_notebooks as rn


# ------------------------------------------------------------------------ grading: merge

def merge(source, submitted, released):
    """The notebook to run: the student's cells, with every locked cell put back as the source has
    it and every missing nbgrader cell inserted (a missing answer as its stub). Returns it and notes."""
    by_id = {grade_id(c): c for c in source.cells if kind(c)}
    stubs = {grade_id(c): c for c in released.cells if kind(c)}
    cells, seen, notes = [], set(), []
    for cell in submitted.cells:
        gid = grade_id(cell)
        k = kind(by_id[gid]) if gid in by_id else None
        if k in ("locked", "check") or (k and cell.cell_type != by_id[gid].cell_type):
            cell = copy.deepcopy(by_id[gid] if k in ("locked", "check") else stubs[gid])
            if k not in ("locked", "check"):
                notes.append(f"{gid}: the cell's type was changed; graded as not written")
        cell = copy.deepcopy(cell)
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
        if k:
            cell.metadata["nbgrader"] = copy.deepcopy(by_id[gid].metadata.nbgrader)
            seen.add(gid)
        cells.append(cell)
    for i, cell in enumerate(source.cells):
        gid = grade_id(cell)
        if kind(cell) and gid not in seen:
            after = {grade_id(c) for c in source.cells[i + 1:] if kind(c)}  # e.g. its check cell
            at = min([j for j, c in enumerate(cells) if grade_id(c) in after], default=len(cells))
            cells.insert(at, copy.deepcopy(cell if kind(cell) in ("locked", "check") else stubs[gid]))
            if kind(cell) in ("answer", "manual"):
                notes.append(f"{gid}: the exercise cell is missing from the submission; graded as not written")
            seen.add(gid)
    graded = copy.deepcopy(source)
    graded.cells = cells
    return graded, notes


def shadowed(graded, source):
    """Types the check cells name that a student's cell declares anew: a class FitnessCheck (or
    System) of the student's own would print whatever report it likes, so such a notebook is not run."""
    used = {w for c in source.cells if kind(c) == "check" for w in re.findall(r"\b[A-Z]\w*", c.source)}
    declared = {m for c in graded.cells if c.cell_type == "code" and kind(c) not in ("locked", "check")
                for m in re.findall(r"\b(?:class|interface|record|enum)\s+([A-Z]\w*)", c.source)}
    return sorted(used & declared)


# ---------------------------------------------------------------------- grading: running

class Kernel:
    """One Java kernel running one notebook's cells, restarted (and caught up) when a cell hangs."""

    def __init__(self, nb, cwd, args, log):
        self.nb, self.cwd, self.args, self.log = nb, cwd, args, log
        self.km = self.kc = self.client = None

    async def start(self):
        start = rn.start_kernel
        # The runner's kernel start-up is being reworked in parallel (tools/nb_kernel.py): its
        # start_kernel takes the kernel Target first. Either form works until that lands here.
        if "target" in inspect.signature(rn.start_kernel).parameters:
            start = functools.partial(rn.start_kernel, rn.Target("grading", Path(self.args.out)))
        self.km, self.kc, _ = await start("java", self.cwd, self.log, self.args.startup_timeout, self.args.retries)
        self.client = NotebookClient(self.nb, km=self.km, kernel_name="java", allow_errors=True,
                                     resources={"metadata": {"path": self.cwd}})
        self.client.kc = self.kc
        self.client.reset_execution_trackers()

    async def stop(self, now=True):
        if self.km is not None:
            await rn.stop_kernel(self.km, self.kc, now=now)
        self.km = self.kc = None

    async def run(self, cell, index, timeout):
        """'ok', 'error', 'timeout' or 'died' for one cell (its outputs written into it)."""
        self.client.timeout = max(1, int(timeout))
        try:
            await self.client.async_execute_cell(cell, index)
        except CellTimeoutError:
            return "timeout"
        except (DeadKernelError, RuntimeError, OSError) as e:
            print(f"kernel died: {e}", file=self.log, flush=True)
            return "died"
        return "error" if error_text(cell) else "ok"

    async def restart(self, replay):
        """A fresh kernel that has run the cells in `replay` again (on copies: outputs kept)."""
        print("----- restarting the kernel -----", file=self.log, flush=True)
        await self.stop()
        await self.start()
        for index in replay:
            await self.run(copy.deepcopy(self.nb.cells[index]), index, self.args.cell_timeout)


def stopped_by_time_limit(cell):
    report = parse_report(stream_text(cell))
    return report is not None and report["note"] == "stopped at the time limit"


async def execute(nb, cwd, args, log):
    """Runs every code cell; returns {cell index: status}. Raises KernelStartError."""
    kernel = Kernel(nb, cwd, args, log)
    await kernel.start()
    status, done, t0 = {}, [], time.monotonic()
    try:
        for i, cell in enumerate(nb.cells):
            if cell.cell_type != "code":
                continue
            left = args.budget - (time.monotonic() - t0)
            if left <= 0 or kernel.km is None:
                status[i] = "budget" if left <= 0 else "no kernel"
                continue
            limit = args.check_timeout if kind(cell) == "check" else args.cell_timeout
            status[i] = await kernel.run(cell, i, min(limit, left))
            if status[i] in ("ok", "error"):
                done.append(i)
            # A hung cell, a dead kernel, or a check that left student code spinning: start afresh.
            if status[i] in ("timeout", "died") or stopped_by_time_limit(cell):
                try:
                    await kernel.restart([j for j in done if kind(nb.cells[j]) != "check"])
                except rn.KernelStartError as e:
                    print(f"restart failed: {e}", file=log, flush=True)
                    kernel.km = None
    finally:
        await kernel.stop()
    return status


# ---------------------------------------------------------------------- grading: scores

@dataclass
class Part:
    """One graded cell of one student's notebook: points None means "to be graded by hand"."""
    notebook: str
    exercise: str
    max_points: float
    points: object = 0
    status: str = "graded"  # graded, not written yet, manual, error, not submitted
    messages: list = field(default_factory=list)


def parts_of(source, name, status, message):
    return [Part(name, grade_id(c), nbgrader(c).get("points", 0), 0, status, [message])
            for c in source.cells if kind(c) in ("check", "manual")]


def why_no_report(graded, status, index, answer, args):
    """Why a check cell printed no report, the student's own cell first."""
    if answer is not None and status.get(answer) == "timeout":
        return (f"your exercise cell ({grade_id(graded.cells[answer])}) did not finish within "
                f"{args.cell_timeout} s (an endless loop?), so the check could not run")
    if answer is not None and status.get(answer) == "error":
        return f"your exercise cell ({grade_id(graded.cells[answer])}) failed: {error_text(graded.cells[answer])}"
    return {"timeout": f"the check did not finish within {args.check_timeout} s",
            "died": "the kernel died while the check ran",
            "budget": f"not run: the notebook's time budget of {args.budget} s ran out",
            "no kernel": "not run: the kernel could not be restarted after an earlier cell hung",
            "error": f"the check failed: {error_text(graded.cells[index])}"}.get(
        status.get(index), "the check printed no report")


def score_check(graded, status, index, answer, name, args):
    cell = graded.cells[index]
    part = Part(name, grade_id(cell), nbgrader(cell).get("points", 0))
    report = parse_report(stream_text(cell)) if status.get(index) in ("ok", "error") else None
    if report is None:
        part.status, part.messages = "error", [why_no_report(graded, status, index, answer, args)]
        return part
    part.points = round(report["points"] * part.max_points / report["max"], 2) if report["max"] else 0
    if report["note"] == "not written yet":
        part.status, part.messages = "not written yet", ["not written yet"]
        return part
    if report["note"]:
        part.messages.append(f"the check {report['note']}")
    part.messages += [f"{rule}: {message}" if message else rule for passed, rule, message in report["rules"]
                      if not passed and not message.startswith("not checked")]  # the note says why
    return part


def score(graded, status, name, args):
    parts, answer = [], None
    for i, cell in enumerate(graded.cells):
        if kind(cell) == "answer":
            answer = i
        elif kind(cell) == "check":
            parts.append(score_check(graded, status, i, answer, name, args))
        elif kind(cell) == "manual":
            written = cell.source.strip() not in ("", TEXT_STUB)
            parts.append(Part(name, grade_id(cell), nbgrader(cell).get("points", 0), None if written else 0,
                              "manual" if written else "not written yet",
                              ["to be graded by hand"] if written else ["not written yet"]))
    return parts


# --------------------------------------------------------------------- grading: the jobs

@dataclass
class Graded:
    student: str
    notebook: str
    parts: list
    notes: list = field(default_factory=list)
    seconds: float = 0.0
    grader_error: bool = False


async def grade_one(student, name, path, source, released, args, out):
    """Grades one submitted notebook; every failure ends in a Graded with reasons, never raised."""
    t0 = time.monotonic()
    if path is None:
        return Graded(student, name, parts_of(source, name, "not submitted", "not submitted"))
    try:
        submitted = nbformat.read(path, as_version=4)
    except Exception as e:
        return Graded(student, name, parts_of(source, name, "error", f"could not read the notebook: {e}"))
    try:
        graded, notes = merge(source, submitted, released)
        if shadowed(graded, source):
            message = f"not run: your cells declare {', '.join(shadowed(graded, source))}, which the checks use"
            return Graded(student, name, parts_of(source, name, "error", message), notes)
        log_path = out / "logs" / f"{student}--{Path(name).stem}.kernel.log"
        log_path.parent.mkdir(parents=True, exist_ok=True)
        with open(log_path, "w") as log:
            status = await execute(graded, str(Path(args.source).resolve()), args, log)
        write_atomic(out / "executed" / student / name, nbformat.writes(graded) + "\n")
        return Graded(student, name, score(graded, status, name, args), notes, time.monotonic() - t0)
    except rn.KernelStartError as e:
        message = f"not graded: the Java kernel did not start ({e}); grade again"
        return Graded(student, name, parts_of(source, name, "error", message), [], time.monotonic() - t0, True)
    except Exception as e:  # a fault of the grader itself: report it, keep grading the others
        message = f"not graded: the grader failed ({type(e).__name__}: {e})"
        return Graded(student, name, parts_of(source, name, "error", message), [], time.monotonic() - t0, True)


def discover(root, names):
    """{student: ({notebook name: path}, [notes])} for SUBMISSIONS/STUDENT/**/NAME.ipynb."""
    students = {}
    for folder in sorted(p for p in Path(root).iterdir() if p.is_dir() and not p.name.startswith(".")):
        found, notes = {}, []
        for f in sorted(folder.rglob("*.ipynb")):
            shown = f.relative_to(folder)
            if ".ipynb_checkpoints" in f.parts:
                continue
            if f.name not in names:
                notes.append(f"ignored {shown}: no exercise notebook has that name")
            elif f.name in found:
                notes.append(f"ignored {shown}: {found[f.name].relative_to(folder)} was graded instead")
            else:
                found[f.name] = f
        students[folder.name] = (found, notes)
    return students


def number(x):
    return "" if x is None else (str(int(x)) if float(x).is_integer() else str(x))


def write_results(results, student_notes, out):
    rows = io.StringIO()
    table = csv.writer(rows, lineterminator="\n")
    table.writerow(["student", "exercise", "points", "max_points", "status"])
    for r in results:
        for p in r.parts:
            table.writerow([r.student, p.exercise, number(p.points), number(p.max_points), p.status])
    write_atomic(out / "grades.csv", rows.getvalue())
    for student in sorted({r.student for r in results}):
        mine = [r for r in results if r.student == student]
        parts = [p for r in mine for p in r.parts]
        auto = sum(p.points for p in parts if p.points is not None)
        auto_max = sum(p.max_points for p in parts if p.status != "manual")
        by_hand = [p for p in parts if p.status == "manual"]
        lines = [f"{student}: {number(auto)} of {number(auto_max)} points graded automatically"
                 + (f"; {number(sum(p.max_points for p in by_hand))} more to be graded by hand" if by_hand else "")]
        lines += [f"  note: {n}" for n in student_notes.get(student, [])]
        for r in mine:
            lines += ["", r.notebook] + [f"  note: {n}" for n in r.notes]
            for p in r.parts:
                lines.append(f"  {p.exercise:<24} {number(p.points) if p.points is not None else '?':>5}"
                             f" / {number(p.max_points)}")
                for m in p.messages:
                    lines += textwrap.wrap(m, 100, initial_indent=" " * 6, subsequent_indent=" " * 8,
                                           break_on_hyphens=False)
        write_atomic(out / "feedback" / f"{student}.txt", "\n".join(lines) + "\n")


async def grade_all(args):
    out = Path(args.out)
    sources = {p.name: nbformat.read(p, as_version=4) for p in exercise_notebooks(args.source)}
    released = {name: release_notebook(nb, name) for name, nb in sources.items()}
    students = discover(args.submissions, sources)
    if not students:
        print(f"no student folders in {args.submissions} (expected SUBMISSIONS/STUDENT/NAME.ipynb)")
        return 1
    for sub in ("feedback", "executed", "logs"):
        for f in sorted((out / sub).rglob("*"), reverse=True) if (out / sub).exists() else []:
            f.unlink() if f.is_file() else f.rmdir()
    slots = asyncio.Semaphore(args.jobs)

    async def job(student, name):
        async with slots:
            r = await grade_one(student, name, students[student][0].get(name), sources[name],
                                released[name], args, out)
        got = sum(p.points or 0 for p in r.parts)
        print(f"{student:<24} {Path(name).stem:<32} {number(got):>5} / {number(sum(p.max_points for p in r.parts)):<3}"
              f" {r.seconds:6.1f} s" + ("  GRADER ERROR" if r.grader_error else ""), flush=True)
        return r

    t0 = time.monotonic()
    results = await asyncio.gather(*(job(s, n) for s in students for n in sources))
    write_results(results, {s: notes for s, (_, notes) in students.items()}, out)
    print(f"graded {len(students)} student(s) in {time.monotonic() - t0:.0f} s: "
          f"{rn.shown(str(out / 'grades.csv'))}, feedback in {rn.shown(str(out / 'feedback'))}/")
    return 1 if any(r.grader_error for r in results) else 0
