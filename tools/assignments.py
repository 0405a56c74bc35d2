#!/usr/bin/python3
"""Course assignments: hand out the exercise notebooks without their solutions, and grade them.

    assignments.py release [--source DIR] [--out DIR]
    assignments.py grade SUBMISSIONS [--source DIR] [--out DIR] [--jobs N] [--cell-timeout S]
                         [--check-timeout S] [--budget S] [--startup-timeout S] [--retries N]

`release` reads the exercise notebooks (source versions, with solutions) and writes the student
versions to OUT/release, every `// BEGIN SOLUTION` ... `// END SOLUTION` region replaced by a stub
that throws NotWrittenYet, every hand-graded answer replaced by "YOUR ANSWER HERE", and a copy of
the sources to OUT/source for the instructor. Cells keep their nbgrader metadata (schema 3).

`grade` (tools/grading.py) expects SUBMISSIONS/STUDENT/.../NAME.ipynb, NAME being an exercise
notebook's file name. Each submission runs in a fresh Java kernel, with the locked cells (setup,
checks) restored from the source; a cell that throws does not stop the next one, a cell that runs
past its timeout gets the kernel killed and restarted (the cells before it replayed), and each
notebook has a time budget.
The check cells print reports (io.nqueens.assignments.Report); their points go to OUT/grades.csv
(student, exercise, points, max_points, status) and the failing rules' messages to
OUT/feedback/STUDENT.txt. Executed copies and kernel logs land in OUT/executed and OUT/logs.

Meant for Debian's /usr/bin/python3 with nbclient and nbformat; ./kit calls it.
"""

import argparse
import asyncio
import copy
import os
import re
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run_notebooks as rn  # noqa: E402  (the kit's kernel start-up, shared on purpose)

ROOT = Path(__file__).resolve().parent.parent
BEGIN, END = "BEGIN SOLUTION", "END SOLUTION"
CODE_STUB = ["// YOUR CODE HERE", "throw new NotWrittenYet();"]
TEXT_STUB = "YOUR ANSWER HERE"


# ------------------------------------------------------------------- nbgrader metadata

def nbgrader(cell):
    return cell.get("metadata", {}).get("nbgrader", {})


def kind(cell):
    """'answer', 'manual', 'check' or 'locked' for an nbgrader cell, else None."""
    m = nbgrader(cell)
    if m.get("solution"):
        return "manual" if m.get("grade") else "answer"
    if m.get("grade"):
        return "check"
    return "locked" if m.get("locked") else None


def grade_id(cell):
    return nbgrader(cell).get("grade_id") or cell.get("id")


# ------------------------------------------------------------------------------ release

class ReleaseError(Exception):
    pass


def strip_solutions(source, where):
    """The source with each solution region replaced by the stub, indented like its BEGIN line."""
    out, inside = [], 0
    for number, line in enumerate(source.split("\n"), 1):
        if BEGIN in line:
            if inside:
                raise ReleaseError(f"{where}, line {number}: {BEGIN} inside another solution region")
            inside = number
            indent = line[:len(line) - len(line.lstrip())]
            out += [indent + stub for stub in CODE_STUB]
        elif END in line:
            if not inside:
                raise ReleaseError(f"{where}, line {number}: {END} without {BEGIN}")
            inside = 0
        elif not inside:
            out.append(line)
    if inside:
        raise ReleaseError(f"{where}, line {inside}: {BEGIN} is never closed by {END}")
    return "\n".join(out)


def release_notebook(nb, name):
    """The student version of a source notebook (a new object); checks the solution regions."""
    nb = copy.deepcopy(nb)
    for i, cell in enumerate(nb.cells):
        where = f"{name}, cell {i + 1} ({grade_id(cell)})"
        has_region = BEGIN in cell.source
        if kind(cell) == "manual":
            cell.source = TEXT_STUB
        elif kind(cell) == "answer":
            if cell.cell_type != "code" or not has_region:
                raise ReleaseError(f"{where}: an answer cell must be code with a {BEGIN} region")
            cell.source = strip_solutions(cell.source, where)
        elif has_region or END in cell.source:
            raise ReleaseError(f"{where}: solution region in a cell that is not an answer cell")
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
        if "nbgrader" in cell.metadata:
            cell.metadata.nbgrader["cell_type"] = cell.cell_type  # schema 2+: what the student got
    return nb


def solution_lines(nb):
    """Lines found only inside solution regions or hand-graded answers of a source notebook."""
    inside, outside = set(), set()
    for cell in nb.cells:
        if kind(cell) == "manual":
            inside.update(l.strip() for l in cell.source.split("\n") if l.strip())
            continue
        region = False
        for line in cell.source.split("\n"):
            if BEGIN in line or END in line:
                region = BEGIN in line
                continue
            (inside if region else outside).add(line.strip())
    return {l for l in inside - outside if len(l) > 1 and l not in ("{", "}", "});", "};")}


def leaked_lines(source_nb, released_nb):
    text = {l.strip() for c in released_nb.cells for l in c.source.split("\n")}
    return sorted(solution_lines(source_nb) & text)


def write_atomic(path, text):
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def exercise_notebooks(source_dir):
    found = sorted(Path(source_dir).glob("*.ipynb"))
    if not found:
        raise ReleaseError(f"no exercise notebooks in {source_dir}")
    return found


