"""What the tools in tools/ share: the kit's folder, the error a command reports in one line, how
a path is shown, and the one way a file is written (write_atomic).

It imports nothing from tools/, so every tool can import it and none has to import another tool
for these (tools/tests/test_kit_common.py checks that no tool imports another in a cycle).
"""

import os
import stat
import sys
import tempfile
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# The folder that holds the nqkit package and its tests: what PYTHONPATH names for `python3 -m nqkit.TOOL`.
TOOLS = ROOT / "tools"



def tool_env(env=None):
    """`env` (default: this process's environment) with TOOLS first on PYTHONPATH, so that a child
    `python3 -m nqkit.TOOL` finds the package wherever it is started from."""
    env = dict(os.environ if env is None else env)
    rest = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and p != str(TOOLS)]
    env["PYTHONPATH"] = os.pathsep.join([str(TOOLS), *rest])
    return env


def tool_command(module, python=None):
    """The command that runs nqkit.`module` as a program (give it tool_env()'s environment)."""
    return [python or sys.executable, "-m", f"nqkit.{module}"]

class KitError(Exception):
    """A failure a command reports as one line, `COMMAND failed: MESSAGE`, not as a traceback:
    bad sources, a results folder the kit did not write, a file it may not replace."""


def shown(path):
    """A path as the user would type it: relative when under the current directory."""
    path = str(path)
    rel = os.path.relpath(path)
    return path if rel.startswith("..") else rel


# Characters a terminal or a notebook does not show as themselves: controls (ESC starts an ANSI
# sequence, \r overwrites a line), format characters (bidirectional overrides, zero-width
# spaces), line and paragraph separators, surrogates, private-use and unassigned code points.
HIDDEN_CATEGORIES = {"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"}
ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def literal(text, keep=""):
    """`text` with every character in HIDDEN_CATEGORIES (those in `keep` aside) written as its
    escape (\\n, \\r, \\t, \\u001b, \\U0001xxxx), the form Report's checklist uses
    (io.nqueens.assignments.Text.literal): what a student's code or files chose (a plug-in's name,
    an exception's message, a folder's name) reads as the characters it is in the executed copy,
    the feedback and a terminal. Markup is left as it is (the callers show plain text). O(length)."""
    out = []
    for ch in text:
        if ch in keep or unicodedata.category(ch) not in HIDDEN_CATEGORIES:
            out.append(ch)
        else:
            out.append(ESCAPES.get(ch) or (f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}"))
    return "".join(out)


FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value):
    """A CSV cell a spreadsheet shows as text, never runs: a value starting with = + - @, a tab or a
    carriage return gets a leading ' (OWASP's advice on CSV injection); others are kept as they are.
    A carriage return inside becomes a line break (which the csv module quotes; a lone \r it would not)."""
    text = "" if value is None else str(value)
    text = "'" + text if text.startswith(FORMULA_START) else text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def csv_value(cell):
    """The value csv_cell wrote (its leading ' taken off again)."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(FORMULA_START) else cell


def _umask():
    """The process's umask, read without changing it (os.umask would, for a moment, for every thread)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    return 0o022


def publish_folder(partial, target):
    """Renames the finished folder `partial` to `target` in one step (os.replace), so that a
    reader never finds `target` half-filled; `target` must not exist, or be an empty folder."""
    os.replace(partial, target)


def write_atomic(path, text, mode=None):
    """Writes `text` (UTF-8) to `path` whole or not at all: a temporary file in the same folder
    (created anew, O_EXCL), flushed and fsynced, then renamed over `path` with os.replace; on any
    failure the temporary file is removed and `path` is as it was. The folder is created when
    missing. Only a regular file is replaced: a symbolic link, a folder, a FIFO or a device at
    `path` is refused with a KitError before anything is written (the rename would replace a
    link, never write through it, but a link there is not the kit's). A replaced file keeps its
    permissions; a new one gets those of a new file under the umask. Costs the write plus one
    rename and two fsyncs. `mode` (e.g. 0o600 for a class's grades): the file gets exactly these
    permissions before it is renamed into place, and a folder created for it gets 0o700."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True, **({"mode": 0o700} if mode is not None else {}))
    try:
        before = os.lstat(path)
    except FileNotFoundError:
        before = None
    if before is not None and not stat.S_ISREG(before.st_mode):
        what = "a symbolic link" if stat.S_ISLNK(before.st_mode) else (
            "a folder" if stat.S_ISDIR(before.st_mode) else "not a regular file")
        raise KitError(f"{path}: not written: it is {what} (the kit replaces only regular files)")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, mode if mode is not None else stat.S_IMODE(before.st_mode) if before is not None
                  else 0o666 & ~_umask())
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)  # the rename itself survives a crash
    finally:
        os.close(folder)
