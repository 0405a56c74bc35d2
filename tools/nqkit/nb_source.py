"""Conventions every committed notebook keeps, checked on its source (no kernel needed).

They keep notebooks portable between Java kernels (IJava, JJava, the bundled rapaio kernel) and
readable: committed without outputs, a setup cell of `%classpath <dir>` lines only, no
kernel-specific magics or calls, and no method or type defined in a document or tuning notebook
(helpers belong in lib/, where they are tested). Exercise notebooks, in notebooks/exercises/,
are where students write code: they may define methods and types.
"""

import json
import re
from pathlib import Path

import nbformat

from nqkit.nb_outputs import Problem

EXERCISES_DIR = "exercises"
CLASSPATH_LINE = re.compile(r"%classpath\s+(\S+)")
FORBIDDEN_AFTER_SETUP = [
    (re.compile(r"^\s*%classpath\b", re.M), "%classpath outside the setup cell"),
    (re.compile(r"^\s*%jars\b", re.M), "%jars (JJava warns on stderr that it is deprecated)"),
    (re.compile(r"^\s*%maven\b", re.M),
     "%maven (the kit's classpath already holds every dependency)"),
    (re.compile(r"^\s*%%loadFromPOM\b", re.M), "%%loadFromPOM"),
    (re.compile(r"(?<![\w.$])render\s*\("), "render(...) (kernel-specific)"),
]
DISPLAY_CALL = re.compile(r"(?<![\w.$])display\s*\(")
# Widest code line: an editor 1,280 pixels wide shows about 100 columns of a code cell and cuts
# off the rest, as notebook outputs are held to 100 columns.
CODE_WIDTH = 100


def is_exercise(path):
    """Exercise notebooks live in notebooks/exercises/; students define code there."""
    return Path(path).parent.name == EXERCISES_DIR


# --------------------------------------------------------------------------- Java source


# Comments, text blocks, strings and char literals, in the order a lexer tries them.
LITERAL_OR_COMMENT = re.compile(
    r'//[^\n]*|/\*.*?\*/|"""(?:\\.|[^\\])*?"""|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
    re.S)


def code_only(source):
    """The Java source with comments and literals blanked (newlines kept), so that a keyword
    inside a string or a comment is never taken for code."""
    return LITERAL_OR_COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), source)


IDENT = r"[A-Za-z_$][\w$]*"
TYPE_DECLARATION = re.compile(
    rf"(?<![\w$.@])(class|interface|enum)\s+({IDENT})"
    rf"|@interface\s+({IDENT})"
    rf"|(?<![\w$.])(record)\s+({IDENT})\s*[(<]")
# `Type name(params) {` where the params hold no parentheses, braces or semicolons: a method
# declaration. Statements such as `if (x) {`, `} else if (x) {`, `new Foo(x) {` are told apart
# by the keywords below.
METHOD_DECLARATION = re.compile(
    rf"(?<![\w$.])({IDENT}(?:\s*\.\s*{IDENT})*)(?:\s*<[^;{{}}()]*>)?(?:\s*\[\s*\])*"
    rf"\s+({IDENT})\s*\([^;{{}}()]*\)\s*(?:throws\s+[\w$.,\s]+?)?\s*\{{")
NOT_A_TYPE = {"new", "return", "throw", "else", "case", "yield", "do", "assert", "default",
              "record"}
NOT_A_NAME = {"if", "for", "while", "switch", "catch", "synchronized", "try", "return", "new"}


def definitions(source):
    """[(kind, name)] for every class, interface, enum, record or method declared in a cell."""
    code = code_only(source)
    found = []
    for m in TYPE_DECLARATION.finditer(code):
        if m.group(1):
            found.append((m.group(1), m.group(2)))
        elif m.group(3):
            found.append(("@interface", m.group(3)))
        else:
            found.append(("record", m.group(5)))
    for m in METHOD_DECLARATION.finditer(code):
        if m.group(1) not in NOT_A_TYPE and m.group(2) not in NOT_A_NAME:
            found.append(("method", m.group(2)))
    return found


def display_with_mime(source):
    """True if some bare display(...) call has more than one argument (display(x, "mime"))."""
    code = code_only(source)
    for m in DISPLAY_CALL.finditer(code):
        depth, i = 1, m.end()
        while i < len(code) and depth:
            ch = code[i]
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == "," and depth == 1:
                return True
            i += 1
    return False


# --------------------------------------------------------------------------- notebook


