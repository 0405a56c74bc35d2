"""Caps on one kernel's threads, CPU and memory, in cgroups (v1 or v2) the grader may write.

Each kernel gets cgroups of its own, below the grader's own group (so that limits set above it,
e.g. a container's memory, still hold): at most `threads` tasks, at most `cpus` CPUs' worth of
time, so that a submission keeping every core busy slows its own kernel, not the others', and at
most `memory_mb` of memory (the JVM then takes a quarter of it as its default heap, and a student
filling memory gets OutOfMemoryError in a cell, or at worst a killed kernel, not a machine that
swaps). The kernel's command starts with ENTER, which moves it into its groups before anything
else runs; its processes stay there (a cgroup is inherited, and student code, in its sandbox, sees
no cgroup file).

Two layouts (Tree):
- cgroup v1: one hierarchy per controller (/sys/fs/cgroup/pids, cpu, memory): pids.max,
  cpu.cfs_quota_us over cpu.cfs_period_us, memory.limit_in_bytes;
- cgroup v2: one hierarchy (/sys/fs/cgroup with cgroup.controllers): pids.max, cpu.max ("quota
  period"), memory.max, each group's parent handing the controllers down (cgroup.subtree_control).
  A v2 group with processes cannot hand controllers down, so a grader whose own group can not
  yet do so first moves itself into a leaf (GRADER_LEAF), as systemd's delegated services do.
v1 is used where its pids and cpu controllers are writable (a hybrid machine's v2 hierarchy at
/sys/fs/cgroup/unified usually has no controller), else v2 where it has pids and cpu. Where
neither is writable (a grader that is not root, a container without delegation), available()
is false and the sandbox's RLIMIT_NPROC (counting its own processes) is the only cap.
"""

import functools
import itertools
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path("/sys/fs/cgroup")
PARENT = "nqk-grading"
GRADER_LEAF = "nqk-grader"
PERIOD_US = 100_000
# The weight of all of a grader's kernels together (PARENT's cpu.shares, v1; cpu.weight, v2) against
# the other processes of its group: CFS weighs a group as one process by default, so on a busy
# machine (load 20) every kernel together got a 21st of the CPUs and timed out starting. Here they
# weigh as 8 busy processes; each kernel's quota (`cpus`) still caps what it takes.
PARENT_WEIGHT = 8
ENTER = ("import json, os, sys\n"
         "for f in json.loads(sys.argv[1]):\n"
         "    with open(f, 'w') as out:\n"
         "        out.write(str(os.getpid()))\n"
         "os.execvp(sys.argv[2], sys.argv[2:])\n")
_names = itertools.count(1)


class Tree:
    """One machine's cgroups as this process sees them: `version` 1 or 2, under `root`, with
    `self_cgroup` the text of /proc/self/cgroup (tests pass a fake tree in a temporary folder)."""

    def __init__(self, root, version, self_cgroup):
        self.root, self.version = Path(root), version
        self.own = {}  # controller (v2: "") -> this process's group path
        for line in self_cgroup.splitlines():
            hid, controllers, path = line.split(":", 2)
            if version == 2 and hid == "0":
                self.own[""] = path
            for c in controllers.split(","):
                if version == 1 and c:
                    self.own[c] = path

    def own_group(self, controller):
        """The folder of this process's group for `controller`."""
        path = self.own.get("" if self.version == 2 else controller, "/").lstrip("/")
        base = self.root if self.version == 2 else self.root / controller
        return base / path if path else base

    def parent(self, controller):
        """Where this process's kernels' groups go for `controller`."""
        return self.own_group(controller) / PARENT

    def controllers(self):
        """The controllers this tree can cap: (pids, cpu[, memory]) that are there and writable."""
        if self.version == 1:
            found = [c for c in ("pids", "cpu", "memory") if self._v1_writable(c)]
        else:
            own = self.own_group("")
            try:
                offered = (own / "cgroup.controllers").read_text().split()
            except OSError:
                return []
            writable = os.access(own, os.W_OK) and (own / "cgroup.subtree_control").is_file()
            found = [c for c in ("pids", "cpu", "memory") if c in offered] if writable else []
        return found if {"pids", "cpu"} <= set(found) else []

    def _v1_writable(self, controller):
        folder = self.own_group(controller)
        return (self.root / controller / "cgroup.procs").is_file() and (folder / "cgroup.procs").is_file() \
            and os.access(folder, os.W_OK)

    def delegate(self, controllers):
        """v2: makes PARENT (below this process's group) hand `controllers` down to kernels' groups,
        moving this process into a leaf of its own group first where that group must hand them
        down too. Once per process."""
        own, parent = self.own_group(""), self.parent("")
        want = " ".join(f"+{c}" for c in controllers)
        enabled = set((own / "cgroup.subtree_control").read_text().split())
        if not set(controllers) <= enabled:
            leaf = own / GRADER_LEAF
            leaf.mkdir(exist_ok=True)
            (leaf / "cgroup.procs").write_text(str(os.getpid()))  # no process left in `own`
            (own / "cgroup.subtree_control").write_text(want)
        parent.mkdir(exist_ok=True)
        (parent / "cgroup.subtree_control").write_text(want)


