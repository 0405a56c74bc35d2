"""The browser checks' ready bound: 30 s on a quiet machine, stretched by the load on a busy one."""

import unittest
from unittest import mock

from nqkit import browser_check as bc


class ReadyBoundTest(unittest.TestCase):

    def bound_at(self, load, cores):
        with mock.patch("os.getloadavg", return_value=(load, 0.0, 0.0)), \
                mock.patch("os.cpu_count", return_value=cores):
            return bc.ready_bound()

    def test_a_quiet_machine_keeps_the_bound(self):
        self.assertEqual(bc.READY_BOUND, self.bound_at(0.3, 2))
        self.assertEqual(bc.READY_BOUND, self.bound_at(2.0, 2))
        self.assertEqual("30 s", bc.describe_bound(self.bound_at(1.0, 2)))

    def test_a_busy_machine_stretches_it_by_load_over_cores(self):
        self.assertEqual(90.0, self.bound_at(6.0, 2))
        self.assertEqual("90 s (30 s stretched by the load)", bc.describe_bound(90.0))

    def test_the_stretch_is_capped_so_a_kernel_that_never_starts_still_fails(self):
        self.assertEqual(bc.READY_BOUND * bc.READY_STRETCH, self.bound_at(56.0, 2))
        self.assertEqual(bc.READY_BOUND * bc.READY_STRETCH, self.bound_at(1e9, None))


if __name__ == "__main__":
    unittest.main()
