"""What the grader runs of a submission, and what it accepts back from a check cell.

- merge(): the student's cells with every locked and check cell restored from the instructor's
  source by nbgrader grade id (deleted ones re-inserted, duplicates dropped, grade metadata that
  the source lacks removed, so an added or renamed "graded" cell is plain student code), the
  graded cells in the source's order (a check cell moved above the setup runs after it).
- reserved_declared(): the names a check cell resolves (its fully qualified classes start with
  `io`, the answer variables aside) that a student's cell declares anew; such a notebook is not
  run. The scan decodes unicode escapes and drops comments and literals first, as javac does.
- check_variables(): a check cell ends in `.score()`; the grader runs, in the kernel, a serve
  cell in its place (judge_wire.serve_form) that only answers the judge's calls
  (tools/nqkit/grade_judge.py), and the judge, a JVM student code cannot reach, computes the check
  from the student variables this names. What the judge sends back is read by
  tools/nqkit/judge_wire.py.
"""

import copy
import re
from pathlib import Path

from nqkit.exercise_notebooks import grade_id, kind
from nqkit.kit_common import literal
from nqkit.nb_outputs import plain
from nqkit.nb_source import code_only

SCORE_CALL = re.compile(r"\.score\(\)\s*;?\s*$")
CLASSPATH = re.compile(r"^(\s*%classpath\s+)(\S+)\s*$", re.M)
UNICODE_ESCAPE = re.compile(r"(?<!\\)((?:\\\\)*)\\u+([0-9a-fA-F]{4})")
TOKEN = re.compile(r"\d[\w$.]*|[A-Za-z_$][\w$]*|->|::|\S")
KEYWORDS = {"return", "throw", "new", "case", "else", "yield", "assert", "instanceof", "extends",
            "implements", "throws", "default", "do", "package", "import", "static", "final", "super", "this"}
TYPE_KEYWORDS = {"class", "interface", "enum", "record"}


# ------------------------------------------------------------------------------ merge

def merge(source, submitted, released):
    """(the notebook to run, notes for the student). The source's graded cells (locked, check,
    answer, manual) run in the source's order, whatever order the submission has them in: a check
    cell copied or moved above the setup cell still runs after the setup and the answer, as it was
    released. Locked and check cells come from the source; an answer cell whose type was changed
    gets its stub; a missing one is put back in its place (an answer as its stub). The student's own
    cells stay right after the graded cell they followed in the submission (before the first one:
    at the top), so that a helper written under an answer still runs between it and its check."""
    by_id = {grade_id(c): c for c in source.cells if kind(c)}
    stubs = {grade_id(c): c for c in released.cells if kind(c)}
    kept, notes = {}, []
    after: dict[str | None, list] = {None: []}
    anchor = None  # the graded cell the student's next own cell follows
    for cell in submitted.cells:
        cell = copy.deepcopy(cell)
        gid = grade_id(cell)
        if gid in by_id and gid in kept:
            notes.append(f"{gid}: a second copy of this cell was dropped")
            continue  # the cells after it follow the copy that was kept
        if gid in by_id:
            k = kind(by_id[gid])
            if k in ("locked", "check"):
                cell = copy.deepcopy(by_id[gid])
            elif cell.cell_type != by_id[gid].cell_type:
                cell = copy.deepcopy(stubs[gid])
                notes.append(f"{gid}: the cell's type was changed; graded as not written")
            cell.metadata["nbgrader"] = copy.deepcopy(by_id[gid].metadata.nbgrader)
            kept[gid], after[gid], anchor = cell, [], gid
        else:
            if "nbgrader" in cell.get("metadata", {}):
                del cell.metadata["nbgrader"]  # grade metadata the source lacks: plain student code
            if gid is not None:
                notes.append(f"{literal(str(gid))}: not a cell of the exercise; run as your own code, not graded")
            after[anchor].append(cell)
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    cells = list(after[None])
    for cell in source.cells:
        gid = grade_id(cell)
        if not kind(cell):
            continue
        if gid not in kept:
            cells.append(copy.deepcopy(cell if kind(cell) in ("locked", "check") else stubs[gid]))
            if kind(cell) in ("answer", "manual"):
                notes.append(f"{gid}: the exercise cell is missing from the submission; graded as not written")
            continue
        cells.append(kept[gid])
        cells.extend(after[gid])
    graded = copy.deepcopy(source)
    graded.cells = cells
    return graded, notes


# ---------------------------------------------------------------------- reserved names

def java_code(source):
    """Java source as javac sees it: unicode escapes decoded, comments and literals blanked."""
    decoded = UNICODE_ESCAPE.sub(lambda m: m.group(1) + chr(int(m.group(2), 16)), source)
    return code_only(decoded)


def tokens(source):
    return TOKEN.findall(java_code(source))


def declared(source):
    """Names a cell declares: types, variables, fields, parameters, methods, imports' last names."""
    t = tokens(source)
    names = set()
    for i, tok in enumerate(t):
        if not re.match(r"[A-Za-z_$]", tok):
            continue
        before = t[i - 1] if i else ""
        after = t[i + 1] if i + 1 < len(t) else ""
        if before in TYPE_KEYWORDS or (before == "interface" and i > 1 and t[i - 2] == "@"):
            names.add(tok)
        elif before == "." and after == ";" and "import" in t[max(0, i - 40):i]:
            names.add(tok)  # import a.b.NAME;  import static a.B.NAME;
        elif (before not in KEYWORDS and before not in (".", "::") and
              (re.match(r"[A-Za-z_$]", before) or before in (">", "]")) and
              after in ("=", ";", ",", ")", ":", "(", "->")):
            names.add(tok)
        elif after == "->" and before in ("(", ",", "", ";", "=", "{"):
            names.add(tok)  # a lambda parameter
    return names


