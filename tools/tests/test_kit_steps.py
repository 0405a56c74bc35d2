#!/usr/bin/python3
"""Tests of the steps of `./kit test` (nqkit.ci.steps, nqkit.ci.aside) and of the build stamps
(nqkit.ci.build): each step's one line (ok, FAILED with the log's failing tests, skipped with its
reason), a step run beside another in its own process and collected through its status file, the
closing counts, and a stamp older than a source making the library build again (Maven replaced by
a stub that records its arguments)."""

import contextlib
import io
import os
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path
from unittest import mock

from nqkit.ci import build, steps
from nqkit.ci.env import KitExit
from nqkit.ci.steps import SKIPPED, Step, StepContext, StepRunner


def failing_step(ctx: StepContext) -> int:
    ctx.log.write("collected 3 items\n"
                  "E       AssertionError: 2 != 3\n"
                  "FAILED tests/test_x.py::XTest::test_count - AssertionError: 2 != 3\n"
                  "1 failed, 2 passed in 0.1s\n")
    return 1


def skipped_step(ctx: StepContext) -> int:
    return ctx.note("mypy not installed (apt-get install mypy)")


def aside_step(ctx: StepContext) -> int:
    """Marks that it started, then burns a second of CPU in a child (counted as the step's) and
    waits until the step beside it has seen the mark."""
    logs = Path(ctx.log.name).parent
    (logs / "aside.started").write_text("yes\n", encoding="utf-8")
    subprocess.run([sys.executable, "-c", "import time\nt = time.process_time()\n"
                    "while time.process_time() - t < 1.2: pass"], check=True)
    for _ in range(600):
        if (logs / "beside.saw-aside").exists():
            ctx.log.write("the step beside saw me\n")
            return 0
        time.sleep(0.1)
    return 1


def crashing_aside_step(ctx: StepContext) -> int:
    os._exit(9)  # dies before the status file is written


class StepLinesTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.logs = Path(self.tmp.name)
        self.runner = StepRunner(logs=self.logs)

    def tearDown(self):
        self.tmp.cleanup()

    def run_quietly(self, action):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            result = action()
        return result, out.getvalue()

    def test_a_failing_step_is_reported_failed_with_its_logs_failing_test(self):
        result, out = self.run_quietly(lambda: self.runner.run(Step("runner-tests", "the tests", failing_step)))
        self.assertEqual((result.status, result.failed), (1, True))
        self.assertRegex(out, r"^==> FAILED   the tests \(\d+ s, CPU \d+ s\): see build/logs/runner-tests\.log\n$")
        ok, out = self.run_quietly(self.runner.summary)
        self.assertFalse(ok)
        self.assertEqual(out.splitlines()[2:], [
            "==> why runner-tests failed (from build/logs/runner-tests.log):",
            "    FAILED tests/test_x.py::XTest::test_count - AssertionError: 2 != 3",
            "    E       AssertionError: 2 != 3"])

    def test_a_skipped_step_says_why_and_an_ok_step_its_times(self):
        _, out = self.run_quietly(lambda: self.runner.run(Step("types", "type check", skipped_step)))
        self.assertEqual(out, "==> skipped  type check: mypy not installed (apt-get install mypy)\n")
        _, out = self.run_quietly(lambda: self.runner.run(Step("bare", "no note", lambda ctx: SKIPPED)))
        self.assertEqual(out, "==> skipped  no note: see build/logs/bare.log\n")
        _, out = self.run_quietly(lambda: self.runner.run(Step("fine", "fine", lambda ctx: 0)))
        self.assertRegex(out, r"^==> ok       fine \(\d+ s, CPU \d+ s\)\n$")
        ok, out = self.run_quietly(self.runner.summary)
        self.assertTrue(ok)
        self.assertNotIn("why", out)

    def test_a_steps_terminal_lines_are_indented_and_an_exception_fails_only_its_step(self):
        def talks(ctx):
            ctx.terminal("lib: 3 passed, 0 failed, 0 skipped")
            raise RuntimeError("broken step")
        _, out = self.run_quietly(lambda: self.runner.run(Step("talks", "talks", talks)))
        self.assertTrue(out.startswith("    lib: 3 passed, 0 failed, 0 skipped\n==> FAILED   talks"), out)
        self.assertIn("RuntimeError: broken step", (self.logs / "talks.log").read_text())
        self.assertEqual(steps.why_step_failed(self.logs / "talks.log"),
                         ["(no failing test named; the log's last line: RuntimeError: broken step)"])

    def test_why_a_step_failed_names_at_most_12_lines_of_150_columns_pytest_first(self):
        log = self.logs / "junit.log"
        log.write_text("".join(f"[ERROR]   FooTest.test{i}:{i} expected {'x' * 200}\n" for i in range(20))
                       + "FAILED tests/a.py::A::b - boom\n", encoding="utf-8")
        lines = steps.why_step_failed(log)
        self.assertEqual(len(lines), 12)
        self.assertEqual(lines[0], "FAILED tests/a.py::A::b - boom")
        self.assertEqual(lines[1], f"[ERROR]   FooTest.test0:0 expected {'x' * 200}"[:150])

    def test_a_step_run_aside_runs_beside_the_next_and_is_collected_with_its_cpu(self):
        beside_saw = []

        def beside(ctx):
            for _ in range(600):  # the aside step started while this one runs
                if (self.logs / "aside.started").exists():
                    beside_saw.append(True)
                    (self.logs / "beside.saw-aside").write_text("yes\n", encoding="utf-8")
                    return 0
                time.sleep(0.1)
            return 1
        _, out = self.run_quietly(lambda: steps.run_in_turn(self.runner, [
            Step("aside", "the aside step", aside_step, aside=True), Step("beside", "the step beside", beside)]))
        lines = out.splitlines()
        self.assertEqual(beside_saw, [True])
        self.assertRegex(lines[0], r"^==> ok       the step beside ")
        self.assertRegex(lines[1], r"^==> ok       the aside step \(\d+ s, CPU [1-9]\d* s\)$")
        self.assertIn("the step beside saw me", (self.logs / "aside.log").read_text())
        status, _, cpu = steps.read_status(self.logs / "aside.status")
        self.assertEqual(status, 0)
        self.assertGreaterEqual(cpu, 1)

    def test_an_aside_step_that_leaves_no_status_is_failed(self):
        _, out = self.run_quietly(lambda: steps.run_in_turn(self.runner, [
            Step("crash", "crashes", crashing_aside_step, aside=True)]))
        self.assertRegex(out, r"^==> FAILED   crashes \(0 s, CPU 0 s\): see build/logs/crash\.log\n$")

    def test_closing_counts_add_junit_pytest_and_notebook_runs(self):
        (self.logs / "junit-counts").write_text("796 2 1\n", encoding="utf-8")
        (self.logs / "test-reports").mkdir()
        (self.logs / "test-reports" / "runner-tests.xml").write_text(
            '<testsuites><testsuite><testcase classname="t.A" name="a"/><testcase classname="t.A" name="b">'
            '<failure message="no"/></testcase><testcase classname="t.A" name="c"><skipped message="why"/>'
            '</testcase></testsuite></testsuites>', encoding="utf-8")
        (self.logs / "logs").mkdir()
        (self.logs / "logs" / "notebooks.log").write_text(
            "[bundled] 00-quickstart     9.7 s  ok\n[jjava] 00-quickstart     9.9 s  FAILED (cell 3)\n"
            "01-intro     3.0 s  ok\nbundled: 2 of 2 notebooks ok\n", encoding="utf-8")
        self.assertEqual(steps.closing_counts(self.logs), "799 passed, 4 failed, 2 skipped")