def cmd_release(args):
    out = Path(args.out)
    try:
        for path in exercise_notebooks(args.source):
            source = nbformat.read(path, as_version=4)
            released = release_notebook(source, path.name)
            leaks = leaked_lines(source, released)
            if leaks:
                raise ReleaseError(f"{path.name}: solution lines left in the student version: {leaks[:3]}")
            write_atomic(out / "release" / path.name, nbformat.writes(released) + "\n")
            write_atomic(out / "source" / path.name, path.read_text(encoding="utf-8"))
            print(f"{path.name:<40} released")
    except (ReleaseError, OSError, nbformat.ValidationError) as e:
        print(f"release failed: {e}", file=sys.stderr)
        return 1
    print(f"student versions in {rn.shown(str(out / 'release'))}/, solutions in {rn.shown(str(out / 'source'))}/")
    return 0


# ----------------------------------------------------------------------- reports

HEADER = re.compile(r"^Check (?P<title>.+): (?P<points>\d+)/(?P<max>\d+) points(?: \((?P<note>[^()]*)\))?$")
HEADER_MORE = re.compile(r"^ {4}(?P<text>\S.*)$")  # a header too long for one line goes on indented
RULE = re.compile(r"^  (?P<status>PASS|FAIL)  (?P<points>\d+)/(?P<max>\d+)  (?P<rule>.+)$")
MESSAGE = re.compile(r"^ {13}(?P<text>\S.*)$")


def parse_report(text):
    """The last report in a check cell's printout: points, max, note, [(passed, rule, message)]."""
    lines = rn.plain(text).split("\n")
    starts = [i for i, l in enumerate(lines) if l.startswith("Check ")]
    if not starts:
        return None
    end = starts[-1] + 1
    while end < len(lines) and HEADER_MORE.match(lines[end]):
        end += 1
    head = HEADER.match(" ".join([lines[starts[-1]]] + [l.strip() for l in lines[starts[-1] + 1:end]]))
    if not head:
        return None
    rules = []
    for line in lines[end:]:
        if RULE.match(line):
            m = RULE.match(line)
            rules.append([m["status"] == "PASS", m["rule"], ""])
        elif MESSAGE.match(line) and rules:
            rules[-1][2] = (rules[-1][2] + " " + MESSAGE.match(line)["text"]).strip()
        else:
            break
    return {"points": int(head["points"]), "max": int(head["max"]), "note": head["note"] or "", "rules": rules}


def stream_text(cell):
    return "".join(o.get("text", "") for o in cell.get("outputs", []) if o.get("output_type") == "stream")


def error_text(cell):
    """A cell's error in one line: a compile error's message and the line it points at, or the
    exception a cell threw; None when the cell has no error output."""
    for o in cell.get("outputs", []):
        if o.get("output_type") != "error":
            continue
        lines = [l.strip() for e in o.get("traceback") or [] for l in rn.plain(e).split("\n") if l.strip()]
        carets = [i for i, l in enumerate(lines) if set(l) <= {"^", "-", " "}]
        if o.get("ename") == "CompilerException" and carets:  # code lines, a caret line, the message
            at = lines[carets[0] - 1].lstrip("|").strip() if carets[0] > 0 else ""
            message = [l for l in lines[carets[0] + 1:] if not l.startswith("|")]  # the rest is code
            text = "compile error: " + " ".join(message) + (f" (at: {at})" if at else "")
        else:
            text = lines[0] if lines else f"{o.get('ename', 'Error')}: {rn.plain(o.get('evalue', ''))}"
        return text[:400]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    release = sub.add_parser("release", help="write the student versions (solutions replaced by stubs)")
    release.add_argument("--source", default=str(ROOT / "notebooks" / "exercises"))
    release.add_argument("--out", default=str(ROOT / "build" / "assignments"))
    grade = sub.add_parser("grade", help="run and grade submitted notebooks")
    grade.add_argument("submissions", help="folder of STUDENT/NAME.ipynb submissions")
    grade.add_argument("--source", default=str(ROOT / "notebooks" / "exercises"))
    grade.add_argument("--out", default=str(ROOT / "build" / "assignments" / "grades"))
    grade.add_argument("--jobs", type=int, default=3, help="notebooks graded at once (one kernel each)")
    grade.add_argument("--cell-timeout", type=int, default=30, help="seconds for a cell other than a check")
    grade.add_argument("--check-timeout", type=int, default=180, help="seconds for a check cell")
    grade.add_argument("--budget", type=int, default=600, help="seconds for one notebook")
    grade.add_argument("--startup-timeout", type=int, default=30, help="seconds a kernel gets to answer")
    grade.add_argument("--retries", type=int, default=6, help="restarts of a kernel that hangs at start-up")
    args = parser.parse_args()
    if args.mode == "release":
        return cmd_release(args)
    if not Path(args.submissions).is_dir():
        print(f"grade: not a folder: {args.submissions}", file=sys.stderr)
        return 2
    try:
        import grading  # only grading needs nbclient's kernel machinery
        return asyncio.run(grading.grade_all(args))
    except (ReleaseError, OSError, nbformat.ValidationError) as e:
        print(f"grade failed: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
