"""Exercise notebooks: their nbgrader metadata, and the student versions made from the sources.

The instructor's sources (instructor/exercises/) hold the solutions between `// BEGIN SOLUTION`
and `// END SOLUTION`; the student version replaces each such region by a stub that throws
NotWrittenYet and each hand-graded answer by "YOUR ANSWER HERE" (what nbgrader's ClearSolutions
does with the kit's nbgrader_config.py). Shared by tools/nqkit/assignments.py and tools/nqkit/grading.py.
"""

import copy
from pathlib import Path

import nbformat

from nqkit.kit_common import ROOT, KitError

SOURCE_DIR = ROOT / "instructor" / "exercises"
STUDENT_DIR = ROOT / "notebooks" / "exercises"
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
    """The cell's nbgrader grade id (None for a cell without one: never the cell's plain id, which
    a student can set freely)."""
    return nbgrader(cell).get("grade_id")


def show_points_as_plain_text(nb, points):
    """Makes each check cell's value show the kit's points as text/plain, where nbgrader's
    determine_grade reads them: {grade id: points}. The rapaio kernel shows a value as text/html
    only (nbgrader then fails with KeyError 'text/plain'); a check's own display may differ too. A
    cell with neither a value nor an error (which nbgrader would take for full marks) gets one."""
    for cell in nb.cells:
        if kind(cell) == "check" and points.get(grade_id(cell)) is not None:
            x = float(points[grade_id(cell)])
            text = str(int(x)) if x.is_integer() else str(x)
            shown = [o for o in cell.get("outputs", []) if o.get("output_type") in ("execute_result", "error")]
            if not shown:
                cell.outputs = list(cell.get("outputs", [])) + [
                    nbformat.v4.new_output("execute_result", data={}, execution_count=cell.get("execution_count"))]
            for o in cell.outputs:
                if o.get("output_type") == "execute_result":
                    o.setdefault("data", {})["text/plain"] = text


# ------------------------------------------------------------------------------ release

class ReleaseError(KitError):
    """A source notebook that cannot be released (or graded): a solution region left open, outside
    an answer cell, or no notebooks at all."""


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
    inside: set[str] = set()
    outside: set[str] = set()
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


def notebook_keys(name):
    """What --notebooks knows a notebook by: its file name, its stem and the stem's first word
    (ex3-order-crossover.ipynb, ex3-order-crossover, ex3)."""
    stem = Path(name).stem
    return {Path(name).name, stem, stem.split("-", 1)[0]}


def selects(name, wanted):
    """Whether --notebooks `wanted` (names, stems or first words) names the notebook `name`."""
    return bool(notebook_keys(name) & set(wanted))


def known_notebooks(paths, names, source_dir):
    """The paths, once every name in `names` (--notebooks: file names, stems, or a stem's first
    word such as ex3) names exactly one of them; raises KitError naming the unknown or ambiguous
    ones and the valid ones."""
    unknown = [n for n in names or [] if not any(selects(p.name, [n]) for p in paths)]
    if unknown:
        raise KitError(f"--notebooks: no exercise notebook {', '.join(unknown)} in {source_dir}; the notebooks "
                       f"are {', '.join(p.stem for p in paths)} (a name, its stem or its first word, e.g. "
                       f"{paths[0].stem.split('-', 1)[0]})")
    for n in names or []:
        named = [p.stem for p in paths if selects(p.name, [n])]
        if len(named) > 1:
            raise KitError(f"--notebooks: {n} names more than one exercise notebook in {source_dir}: "
                           f"{', '.join(named)}; give the stem")
    return paths


def exercise_notebooks(source_dir):
    found = sorted(Path(source_dir).glob("*.ipynb"))
    if not found:
        raise ReleaseError(f"no exercise notebooks in {source_dir}")
    return found
