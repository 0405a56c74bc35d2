"""What one submission may cost the grader: its files are checked before they are read, and its
kernel's output is capped while it runs.

- discover() finds SUBMISSIONS/STUDENT/**/NAME.ipynb and reads each now, refusing (a Refused, which
  the grader turns into rows of status "error" with the reason as feedback) symbolic links, files
  outside the student's folder, FIFOs, devices, sockets, hard links and notebooks over the size
  limit, without ever blocking on a file or reading more than the limit; a student folder whose
  name starts with "." is reported and its notebooks refused, never skipped in silence.
- CappedClient is nbclient's NotebookClient keeping at most a set number of characters of output
  per cell (and per notebook) in the executed notebook, and stopping a kernel that floods.
"""

import asyncio
import copy
import os
import stat
from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from nqkit.kit_common import literal

MAX_OUTPUT_KB = 100  # output kept per cell (--max-output-kb); streams and displays past it are cut
NOTEBOOK_OUTPUTS = 20  # a notebook keeps at most this many cells' worth of output
IOPUB_TIMEOUT = 60  # seconds to read a cell's output messages after its reply
FLOOD = 200  # a cell whose output passes this many times the per-cell limit gets its kernel stopped


def output_size(msg):
    """The characters an output message carries (its text, data or traceback)."""
    content = msg.get("content") or {}
    if msg.get("msg_type") == "stream":
        return len(content.get("text") or "")
    if msg.get("msg_type") == "error":
        return sum(len(str(line)) for line in content.get("traceback") or []) + len(str(content.get("evalue", "")))
    return sum(len(str(v)) for v in (content.get("data") or {}).values())


class CappedClient(NotebookClient):
    """nbclient's client keeping at most `cap` characters of output per cell (and NOTEBOOK_OUTPUTS
    times that per notebook) in the executed notebook: a stream or display past it is cut, once,
    with a note saying so. A result or error is kept whole when it fits in `cap` (a cell's
    value comes after whatever student code printed). Past FLOOD times `cap` in one cell,
    `on_flood` is called (it stops the kernel) and `flooded` is set."""

    async def _async_poll_output_msg(self, *args, **kw):
        # A poll left running when its cell timed out or its kernel died fails once the channels
        # close; its error is read here, not printed as "Task exception was never retrieved".
        task = asyncio.current_task()
        assert task is not None  # nbclient awaits it in a task
        task.add_done_callback(lambda t: t.cancelled() or t.exception())
        return await super()._async_poll_output_msg(*args, **kw)

    def setup_caps(self, cap, on_flood):
        self.cap, self.on_flood, self.flooded = cap, on_flood, False
        self.received, self.kept, self.cut, self.total = {}, {}, set(), 0

    def output(self, outs, msg, display_id, cell_index):
        size = output_size(msg)
        self.received[cell_index] = self.received.get(cell_index, 0) + size
        if self.received[cell_index] > FLOOD * self.cap:
            if not self.flooded:
                self.flooded = True
                self.on_flood()
            return None
        whole = msg["msg_type"] in ("execute_result", "error") and size <= self.cap
        room = min(self.cap - self.kept.get(cell_index, 0), NOTEBOOK_OUTPUTS * self.cap - self.total)
        if whole or size <= room:
            self.kept[cell_index] = self.kept.get(cell_index, 0) + size
            self.total += size
            return super().output(outs, msg, display_id, cell_index)
        if msg["msg_type"] == "stream" and room > 0:
            part = copy.deepcopy(msg)
            part["content"]["text"] = msg["content"]["text"][:room]
            self.kept[cell_index] = self.kept.get(cell_index, 0) + room
            self.total += room
            super().output(outs, part, display_id, cell_index)
        if cell_index not in self.cut:
            self.cut.add(cell_index)
            limit = self.cap if self.kept.get(cell_index, 0) >= self.cap else NOTEBOOK_OUTPUTS * self.cap
            outs.append(nbformat.v4.new_output("stream", name="stdout", text=(
                f"\n[output cut at {limit // 1000} kB by the grader]\n")))
        return None


MAX_NOTEBOOK_KB = 5000  # a submitted notebook's size limit (--max-notebook-kb)


@dataclass
class Refused:
    """A submitted file that is not read: why (a feedback line; its rows get status "error")."""
    why: str


