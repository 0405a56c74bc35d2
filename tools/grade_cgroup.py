"""Caps on one kernel's threads and CPU, for a grader that runs as root.

Linux counts a sandbox's processes and threads against RLIMIT_NPROC (grade_sandbox sets it), but
not for root's: a grader started as root would let a thread bomb or a fork bomb take the machine's
process table. There, each kernel gets cgroups of its own (cgroup v1's pids and cpu controllers,
under nqk-grading/ below the grader's own): at most `threads` tasks, at most `cpus` CPUs' worth of
time, so that a submission keeping every core busy slows its own kernel, not the others', and at
most `memory_mb` of memory (the JVM then takes a quarter of it as its default heap, and a student
filling memory gets OutOfMemoryError in a cell, or at worst a killed kernel, not a machine that
swaps). The kernel's command
starts with ENTER, which moves it into its groups before anything else runs; its processes stay
there (a cgroup is inherited and student code, in its sandbox, cannot write the cgroup files).

Where the controllers are missing or not writable (cgroup v2 only, or a grader that is not root),
available() is false and the sandbox's RLIMIT_NPROC and niceness are the caps.
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
PERIOD_US = 100_000
ENTER = ("import json, os, sys\n"
         "for f in json.loads(sys.argv[1]):\n"
         "    with open(f, 'w') as out:\n"
         "        out.write(str(os.getpid()))\n"
         "os.execvp(sys.argv[2], sys.argv[2:])\n")
_names = itertools.count(1)


def available(*more):
    """True when this process can make pids and cpu groups (cgroup v1, as root), and groups of
    the `more` controllers too."""
    return (os.geteuid() == 0 and (ROOT / "cpu" / "cpu.cfs_quota_us").is_file()
            and all(_writable(c) for c in ("pids", "cpu", *more)))


@functools.lru_cache(maxsize=None)
def parent(controller):
    """Where this process's kernels' groups go for `controller`: below the group this process is
    in (so that limits set above it, e.g. a container's memory, still hold). Read once: a grader
    stays in its group."""
    with open("/proc/self/cgroup", encoding="utf-8") as f:
        for line in f:
            _, controllers, path = line.rstrip("\n").split(":", 2)
            if controller in controllers.split(","):
                return ROOT / controller / path.lstrip("/") / PARENT
    return ROOT / controller / PARENT


class KernelGroups:
    """One kernel's pids, cpu and (where there is one to write) memory groups: made when
    constructed, removed by remove()."""

    def __init__(self, threads, cpus, memory_mb=None):
        if threads < 16:
            raise ValueError(f"threads: {threads} is too few for a JVM (expected 16 or more)")
        if not 0.1 <= cpus <= os.cpu_count():
            raise ValueError(f"cpus: {cpus} (expected 0.1 to {os.cpu_count()}, the CPUs here)")
        if memory_mb is not None and memory_mb < 256:
            raise ValueError(f"memory_mb: {memory_mb} is too little for a JVM (expected 256 or more)")
        sweep()
        name = f"{os.getpid()}-{next(_names)}"
        controllers = ["pids", "cpu"] + (["memory"] if memory_mb is not None and _writable("memory") else [])
        self.folders = [parent(c) / name for c in controllers]
        for folder in self.folders:
            folder.mkdir(parents=True, exist_ok=True)
        pids, cpu = self.folders[:2]
        (pids / "pids.max").write_text(str(threads))
        (cpu / "cpu.cfs_period_us").write_text(str(PERIOD_US))
        (cpu / "cpu.cfs_quota_us").write_text(str(int(cpus * PERIOD_US)))
        if len(self.folders) == 3:  # the JVM sizes its default heap from this (a quarter of it)
            (self.folders[2] / "memory.limit_in_bytes").write_text(str(memory_mb << 20))

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


def _writable(controller):
    folder = parent(controller).parent
    return (folder / "cgroup.procs").is_file() and os.access(folder, os.W_OK)


def sweep():
    """Removes the empty groups left by graders that ended (killed before their remove())."""
    for controller in ("pids", "cpu", "memory"):
        for folder in parent(controller).glob("*-*"):
            owner = folder.name.split("-")[0]
            if owner.isdigit() and not Path(f"/proc/{owner}").exists():
                try:
                    folder.rmdir()
                except OSError:
                    pass