def check_notebook(path):
    """Every Problem in the committed notebook at `path` (check "convention" or "definition")."""
    try:
        nb = nbformat.read(path, as_version=4)
        nbformat.validate(nb)
    except Exception as e:
        return [Problem("convention", None, f"not a valid nbformat 4 notebook: {e}")]
    problems = [Problem("convention", cell, text) for cell, text in
                kernelspec_problems(nb) + id_problems(nb, path) + output_leftovers(nb)]
    code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    if not code:
        return problems + [Problem("convention", None, "no code cells; the first code cell must"
                                   " load the kit with %classpath")]
    problems += [Problem("convention", code[0][0], text) for text in setup_problems(code[0][1])]
    for i, cell in code[1:]:
        for pattern, what in FORBIDDEN_AFTER_SETUP:
            if pattern.search(cell.source):
                problems.append(Problem("convention", i, f"uses {what}"))
        if display_with_mime(cell.source):
            problems.append(Problem("convention", i, "uses display(x, \"mime\"); call display(x)"
                                    " or return the value as the last expression"))
    for i, cell in code:
        problems += [Problem("convention", i, text) for text in width_problems(cell.source)]
    if not is_exercise(path):
        problems += definition_problems(code)
    return problems


def width_problems(source):
    """One finding per code line wider than CODE_WIDTH columns (a tab counts as 4), naming its
    line number within the cell, its width and its start."""
    found = []
    for number, line in enumerate(source.splitlines(), 1):
        width = len(line.expandtabs(4))
        if width > CODE_WIDTH:
            found.append(f"line {number} is {width} columns wide (at most {CODE_WIDTH}, or the editor"
                         f" cuts it off): {line.strip()[:40]}...")
    return found


def definition_problems(code_cells):
    problems = []
    for i, cell in code_cells:
        for kind, name in definitions(cell.source):
            problems.append(Problem(
                "definition", i, f"defines {kind} {name}: a document or tuning notebook defines no"
                f" methods or types (they belong in lib/, tested; exercise notebooks may)"))
    return problems


def kernelspec_problems(nb):
    spec = nb.metadata.get("kernelspec", {})
    return [(None, f"kernelspec {key} must be {want!r}, is {spec.get(key)!r}")
            for key, want in (("name", "java"), ("display_name", "Java"), ("language", "java"))
            if spec.get(key) != want]


def id_problems(nb, path):
    # nbformat 4.5 gives every cell an id; a cell pasted in by hand often lacks one. Checked on the
    # file itself, since nbformat.read quietly adds missing ids and renames repeated ones.
    if (nb.nbformat, nb.nbformat_minor) < (4, 5):
        return []
    problems, seen = [], set()
    for i, cell in enumerate(json.loads(Path(path).read_text(encoding="utf-8"))["cells"]):
        if not cell.get("id"):
            problems.append((i, "has no id (nbformat 4.5 cells need one)"))
        elif cell["id"] in seen:
            problems.append((i, f"repeats the id {cell['id']!r}"))
        else:
            seen.add(cell["id"])
    return problems


def output_leftovers(nb):
    problems = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        if cell.get("outputs"):
            problems.append((i, "has outputs (clear all outputs before committing)"))
        if cell.get("execution_count") is not None:
            problems.append((i, "has an execution count (clear outputs before committing)"))
    return problems


def setup_cell(nb):
    """The first code cell (the setup cell), or None."""
    return next((c for c in nb.cells if c.cell_type == "code"), None)


def classpath_lines(nb, path):
    """(line number in the setup cell, the line, the folder it names resolved against the
    notebook's folder) for each `%classpath` line of the notebook at `path`."""
    cell = setup_cell(nb)
    if cell is None:
        return []
    found = []
    for n, line in enumerate(cell.source.splitlines(), 1):
        m = CLASSPATH_LINE.fullmatch(line.strip())
        if m:
            found.append((n, line.strip(), (Path(path).parent / m.group(1)).resolve()))
    return found


def missing_classpath_problems(nb, path):
    """A Problem for each `%classpath` line of the setup cell whose folder does not exist: the
    kernel would fail on it with a message naming no line (the bundled kernel quotes the cell's
    first line whichever one failed)."""
    cell = setup_cell(nb)
    index = nb.cells.index(cell) if cell is not None else None
    return [Problem("setup", index, f"line {n}, {line}: no folder {folder}"
                    " (./kit run builds the kit's target/classpath folders; run it, or build"
                    " that module with mvn package)")
            for n, line, folder in classpath_lines(nb, path) if not folder.is_dir()]


def setup_problems(cell):
    """The setup cell holds `%classpath <dir>` lines only, each naming a target/classpath
    directory that `mvn package` fills (the bundled kernel's %classpath takes no jar)."""
    lines = [l.strip() for l in cell.source.splitlines() if l.strip()]
    if not lines:
        return ["the setup cell is empty; it must hold %classpath lines"]
    problems = []
    for line in lines:
        m = CLASSPATH_LINE.fullmatch(line)
        if not m:
            problems.append(f"the setup cell may hold only '%classpath <directory>' lines,"
                            f" found {line!r}")
        elif any(ch in m.group(1) for ch in "*?[];:"):
            problems.append(f"one directory per %classpath line, no globs or lists: {line!r}")
        elif m.group(1).rstrip("/").split("/")[-2:] != ["target", "classpath"]:
            problems.append(f"%classpath must name a target/classpath directory that mvn package"
                            f" makes (e.g. ../lib/target/classpath), found {line!r}")
    return problems