def read_submission(path, rel, limit_kb):
    """The text of a submitted notebook, or Refused: only a regular file, of one link, of at most
    `limit_kb` kB, is read; a FIFO or device is never opened for reading in a way that could block."""
    try:
        st = os.lstat(path)
    except OSError as e:
        return Refused(f"refused {rel}: cannot be read ({e.strerror})")
    if not stat.S_ISREG(st.st_mode):
        what = ("a FIFO" if stat.S_ISFIFO(st.st_mode) else "a device" if stat.S_ISCHR(st.st_mode)
                or stat.S_ISBLK(st.st_mode) else "a socket" if stat.S_ISSOCK(st.st_mode) else "not a regular file")
        return Refused(f"refused {rel}: {what}, not a regular file (submit the notebook itself)")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_NOCTTY)
    except OSError as e:
        return Refused(f"refused {rel}: cannot be read ({e.strerror})")
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(fd)  # the file opened, whatever the name points at now
        if not stat.S_ISREG(st.st_mode):
            return Refused(f"refused {rel}: not a regular file (submit the notebook itself)")
        if st.st_nlink > 1:
            return Refused(f"refused {rel}: a hard link ({st.st_nlink} names for one file, some outside your "
                           "submission, e.g. the exercise's source); submit a copy of your own notebook")
        if st.st_size > limit_kb * 1000:
            return Refused(f"refused {rel}: {st.st_size / 1e6:.1f} MB, over the limit of {limit_kb} kB per "
                           "notebook (clear large outputs and submit again)")
        data = f.read(limit_kb * 1000 + 1)
    if len(data) > limit_kb * 1000:  # grew while it was read
        return Refused(f"refused {rel}: over the limit of {limit_kb} kB per notebook")
    return data.decode("utf-8", errors="replace")


def discover(root, names, limit_kb=MAX_NOTEBOOK_KB):
    """{student: ({notebook name: text or Refused}, [notes])} for SUBMISSIONS/STUDENT/**/NAME.ipynb,
    every file checked and read now. Symbolic links, files resolving outside the student's folder,
    FIFOs, devices, sockets, hard links and notebooks over `limit_kb` are refused; a student folder
    whose name starts with "." or holds a control character is reported, its notebooks refused.
    Names are keyed and shown through kit_common.literal."""
    root = Path(root)
    students: dict[str, tuple] = {}
    # A student's folder and file names reach the instructor's terminal: shown escaped. A folder
    # whose escaped name is another folder's real name comes last and gets " (another)" added, so
    # that it never takes a student's row.
    for folder in sorted(root.iterdir(), key=lambda f: (literal(f.name) != f.name, f.name)):
        name = shown = literal(folder.name)
        while name in students:
            name += " (another)"
        if folder.is_symlink():
            students[name] = ({}, [f"refused {name}/: a symbolic link (submit the folder itself)"])
            continue
        if not folder.is_dir():
            continue
        found, notes, real = {}, [], folder.resolve()
        # A hidden folder, or one whose name holds a control character (an escape sequence would
        # act on the instructor's terminal), is reported and its notebooks refused.
        hidden = folder.name.startswith(".")
        why = ('whose name starts with "."' if hidden
               else "whose name holds control characters" if shown != folder.name else None)
        if why:
            notes.append(f"refused {name}/: a folder {why}{' (hidden)' if hidden else ''} is not graded; rename it")
        for base, dirs, files in os.walk(folder, followlinks=False):
            dirs[:] = sorted(d for d in dirs if d != ".ipynb_checkpoints")
            for f in sorted(Path(base) / n for n in files if n.endswith(".ipynb")):
                rel = literal(str(f.relative_to(folder)))
                if f.name not in names:
                    notes.append(f"ignored {rel}: no exercise notebook has that name")
                elif f.name in found:
                    notes.append(f"ignored {rel}: another {f.name} was graded instead")
                elif why:
                    found[f.name] = Refused(f"refused {name}/{rel}: in a folder {why}; rename the folder")
                elif f.is_symlink() or real not in f.resolve().parents:
                    found[f.name] = Refused(f"refused {rel}: a symbolic link (submit the notebook itself)")
                else:
                    found[f.name] = read_submission(f, rel, limit_kb)
        students[name] = (found, notes)
    return students
