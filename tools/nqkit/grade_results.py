"""The grader's results: grades.csv and feedback/STUDENT.txt, the executed notebooks and the logs.

The previous grades.csv is read before any kernel runs (previous_rows) and everything is written
after the last kernel and every process it started are gone (write_results), each file
atomically; rows and files of students and notebooks not graded in this run are kept, and so are
those of a notebook whose grading failed (its status then says so); one never graded well has the
status "not graded: REASON" and no points. A cell a spreadsheet would read as a formula (a folder
named "=cmd|...") is written with a leading ' (kit_common.csv_cell).
"""

import csv
import io
import re
import textwrap
from pathlib import Path

from nqkit.kit_common import KitError, csv_cell, csv_value, literal, write_atomic


def number(x):
    return "" if x is None else (str(int(x)) if float(x).is_integer() else str(x))


HEADER = ["student", "exercise", "points", "max_points", "status"]


REPEATED = re.compile(r"(?<=[:;] )([^;:()]+)((?:; \1)+)(?=[;)]|$)")


def short_reason(text, limit=400):
    """A failure's reason as one line of at most `limit` characters: white space (a traceback's
    lines) folded, and a message repeated after "; " (each failed attempt's) said once with its
    count: "in 3 attempts: X (3 times)"."""
    text = " ".join(str(text).split())
    text = REPEATED.sub(lambda m: f"{m.group(1)} ({m.group(2).count('; ') + 1} times)", text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def previous_rows(out):
    """The rows of OUT/grades.csv, read before any kernel runs (so nothing a submission wrote into
    it during the run is kept); raises KitError when the file is not one the grader wrote."""
    path = out / "grades.csv"
    if not path.exists() and not path.is_symlink():
        return []
    refused = KitError(f"{path} is not a grades file of the kit (expected the columns {', '.join(HEADER)});"
                       " move it away or choose another --out")
    if path.is_symlink() or not path.is_file():
        raise refused
    try:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            rows = list(reader)
    except (UnicodeDecodeError, csv.Error) as e:
        raise refused from e
    if reader.fieldnames != HEADER or any(None in r or None in r.values() for r in rows):
        raise refused
    return [{k: csv_value(v) for k, v in r.items()} for r in rows]


def write_results(results, student_notes, out, previous):
    """grades.csv (rows of other students and notebooks kept), then the graded students' files."""
    graded = {r.student for r in results}
    cells = {(r.student, p.exercise) for r in results for p in r.parts}
    rows = [r for r in previous if (r["student"], r["exercise"]) not in cells]
    before = {(r["student"], r["exercise"]): r for r in previous}
    for r in results:
        for p in r.parts:
            old = before.get((r.student, p.exercise))
            if not getattr(r, "failed", None):
                rows.append(dict(zip(HEADER, [r.student, p.exercise, number(p.points), number(p.max_points),
                                              p.status])))
            elif old is not None and not old["status"].startswith("not graded"):
                rows.append(dict(old, status=old["status"].split("; re-grade failed")[0]
                                 + f"; re-grade failed: {r.failed}; the last good grade is kept"))
            else:
                rows.append(dict(zip(HEADER, [r.student, p.exercise, "", number(p.max_points),
                                              f"not graded: {r.failed}"])))
    for r in results:
        if getattr(r, "failed", None):
            continue  # the executed copy and log of the last good grading are kept
        (out / "executed" / r.student / r.notebook).unlink(missing_ok=True)
        (out / "logs" / f"{r.student}--{Path(r.notebook).stem}.kernel.log").unlink(missing_ok=True)
        if r.executed:
            write_atomic(out / "executed" / r.student / r.notebook, r.executed)
        if r.log:
            write_atomic(out / "logs" / f"{r.student}--{Path(r.notebook).stem}.kernel.log", r.log)
    for student in sorted(graded):
        mine = [r for r in results if r.student == student]
        if all(getattr(r, "failed", None) for r in mine) and (out / "feedback" / f"{student}.txt").exists():
            continue  # nothing graded: the feedback of the last good grading stays
        write_atomic(out / "feedback" / f"{student}.txt", feedback(student, mine, student_notes.get(student, [])))
    table = io.StringIO()
    writer = csv.DictWriter(table, HEADER, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    writer.writerows([{k: csv_cell(v) for k, v in r.items()} for r in sorted(rows, key=lambda r: r["student"])])
    write_atomic(out / "grades.csv", table.getvalue())


def feedback(student, mine, notes):
    parts = [p for r in mine if not getattr(r, "failed", None) for p in r.parts]
    auto = sum(p.points for p in parts if p.points is not None)
    auto_max = sum(p.max_points for p in parts if p.status != "manual")
    by_hand = [p for p in parts if p.status == "manual"]
    lines = [f"{student}: {number(auto)} of {number(auto_max)} points graded automatically"
             + (f"; {number(sum(p.max_points for p in by_hand))} more to be graded by hand" if by_hand else "")]
    # Notes quote names a student chose (files, cell ids): escaped here too, whoever made them.
    lines += [f"  note: {literal(n)}" for n in notes]
    for r in mine:
        lines += ["", r.notebook] + [f"  note: {literal(n)}" for n in r.notes]
        if getattr(r, "failed", None):  # said once, not once per cell
            lines.append(f"  not graded: {literal(r.failed)}")
            continue
        for p in r.parts:
            lines.append(f"  {p.exercise:<24} {number(p.points) if p.points is not None else '?':>5}"
                         f" / {number(p.max_points)}")
            for m in p.messages:
                lines += textwrap.wrap(m, 100, initial_indent=" " * 6, subsequent_indent=" " * 8,
                                       break_on_hyphens=False)
    return "\n".join(lines) + "\n"