def reserved_names(source):
    """Names the check cells resolve, except what the answer cells are meant to declare."""
    answers = set()
    for c in source.cells:
        if kind(c) == "answer":
            answers |= declared(c.source)
    used = set()
    for c in source.cells:
        if kind(c) == "check":
            t = tokens(c.source)
            used |= {tok for i, tok in enumerate(t) if re.match(r"[A-Za-z_$]", tok)
                     and (i == 0 or t[i - 1] != "." or tok[0].isupper())}
    return used - answers - {"score"}


def reserved_declared(graded, source):
    reserved = reserved_names(source)
    found = set()
    for c in graded.cells:
        if c.cell_type == "code" and kind(c) not in ("locked", "check"):
            found |= declared(c.source) & reserved
    return sorted(found)


# ------------------------------------------------------------------------ check cells

def check_source_form(source, name):
    """None, or why a source notebook cannot be graded (its check cells must end in .score())."""
    for c in source.cells:
        if kind(c) == "check" and (c.cell_type != "code" or not SCORE_CALL.search(c.source)):
            return (f"{name}: check cell {grade_id(c)} must be code ending in `.score()` (a Report's score), "
                    f"so that both the kit and nbgrader can grade it")
    return None


JAVA_WORDS = {"true", "false", "null", "new", "this", "super", "instanceof", "class"}


def check_variables(check_source):
    """The student variables a check cell uses: its names that are neither a qualified name's
    part (`io.nqueens...`, `.check`) nor a method called (`of(`), e.g. ["myOx"]."""
    t = tokens(check_source)
    found = []
    for i, tok in enumerate(t):
        before = t[i - 1] if i else ""
        after = t[i + 1] if i + 1 < len(t) else ""
        if (re.match(r"[A-Za-z_$][\w$]*$", tok) and before not in (".", "::") and after not in (".", "(", "::")
                and tok not in JAVA_WORDS and tok not in found):
            found.append(tok)
    return found


# -------------------------------------------------------------------------- classpath

def resolve_classpath(source_nb, source_dir, fallback_dir):
    """The setup cells with every relative %classpath made absolute: resolved from the source
    folder, else from `fallback_dir` (where students run the released notebooks). Returns
    {grade id: new source}; raises ValueError naming the path when neither exists."""
    out = {}
    for c in source_nb.cells:
        if c.cell_type != "code" or "%classpath" not in c.source:
            continue

        def absolute(m):
            path = Path(m.group(2))
            if path.is_absolute():
                return m.group(0)
            for base in (Path(source_dir), Path(fallback_dir)):
                if (base / path).resolve().exists():
                    return m.group(1) + str((base / path).resolve())
            raise ValueError(f"%classpath {path} in {grade_id(c)} resolves neither from the source folder "
                             f"{source_dir} nor from {fallback_dir} (build the kit: mvn -q package -DskipTests)")
        out[grade_id(c)] = CLASSPATH.sub(absolute, c.source)
    return out


# --------------------------------------------------------------------------- feedback

# A compile error's name: IJava and the rapaio kernel say CompilerException, JJava CompilationException.
COMPILE_ERRORS = ("CompilerException", "CompilationException")


def error_text(cell):
    """A cell's error in one line: a compile error's message and the line of the cell it points at,
    or the exception a cell threw; None when the cell has no error output."""
    for o in cell.get("outputs", []):
        if o.get("output_type") != "error":
            continue
        raw = [l for e in o.get("traceback") or [] for l in e.split("\n") if plain(l).strip()]
        lines = [plain(l).rstrip() for l in raw]
        if o.get("ename") in COMPILE_ERRORS:
            code = [l.strip().lstrip("|").strip() for l in lines if l.strip().startswith("|")]
            message = [l.strip() for l in lines if not l.strip().startswith("|")
                       and set(l.strip()) - {"^", "-", " "} and l.strip() != "Compile error:"]
            # The line at fault: highlighted (the rapaio kernel), or above a caret line (IJava, JJava).
            marked = [plain(l).strip().lstrip("|").strip() for l in raw if "\x1b[48" in l or "\x1b[41m" in l]
            carets = [i for i, l in enumerate(lines) if l.strip() and set(l.strip()) <= {"^", "-", " "}]
            at = (marked[0] if marked else lines[carets[0] - 1].strip().lstrip("|").strip() if carets and carets[0]
                  else code[0] if code else "")
            number = next((i for i, l in enumerate(cell.get("source", "").split("\n"), 1) if at and l.strip() == at), None)
            text = ("compile error: " + " ".join(message)
                    + (f" (line {number}: {at})" if number else f" (at: {at})" if at else ""))
        else:
            text = lines[0].strip() if lines else f"{o.get('ename', 'Error')}: {plain(o.get('evalue', ''))}"
        return text[:400]
    return None
