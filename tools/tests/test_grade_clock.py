#!/usr/bin/python3
"""A graded cell's time (tools/nqkit/grade_clock.py): wall time less the kernel's waits for a CPU.

    PYTHONPATH=tools /usr/bin/python3 -m unittest tests.test_grade_clock
"""

import subprocess
import sys
import time
import unittest

from nqkit import grade_clock as clock

S = 1_000_000_000  # nanoseconds in a second


class Scripted:
    """A clock and a thread table the test moves by hand."""

    def __init__(self):
        self.t, self.table = 100.0, {"main": (5 * S, 1 * S), "gc": (1 * S, 0)}

    def advance(self, seconds, **threads):
        self.t += seconds
        for tid, (ran, waited) in threads.items():
            r0, w0 = self.table.get(tid, (0, 0))
            self.table[tid] = (r0 + int(ran * S), w0 + int(waited * S))


class CellClockTest(unittest.TestCase):
    def clock(self):
        s = Scripted()
        return s, clock.CellClock(lambda: dict(s.table), lambda: s.t, 1)

    def test_a_starved_thread_counts_only_the_time_it_was_not_kept_waiting(self):
        s, c = self.clock()
        s.advance(40, main=(10, 30), gc=(0.5, 0.1))  # 10 s on a CPU, 30 s in a run queue
        self.assertAlmostEqual(10.0, c.used())
        self.assertAlmostEqual(40.0, c.wall())
        self.assertTrue(c.starved())

    def test_a_sleeping_or_blocked_cell_counts_its_wall_time(self):
        s, c = self.clock()
        s.advance(30, main=(0.01, 0.001))
        self.assertAlmostEqual(29.999, c.used(), places=3)
        self.assertFalse(c.starved())

    def test_a_busy_cell_on_a_quiet_machine_counts_its_wall_time(self):
        s, c = self.clock()
        s.advance(20, main=(19.5, 0.5))
        self.assertAlmostEqual(20.0, c.used())  # it had its CPU: its half second of waiting is not credited
        self.assertFalse(c.starved())  # 2.5% waiting is no starvation

    def test_the_busiest_thread_decides_not_the_sum_of_many_waiting_ones(self):
        s, c = self.clock()
        # Eight short threads each waiting 5 s (40 s in all) do not make a 20 s cell take 0 s.
        s.advance(20, main=(16, 4), **{f"w{i}": (0.1, 5) for i in range(8)})
        self.assertAlmostEqual(16.0, c.used())

    def test_a_kernel_that_had_its_whole_cpu_gets_no_credit_for_its_own_threads_waiting(self):
        s, c = self.clock()
        # Eight busy threads on a kernel capped at 1 CPU: each runs 2.5 s and waits 17.5 s of 20.
        s.advance(20, **{f"t{i}": (2.5, 17.5) for i in range(8)})
        self.assertAlmostEqual(20.0, c.used())
        self.assertFalse(c.starved())

    def test_threads_that_end_or_start_during_the_cell_are_counted_from_what_they_had(self):
        s, c = self.clock()
        del s.table["gc"]
        s.advance(10, new=(2, 6))
        self.assertAlmostEqual(4.0, c.used())


class CheckClockTest(unittest.TestCase):
    """A check cell: the kernel only answers calls, the judge's JVM does the work."""

    def clock(self):
        s, judge = Scripted(), Scripted()
        judge.table = {"session": (0, 0), "other-session": (0, 0)}
        return s, judge, clock.CellClock(lambda: dict(s.table), lambda: s.t, 1, lambda: dict(judge.table))

    def test_the_judges_waits_for_a_cpu_are_not_counted_against_the_check(self):
        s, judge, c = self.clock()
        # Under a load the kernel mostly waits on its socket; the judge's thread ran 40 s and waited 120 s.
        s.advance(160, main=(15, 2))
        judge.advance(0, session=(40, 120))
        self.assertAlmostEqual(40.0, c.used())
        self.assertTrue(c.starved())

    def test_a_quiet_machine_counts_the_checks_wall_time(self):
        s, judge, c = self.clock()
        s.advance(60, main=(20, 0.2))
        judge.advance(0, session=(39, 0.5))
        self.assertAlmostEqual(59.5, c.used())
        self.assertFalse(c.starved())

    def test_the_judges_running_never_stands_for_the_students_share(self):
        s, judge, c = self.clock()
        # The judge's sessions ran 3 CPU-seconds a second: the kernel did not have its CPU all that time.
        s.advance(20, main=(4, 14))
        judge.advance(0, session=(30, 10), **{"other-session": (30, 10)})
        # Counted as the kernel's running, the judge's 60 s would have left no credit (used 20 s);
        # the busiest thread is a judge session's (40 s), and its 10 s of waiting are credited.
        self.assertAlmostEqual(10.0, c.used())

    def test_without_helpers_the_clock_is_the_kernels_alone(self):
        s = Scripted()
        c = clock.CellClock(lambda: dict(s.table), lambda: s.t, 1)
        s.advance(40, main=(10, 30))
        self.assertAlmostEqual(10.0, c.used())


class RealThreadsTest(unittest.TestCase):
    def test_a_busy_process_thread_shows_its_time_on_a_cpu(self):
        busy = subprocess.Popen([sys.executable, "-c", "import time\nt = time.time()\nwhile time.time() - t < 3: pass"])
        try:
            time.sleep(0.3)
            before = clock.jvm_threads([busy.pid])
            time.sleep(1.0)
            after = clock.jvm_threads([busy.pid])
        finally:
            busy.kill()
            busy.wait()
        self.assertTrue(before, "no schedstat for a running process")
        ran = sum(after[k][0] - before[k][0] for k in before if k in after) / S
        waited = sum(after[k][1] - before[k][1] for k in before if k in after) / S
        self.assertGreater(ran, 0)
        # A thread that never blocks is on a CPU or in a run queue all the time, whatever the load:
        # the two together are about the second slept here (a busy machine moves time from one to the other).
        self.assertGreater(ran + waited, 0.5)

    def test_a_process_that_is_gone_gives_nothing_and_no_error(self):
        gone = subprocess.Popen(["true"])
        gone.wait()
        self.assertEqual({}, clock.jvm_threads([gone.pid]))


if __name__ == "__main__":
    unittest.main()
