#!/usr/bin/python3
"""Tests of tools/nqkit/junit_reports.py on Surefire reports written here (no Maven needed)."""

import contextlib
import io
import tempfile
import unittest
from pathlib import Path

from nqkit import junit_reports

REPORT = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="io.nqueens.x.DemoTest" time="1.5" tests="4" failures="1" errors="1" skipped="1">
  <testcase name="works" classname="io.nqueens.x.DemoTest" time="0.1"/>
  <testcase name="breaks" classname="io.nqueens.x.DemoTest" time="0.1">
    <failure message="expected: &lt;3&gt; but was: &lt;4&gt;" type="AssertionFailedError">trace</failure>
  </testcase>
  <testcase name="throws" classname="io.nqueens.x.DemoTest" time="0.1">
    <error type="java.lang.IllegalStateException">java.lang.IllegalStateException: boom
	at somewhere</error>
  </testcase>
  <testcase name="needsDeap" classname="io.nqueens.x.DemoTest" time="0.0">
    <skipped message="org.opentest4j.TestAbortedException: Assumption failed: DEAP not available"/>
  </testcase>
</testsuite>
"""


class JunitReportsTest(unittest.TestCase):
    def module(self, root, name, report=REPORT):
        folder = Path(root) / name / "target" / "surefire-reports"
        folder.mkdir(parents=True)
        if report:
            (folder / "TEST-io.nqueens.x.DemoTest.xml").write_text(report, encoding="utf-8")
        return str(Path(root) / name)

    def summarise(self, *modules):
        out = io.StringIO()
        with tempfile.NamedTemporaryFile("r", suffix=".counts") as counts, contextlib.redirect_stdout(out):
            status = junit_reports.main([*modules, "--counts", counts.name])
            totals = Path(counts.name).read_text(encoding="utf-8").split()
        return status, out.getvalue().splitlines(), totals

    def test_failures_errors_and_skips_are_named_with_their_first_line(self):
        with tempfile.TemporaryDirectory() as root:
            status, lines, totals = self.summarise(self.module(root, "lib"))
        self.assertEqual(status, 1)
        self.assertEqual(lines, [
            "lib: 1 passed, 2 failed, 1 skipped",
            "    FAILED  DemoTest.breaks: expected: <3> but was: <4>",
            "    FAILED  DemoTest.throws: java.lang.IllegalStateException: boom",
            "    skipped DemoTest.needsDeap: DEAP not available",
        ])
        self.assertEqual(totals, ["1", "2", "1"])

    def test_a_module_without_reports_fails_and_the_others_still_count(self):
        passing = REPORT.replace('failures="1" errors="1"', 'failures="0" errors="0"')
        passing = passing[:passing.index('  <testcase name="breaks"')] + "</testsuite>\n"
        with tempfile.TemporaryDirectory() as root:
            status, lines, totals = self.summarise(self.module(root, "lib", passing),
                                                   self.module(root, "bench", report=None))
        self.assertEqual(status, 1)
        self.assertEqual(lines, ["lib: 1 passed, 0 failed, 0 skipped",
                                 "bench: no test reports (its tests did not run; see the log)"])
        self.assertEqual(totals, ["1", "0", "0"])

    def test_a_pytest_report_file_is_named_by_its_stem_and_brief_and_totals_leave_lines_out(self):
        with tempfile.TemporaryDirectory() as root:
            report = Path(root) / "runner-tests.xml"
            report.write_text(PYTEST_REPORT, encoding="utf-8")
            lines = []
            for options in ([], ["--brief"], ["--totals"]):
                out = io.StringIO()
                with contextlib.redirect_stdout(out):
                    status = junit_reports.main([str(report), *options])
                lines.append(out.getvalue().splitlines())
                self.assertEqual(1, status)
            missing = io.StringIO()
            with contextlib.redirect_stdout(missing):
                self.assertEqual(1, junit_reports.main([str(Path(root) / "heldout.xml")]))
        self.assertEqual(["runner-tests: 1 passed, 1 failed, 1 skipped",
                          "    FAILED  KitTest.test_b: AssertionError: 1 != 2",
                          "    skipped KitTest.test_c: the kit is not built here"], lines[0])
        self.assertEqual(lines[0][:2], lines[1])
        self.assertEqual(["1 1 1"], lines[2])
        self.assertEqual("heldout: no test reports (its tests did not run; see the log)\n", missing.getvalue())


# What pytest --junitxml writes (pytest 7.2), trimmed.
PYTEST_REPORT = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="1"
 skipped="1" tests="3"><testcase classname="tests.test_kit.KitTest" name="test_a" time="0.1"/>
<testcase classname="tests.test_kit.KitTest" name="test_b" time="0.1"><failure message="AssertionError: 1 != 2">trace
</failure></testcase><testcase classname="tests.test_kit.KitTest" name="test_c" time="0.0"><skipped type="pytest.skip"
 message="the kit is not built here">tools/tests/test_kit.py:9: the kit is not built here</skipped></testcase>
</testsuite></testsuites>
"""


if __name__ == "__main__":
    unittest.main()
