"""The folders a grader makes, and the removal of those a grader killed with kill -9 left.

Each is named PREFIX + the grader's pid + "-" + a random part: the grader removes them however it
ends but by kill -9 (grading.run removes every folder still in OWN_FOLDERS), and then the next
grader removes them once no process has that pid (remove_stale_folders).
"""

import os
import re
import shutil
import stat
import tempfile
from pathlib import Path

WORK_PREFIX = "nqk-grade-"  # one per notebook, under the system's temporary folder: the copy graded
PRIVATE_PREFIX = "nqk-grader-"  # one per run, there too: the kernel logs
BUILDS_PREFIX = "student-builds-"  # one per run, under build/assignments: the student builds
OWN = re.compile(r"(?:nqk-grader?|nqk-stage|student-builds)-(\d+)-\w+")  # nqk-stage: grade_sandbox.Staging
OWN_FOLDERS = set()  # made by this process and not removed yet


def own_folder(prefix, parent=None):
    """A new folder PREFIX-PID-RANDOM under `parent` (default: the system's temporary folder),
    recorded in OWN_FOLDERS until remove_own_folder, so that run() removes it however grading ends."""
    folder = Path(tempfile.mkdtemp(prefix=f"{prefix}{os.getpid()}-", dir=parent))
    OWN_FOLDERS.add(folder)
    return folder


def remove_own_folder(folder):
    shutil.rmtree(folder, ignore_errors=True)
    OWN_FOLDERS.discard(Path(folder))


def pid_alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def remove_stale_folders(parent):
    """Removes the folders below `parent` (not deeper) that a grader killed with kill -9 left: named
    as own_folder names them, owned by this user, their pid no process's. A folder whose pid a
    process has now (a grader running, or a pid used again) is kept. Returns the folders removed."""
    removed: list[Path] = []
    try:
        entries = list(Path(parent).iterdir())
    except OSError:  # no such folder yet
        return removed
    for path in entries:
        m = OWN.fullmatch(path.name)
        if not m or int(m.group(1)) == os.getpid():
            continue
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or pid_alive(int(m.group(1))):
            continue
        shutil.rmtree(path, ignore_errors=True)
        removed.append(path)
    return removed
