#!/usr/bin/python3
"""Tests of tools/nqkit/grade_judge.py's pool of judge JVMs (io.nqueens.judge.JudgeHost) as the grader
drives it: sessions share one warm JVM, a JVM that died is replaced for the next session, and a
JVM ends once it served its share of sessions. The judging itself is JudgeTest's and
JudgeHostTest's (lib/). Skips when the kit is not built."""

import asyncio
import os
import tempfile
import unittest
from pathlib import Path

from nqkit import grade_judge as gj
from nqkit import judge_wire as wire


@unittest.skipUnless((gj.JUDGE_CLASSPATH / "io" / "nqueens" / "judge" / "JudgeHost.class").is_file(),
                     "the kit is not built (./kit run builds lib/target/judge-classpath)")
class PoolTest(unittest.TestCase):

    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp(prefix="nqk-test-judge-"))
        self.addCleanup(__import__("shutil").rmtree, self.tmp, True)
        self.log = open(self.tmp / "host.log", "w")
        self.addCleanup(self.log.close)

    def judge(self, pool, name):
        work = self.tmp / name
        work.mkdir()
        log = open(work / "judge.log", "w")  # as the grader's: the session appends to it by name
        self.addCleanup(log.close)
        return gj.Judge(work, log, pool.live, pool)

    def test_sessions_share_a_host_a_dead_host_is_replaced_and_a_full_one_ends_with_its_last_session(self):
        async def scenario():
            pool = gj.JudgePool(self.tmp, self.log)
            saved, gj.SESSIONS_PER_HOST = gj.SESSIONS_PER_HOST, 2
            try:
                a, b, c = (self.judge(pool, n) for n in "abc")
                await asyncio.gather(a.ready(), b.ready())
                self.assertIs(a.session[0], b.session[0])
                first = a.session[0]
                self.assertTrue(a.channel.exists() and b.channel.exists())
                self.assertEqual(0o666, os.stat(a.channel).st_mode & 0o777)
                self.assertEqual({first.process.pid}, pool.live)
                await c.ready()  # the first host served its 2 sessions: a new one
                self.assertIsNot(first, c.session[0])
                await a.stop()
                self.assertFalse(a.channel.exists(), "a closed session's socket is removed")
                self.assertIsNone(first.process.returncode, "still serving b")
                await b.stop()
                self.assertEqual(0, first.process.returncode, "ended with its last session")
                second = c.session[0]
                second.process.kill()
                await second.reader
                self.assertTrue(second.ended)
                with self.assertRaisesRegex(EOFError, "the judge ended"):
                    await second.send(wire.request_line("check", "s3", "{}"))
                await c.ready()  # a session on a fresh host
                self.assertNotIn(c.session[0], (first, second))
                await c.stop()
            finally:
                gj.SESSIONS_PER_HOST = saved
                await pool.aclose()
            self.assertEqual(set(), pool.live)
        asyncio.run(scenario())


if __name__ == "__main__":
    unittest.main()