def detect(root=ROOT):
    """The Tree to cap kernels with here: v1 where its pids and cpu are writable, else v2."""
    try:
        text = Path("/proc/self/cgroup").read_text()
    except OSError:
        return None
    if os.geteuid() == 0 and (root / "cpu" / "cpu.cfs_quota_us").is_file():
        tree = Tree(root, 1, text)
        if tree.controllers():
            return tree
    for top in (root, root / "unified"):
        if (top / "cgroup.controllers").is_file():
            tree = Tree(top, 2, text)
            if tree.controllers():
                return tree
    return None


TREE = detect()


def available(*more):
    """True when this process can make pids and cpu groups for its kernels, and groups of the
    `more` controllers too."""
    return TREE is not None and set(more) <= set(TREE.controllers())


def describe(threads, cpus, memory_mb, tree=TREE):
    """The caps a kernel gets here, in a few words, for the grader's first line."""
    if tree is None or not tree.controllers():
        return (f"at most {threads} threads per kernel (RLIMIT_NPROC); CPU and memory not capped (no writable "
                f"cgroup v1 or v2 pids and cpu controllers)")
    memory = f", {memory_mb} MB" if "memory" in tree.controllers() else " (memory not capped: no memory controller)"
    return f"at most {threads} threads, {cpus:g} CPU{memory} per kernel (cgroup v{tree.version})"


class KernelGroups:
    """One kernel's pids, cpu and (where there is one to write) memory groups: made when
    constructed, removed by remove()."""

    def __init__(self, threads, cpus, memory_mb=None, tree=None):
        if threads < 16:
            raise ValueError(f"threads: {threads} is too few for a JVM (expected 16 or more)")
        if not 0.1 <= cpus <= os.cpu_count():
            raise ValueError(f"cpus: {cpus} (expected 0.1 to {os.cpu_count()}, the CPUs here)")
        if memory_mb is not None and memory_mb < 256:
            raise ValueError(f"memory_mb: {memory_mb} is too little for a JVM (expected 256 or more)")
        self.tree = tree = tree or TREE
        if tree is None:
            raise RuntimeError("no writable cgroup pids and cpu controllers here (see grade_cgroup.available())")
        offered = tree.controllers()
        controllers = ["pids", "cpu"] + (["memory"] if memory_mb is not None and "memory" in offered else [])
        name = f"{os.getpid()}-{next(_names)}"
        _weighted(tree)
        if tree.version == 2:
            _delegated(tree, tuple(controllers))
            sweep(tree)
            self.folders = [tree.parent("") / name]
            self.folders[0].mkdir()
            pids = cpu = memory = self.folders[0]
            (cpu / "cpu.max").write_text(f"{int(cpus * PERIOD_US)} {PERIOD_US}")
            limit = "memory.max"
        else:
            sweep(tree)
            self.folders = [tree.parent(c) / name for c in controllers]
            for folder in self.folders:
                folder.mkdir(parents=True, exist_ok=True)
            pids, cpu, memory = (self.folders + [None])[:3]
            (cpu / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (cpu / "cpu.cfs_quota_us").write_text(str(int(cpus * PERIOD_US)))
            limit = "memory.limit_in_bytes"
        (pids / "pids.max").write_text(str(threads))
        if "memory" in controllers:  # the JVM sizes its default heap from this (a quarter of it)
            (memory / limit).write_text(str(memory_mb << 20))

    def command(self, argv):
        """`argv`, started inside these groups."""
        procs = [str(f / "cgroup.procs") for f in self.folders]
        return [sys.executable, "-I", "-S", "-c", ENTER, json.dumps(procs), *argv]

    def remove(self, seconds=5):
        """Removes the groups once their processes are gone (waiting up to `seconds` for the last
        ones to be reaped; a group still in use then is left to sweep())."""
        end = time.monotonic() + seconds
        for folder in self.folders:
            while folder.exists():
                try:
                    folder.rmdir()
                except OSError:
                    if time.monotonic() > end:
                        break
                    time.sleep(0.05)


@functools.lru_cache(maxsize=None)
def _delegated(tree, controllers):
    tree.delegate(controllers)


@functools.lru_cache(maxsize=None)
def _weighted(tree):
    """Gives PARENT (made here if need be) the weight of PARENT_WEIGHT busy processes."""
    if tree.version == 2:
        folder = tree.parent("")
        folder.mkdir(exist_ok=True)
        (folder / "cpu.weight").write_text(str(100 * PARENT_WEIGHT))
    else:
        folder = tree.parent("cpu")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "cpu.shares").write_text(str(1024 * PARENT_WEIGHT))


def sweep(tree=None):
    """Removes the empty groups left by graders that ended (killed before their remove())."""
    tree = tree or TREE
    if tree is None:
        return
    for controller in (("",) if tree.version == 2 else ("pids", "cpu", "memory")):
        for folder in tree.parent(controller).glob("*-*"):
            owner = folder.name.split("-")[0]
            if owner.isdigit() and not Path(f"/proc/{owner}").exists():
                try:
                    folder.rmdir()
                except OSError:
                    pass