class BuildStampTest(unittest.TestCase):
    """The library builds when a source is newer than its stamp, and only then."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        root = self.root = Path(self.tmp.name)
        for folder in ("lib/src", "lib/core/src/main", "lib/target/classpath", "lib/tuning/target/classpath",
                       "build/logs", "stubs"):
            (root / folder).mkdir(parents=True)
        for pom in ("pom.xml", "lib/pom.xml", "lib/core/pom.xml"):
            (root / pom).write_text("<project/>\n", encoding="utf-8")
        self.source = root / "lib/core/src/main/Queens.java"
        self.source.write_text("class Queens {}\n", encoding="utf-8")
        self.called = root / "stubs" / "mvn-called"
        self.stub(0)
        self.jar = root / "lib/target/nqueens-kit-all.jar"
        self.jar.write_text("jar\n", encoding="utf-8")
        self.patches = [mock.patch.object(build, "ROOT", root), mock.patch.object(build, "BUILD", root / "build"),
                        mock.patch.object(build, "LOGS", root / "build/logs"), mock.patch.object(build, "KIT_JAR", self.jar),
                        mock.patch.object(build, "LIB_STAMP", root / "build/.lib-built"),
                        mock.patch.dict(os.environ, PATH=f"{root / 'stubs'}:{os.environ['PATH']}")]
        for patch in self.patches:
            patch.start()

    def tearDown(self):
        for patch in reversed(self.patches):
            patch.stop()
        self.tmp.cleanup()

    def stub(self, status):
        mvn = self.root / "stubs" / "mvn"
        mvn.write_text(f'#!/bin/sh\necho "$@" >> "{self.called}"\necho "\033[1mbuilt\033[0m"\nexit {status}\n',
                       encoding="utf-8")
        mvn.chmod(0o755)

    def build_lib(self):
        out = io.StringIO()
        build.build_lib(out=out)
        calls = self.called.read_text().splitlines() if self.called.exists() else []
        self.called.unlink(missing_ok=True)
        return out.getvalue(), calls

    def test_a_stamp_older_than_a_source_builds_again_and_only_then(self):
        out, calls = self.build_lib()  # no stamp yet
        self.assertEqual(out, "==> building the library (log: build/logs/build.log)\n")
        self.assertEqual(calls, ["-B -ntp -Dstyle.color=never -q -am -pl lib package -DskipTests"])
        self.assertEqual((self.root / "build/logs/build.log").read_text(), "built\n")  # colours stripped
        self.assertEqual(self.build_lib(), ("==> library: up to date\n", []))
        self.edit_after_the_build(self.source)
        self.assertEqual(len(self.build_lib()[1]), 1)
        self.assertEqual(self.build_lib(), ("==> library: up to date\n", []))
        (self.root / "lib/core/src/main/New.java").write_text("class New {}\n", encoding="utf-8")
        self.edit_after_the_build(self.root / "lib/core/src/main")  # a file added: its folder changed
        os.utime(self.root / "lib/core/src/main/New.java", (time.time() - 100, time.time() - 100))
        self.assertEqual(len(self.build_lib()[1]), 1)
        self.assertEqual(self.build_lib(), ("==> library: up to date\n", []))
        self.jar.unlink()  # the jar gone: built again although no source changed
        self.assertEqual(len(self.build_lib()[1]), 1)
        self.jar.write_text("jar\n", encoding="utf-8")
        self.assertEqual(self.build_lib(), ("==> library: up to date\n", []))
        (self.root / "lib/tuning/target/classpath").rmdir()  # the tuner's folder gone: built again too
        self.assertEqual(len(self.build_lib()[1]), 1)

    def edit_after_the_build(self, path):
        """As if `path` changed after the last build: the stamp 100 s old, `path` 50 s."""
        now = time.time()
        os.utime(self.root / "build/.lib-built", (now - 100, now - 100))
        os.utime(path, (now - 50, now - 50))

    def test_a_failed_build_leaves_no_stamp_and_stops_the_kit(self):
        self.stub(1)
        with self.assertRaises(KitExit) as raised:
            self.build_lib()
        self.assertEqual((raised.exception.status, raised.exception.message),
                         (2, "the library does not build; see build/logs/build.log"))
        self.assertEqual(sorted(p.name for p in (self.root / "build").iterdir()), ["logs"])

    def test_up_to_date_ignores_missing_paths_and_needs_the_stamp(self):
        stamp = self.root / "build" / ".stamp"
        self.assertFalse(build.up_to_date(stamp, [self.root / "lib"]))
        stamp.write_text("", encoding="utf-8")
        os.utime(stamp, (time.time() + 60, time.time() + 60))
        self.assertTrue(build.up_to_date(stamp, [self.root / "lib", self.root / "no-such-folder"]))
        os.utime(self.source, (time.time() + 120, time.time() + 120))
        self.assertFalse(build.up_to_date(stamp, [self.root / "lib"]))


if __name__ == "__main__":
    unittest.main()
