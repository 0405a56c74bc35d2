"""Where a submission's kernel runs: a fresh folder, a sandbox where Linux allows one, and no
process that outlives it.

Student code runs with the grader's rights. Where unprivileged user namespaces work (`unshare`
from util-linux), each kernel starts in its own PID and mount namespace:
- the grader and the other kernels are invisible (a private /proc), so student code cannot kill
  them, and every process the kernel starts (setsid and double forks included) is killed with it:
  the kernel is the namespace's first process;
- /tmp is a private, empty tmpfs holding only the submission's own work folder, so no other
  submission's folder or kernel connection file is reachable;
- the instructor's source folder, the submissions and the grader's output folder are hidden
  under empty read-only tmpfs mounts, and the user's home and the kit's parent folder are
  read-only; the kernel then drops into a nested user namespace, where those mounts are locked
  (they cannot be unmounted to see what is beneath).
Without namespaces (SANDBOX is None; NQK_GRADE_SANDBOX=0 forces that) the grader still runs each kernel in its own session and
kills its process group and every descendant, and makes itself a child subreaper so that a
process that left its kernel (setsid, double fork) is found and killed too; it cannot stop
student code from reading or writing the user's files then: grade in a container.
"""

import ctypes
import os
import shlex
import shutil
import signal
import subprocess
import time
from pathlib import Path

from jupyter_client.manager import AsyncKernelManager

PR_SET_CHILD_SUBREAPER = 36

# $1: the work folder; then read-only folders up to "--ro-end", hidden folders up to "--hidden-end",
# folders under /tmp that must stay visible over the private /tmp (the kit, when it was cloned
# there: its kernel jar and class path) up to "--". Each of those is held open on a descriptor
# (4 to 9) while the private /tmp is mounted, then mounted back at its place with what is mounted
# below it (the hidden folders), read-only.
SCRIPT = r"""set -e
work=$1; shift
while [ "$1" != --ro-end ]; do mount --bind "$1" "$1"; mount -o remount,bind,ro "$1"; shift; done; shift
while [ "$1" != --hidden-end ]; do mount -t tmpfs -o size=16k,mode=0555 nqk-hidden "$1"; shift; done; shift
exec 3<"$work"
i=3
while [ "$1" != -- ]; do i=$((i + 1)); eval "exec $i<\"\$1\"; keep_$i=\$1"; shift; done; shift
mount -t tmpfs -o mode=0755 nqk-tmp /tmp
mkdir -p "$work"
mount --no-canonicalize --bind /proc/self/fd/3 "$work"
exec 3<&-
while [ "$i" -gt 3 ]; do
  eval "d=\$keep_$i"
  mkdir -p "$d"
  mount --no-canonicalize --rbind "/proc/self/fd/$i" "$d"
  mount -o remount,bind,ro "$d"
  eval "exec $i<&-"
  i=$((i - 1))
done
cd "$work"
exec unshare --user --mount "$@"
"""
# The most folders under /tmp kept visible (descriptors 4 to 9 of the script above).
MAX_KEPT = 6
NAMESPACES = ["unshare", "--user", "--map-root-user", "--mount", "--pid", "--fork", "--kill-child",
              "--mount-proc"]


def _probe():
    try:
        done = subprocess.run(NAMESPACES + ["/bin/sh", "-c", "mount -t tmpfs none /tmp && unshare --user true"],
                              capture_output=True, timeout=20)
        return done.returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


SANDBOX = "namespaces" if os.environ.get("NQK_GRADE_SANDBOX", "auto") != "0" and _probe() else None


def become_subreaper():
    """Orphaned descendants (a setsid process whose parent died) become the grader's children."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _children():
    """{pid: parent pid} of every process we can see."""
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    table[int(entry)] = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    return table


def descendants(pid):
    table = _children()
    found, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for child, ppid in table.items():
            if ppid == parent and child not in found:
                found.add(child)
                todo.append(child)
    return found


def kill_tree(pid, spare=()):
    """SIGKILLs `pid`'s process group and its descendants (not those in `spare`), until none is left."""
    for _ in range(50):
        victims = ({pid} | descendants(pid)) - set(spare) - {os.getpid()}
        alive = [p for p in victims if Path(f"/proc/{p}").exists() and not _zombie(p)]
        if not alive:
            return
        for p in alive:
            try:
                os.killpg(p, signal.SIGKILL) if p == pid else os.kill(p, signal.SIGKILL)
            except OSError:
                pass
            try:
                os.kill(p, signal.SIGKILL)
            except OSError:
                pass
        _reap()
        time.sleep(0.05)


def _zombie(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return False


def _reap():
    """Collects exited children of ours that nobody waits for (orphans the subreaper adopted)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def kill_strays(kernels):
    """Kills every descendant of the grader that is not a live kernel (or below one) in `kernels`."""
    keep = set()
    for pid in kernels:
        keep |= {pid} | descendants(pid)
    for child in descendants(os.getpid()) - keep:
        kill_tree(child, spare=keep)


class SandboxedKernelManager(AsyncKernelManager):
    """A kernel manager whose kernel runs in the sandbox (when there is one), in `work`."""

    def __init__(self, work, readonly, hidden, **kw):
        super().__init__(**kw)
        self.work, self.readonly, self.hidden = str(work), [str(p) for p in readonly], [str(p) for p in hidden]
        self.connection_file = str(Path(work) / ".kernel.json")  # in the private /tmp, not the shared runtime dir

    def format_kernel_cmd(self, extra_arguments=None):
        argv = super().format_kernel_cmd(extra_arguments)
        if SANDBOX is not None:
            argv = NAMESPACES + ["/bin/sh", "-c", SCRIPT, "nqk-sandbox", self.work, *self.readonly, "--ro-end",
                                 *self.hidden, "--hidden-end", *kept_over_tmp(self.readonly), "--", *argv]
        # setpriv: the kernel gets SIGKILL when the grader dies, so a killed grader leaves none behind.
        return (["setpriv", "--pdeathsig", "KILL"] if shutil.which("setpriv") else []) + argv


def kept_over_tmp(readonly):
    """The read-only folders strictly below /tmp, which the private /tmp would otherwise hide."""
    tmp = Path("/tmp")
    kept = [p for p in readonly if tmp in Path(p).parents]
    if len(kept) > MAX_KEPT:
        raise ValueError(f"more than {MAX_KEPT} read-only folders under /tmp: {kept}")
    return kept


def protected(paths):
    """The outermost existing folders among `paths` (nested ones dropped), for the read-only list."""
    out = []
    for p in sorted({Path(p).resolve() for p in paths if Path(p).is_dir()}, key=lambda p: len(p.parts)):
        if not any(p == q or q in p.parents for q in out):
            out.append(p)
    return out


def describe():
    why = "NQK_GRADE_SANDBOX=0" if os.environ.get("NQK_GRADE_SANDBOX") == "0" else "no unprivileged user namespaces here"
    return ("sandbox: PID and mount namespaces (unshare)" if SANDBOX else
            f"sandbox: none ({why}); processes are still killed with their kernel, but student code "
            "can read and write your files: grade in a container")


def quoted(argv):
    return " ".join(shlex.quote(a) for a in argv)
