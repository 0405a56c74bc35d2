#!/usr/bin/python3
"""`python3 -m unittest ARGS` with the time of each test: the same output and exit status, then
the slowest tests (a class's setUpClass counted in its first test), so that a slow step of
./kit test shows where its minutes go.

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.timed_unittest [unittest's arguments]
"""

import sys
import time
import unittest

SHOWN = 12


class TimedResult(unittest.TextTestResult):
    times: list[tuple[float, str]] = []
    last = [time.monotonic()]

    def stopTest(self, test):
        super().stopTest(test)
        now = time.monotonic()
        TimedResult.times.append((now - TimedResult.last[0], test.id()))
        TimedResult.last[0] = now


class TimedRunner(unittest.TextTestRunner):
    resultclass = TimedResult

    def run(self, test):
        TimedResult.last[0] = time.monotonic()
        result = super().run(test)
        slow = sorted(TimedResult.times, reverse=True)[:SHOWN]
        stream = self.stream  # type: ignore[attr-defined]  # set by TextTestRunner; Debian's mypy 1.0 stubs omit it
        if slow:
            stream.writeln("slowest tests (seconds, setUpClass in a class's first test):")
            for seconds, name in slow:
                stream.writeln(f"  {seconds:7.1f}  {name}")
        return result


if __name__ == "__main__":
    unittest.main(module=None, testRunner=TimedRunner, argv=["python3 -m unittest", *sys.argv[1:]])
