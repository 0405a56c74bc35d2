"""A cell's time limit that a busy machine does not spend: the time a kernel waits for a CPU does
not count against the student's code.

A graded cell used to end at a wall-clock limit. On an instructor's shared server at a load of 9 on
2 cores a correct answer's GA then ran past the check's 180 s and scored 0, where a quiet machine
took a third of that. The kernel's own threads say how long they waited: Linux keeps, per thread,
the time it ran and the time it was runnable but waiting on a run queue (/proc/PID/task/TID/
schedstat, readable by any user, no privilege needed). A cell's time is therefore its wall time less
the waiting of the kernel's busiest thread (the one that ran or waited longest: the thread running
the student's code; a JVM's other threads are idle or short). A cell that sleeps or blocks does not
wait on a run queue, so its time is its wall time, as before. A check cell's work is mostly done
by the judge's JVM (the kernel only answers its calls), so there the judge's threads count as well:
a check on a busy server used to run past its 180 s and score 0 while its judge waited for a CPU.

Waiting that the kernel brings on itself is not the machine's doing: a kernel running more busy
threads than the CPUs it may use (its cgroup's cap) waits in its own queue. So a kernel that got
FULL_SHARE of the CPUs it may use over the cell's time gets no credit for waiting: its time is its
wall time (a student's eight busy threads cannot stretch a limit).

A wall-clock cap (WALL_FACTOR times the limit, within the notebook's budget) still ends every cell;
a cell that reaches it having waited for a CPU at least STARVED of that time was starved, and is
not graded (a failed run keeps the last good grade) instead of given 0.
"""

import os
from pathlib import Path

WALL_FACTOR = 4  # the wall clock's cap, in limits: a load of 8 on 2 cores still gets its time
STARVED = 0.25  # waited this share of the wall time: the machine, not the code, held the cell back
FULL_SHARE = 0.9  # of the CPUs a kernel may use: it was not held back by the machine


def jvm_threads(pids):
    """{tid: (ran ns, waited ns)} of every thread of the processes `pids`; those that ended or
    cannot be read are left out (a kernel restarting, or no schedstat in this Linux)."""
    found = {}
    for pid in pids:
        try:
            tids = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for tid in tids:
            try:
                ran, waited = Path(f"/proc/{pid}/task/{tid}/schedstat").read_text().split()[:2]
                found[(pid, tid)] = (int(ran), int(waited))
            except (OSError, ValueError):
                continue
    return found


class CellClock:
    """The time a running cell has had: wall seconds since it started less the seconds its busiest
    thread waited for a CPU, unless the kernel had its full share of its `cpus` (the CPUs it may
    use). `threads()` gives {tid: (ran ns, waited ns)} (jvm_threads of the kernel's JVMs),
    `helpers()` the same of the kit's own JVM working for the cell (a check's judge: its busiest
    thread may be another notebook's session there, which under a load waits as long); `now()` the
    monotonic clock. All are injected so that tests can drive them."""

    def __init__(self, threads, now, cpus, helpers=None):
        self.threads, self.now, self.cpus = threads, now, cpus
        self.helpers = helpers or dict  # the kit's own threads working for the cell (a check's judge)
        self.start = now()
        self.before: dict = threads()
        self.helpers_before: dict = self.helpers()

    def _busiest_wait(self):
        """Seconds waited by the thread that ran or waited longest since the cell started (the
        kernel's, or a helper's: a check's time is mostly its judge's), or 0 when the kernel's
        threads together ran FULL_SHARE of its CPUs over that time. Only the kernel's running
        counts towards that share: the student's code runs there, the helpers are the kit's."""
        best, ran_all = (0, 0), 0
        for now, before, student in ((self.threads(), self.before, True),
                                     (self.helpers(), self.helpers_before, False)):
            for tid, (ran, waited) in now.items():
                ran0, waited0 = before.get(tid, (0, 0))
                d = (max(0, ran - ran0), max(0, waited - waited0))
                ran_all += d[0] if student else 0
                if sum(d) > sum(best):
                    best = d
        if ran_all / 1e9 >= FULL_SHARE * self.cpus * self.wall():
            return 0.0
        return best[1] / 1e9

    def wall(self):
        return self.now() - self.start

    def used(self):
        """The cell's time so far: wall time less the busiest thread's wait for a CPU."""
        return max(0.0, self.wall() - self._busiest_wait())

    def starved(self):
        """Whether the busiest thread waited for a CPU at least STARVED of the wall time."""
        wall = self.wall()
        return wall > 0 and self._busiest_wait() >= STARVED * wall
