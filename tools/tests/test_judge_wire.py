#!/usr/bin/python3
"""Tests of tools/nqkit/judge_wire.py: the grader's side of the judge's protocol, framed and read
exactly as io.nqueens.judge.JudgeHost and io.nqueens.judge.Judge write and read it."""

import json
import unittest

from nqkit import judge_wire as wire


class HostLinesTest(unittest.TestCase):

    def test_requests_are_one_tab_separated_line(self):
        self.assertEqual(b"open\ts1\t/w/.nqk-judge.sock\t/p/a.judge.log\n",
                         wire.open_request("s1", "/w/.nqk-judge.sock", "/p/a.judge.log"))
        self.assertEqual(b"close\ts2\n", wire.close_request("s2"))
        line = wire.check_request("s3", "ex3-ox", "a\tb\nc.score()", 11, ["myOx"], ["x.Y"])
        verb, sid, payload = line.decode().rstrip("\n").split("\t", 2)
        self.assertEqual(("check", "s3"), (verb, sid))
        self.assertEqual({"id": "ex3-ox", "source": "a\tb\nc.score()", "points": 11, "variables": ["myOx"],
                          "absent": ["x.Y"]}, json.loads(payload))
        self.assertEqual(1, line.count(b"\n"), "the source's tab and line break are escaped in the JSON")

    def test_a_field_that_would_break_the_framing_is_refused(self):
        with self.assertRaisesRegex(ValueError, r"a judge request field holds a tab or a line break: \('open', 's1', "
                                                r"'/w/a\\tb', "):
            wire.open_request("s1", "/w/a\tb", "/log")
        with self.assertRaisesRegex(ValueError, "a tab or a line break"):
            wire.close_request("s1\n")
        with self.assertRaisesRegex(ValueError, "a tab or a line break"):
            wire.request_line()

    def test_replies_are_read_by_field_and_a_short_line_has_empty_fields(self):
        self.assertEqual(wire.Reply("s1", wire.VERDICT, '{"id": "a\\tb"}\tmore'),
                         wire.parse_reply(b's1\tverdict\t{"id": "a\\tb"}\tmore\n'))
        self.assertEqual(wire.Reply(wire.HOST_SID, wire.RETIRING, ""), wire.parse_reply(b"-\tretiring\n"))
        self.assertEqual(wire.Reply("s1", "", ""), wire.parse_reply(b"s1\n"))
        self.assertEqual(wire.Reply("s\ufffd", "failed", "x"), wire.parse_reply(b"s\xff\tfailed\tx\n"))


class VerdictTest(unittest.TestCase):

    def test_a_verdict_is_read_by_field(self):
        payload = json.dumps({"id": "ex3-ox", "record": "{}", "checklist": "Check x", "forbidden": None, "error": None})
        self.assertEqual(wire.Verdict("ex3-ox", "{}", "Check x", None, None), wire.read_verdict(payload, "ex3-ox"))
        payload = json.dumps({"id": "ex3-ox", "record": None, "error": "no connection"})
        self.assertEqual(wire.Verdict("ex3-ox", None, "", None, "no connection"), wire.read_verdict(payload, "ex3-ox"))

    def test_a_verdict_on_another_check_or_of_another_form_is_refused(self):
        with self.assertRaisesRegex(ValueError, "^the judge answered ex4 for ex3-ox$"):
            wire.read_verdict(json.dumps({"id": "ex4"}), "ex3-ox")
        with self.assertRaisesRegex(ValueError, r"^the judge's verdict is not a JSON object: '\[1\]'$"):
            wire.read_verdict("[1]", "ex3-ox")
        with self.assertRaisesRegex(ValueError, r"^the judge's verdict has forbidden = \[\"x\"\], expected text$"):
            wire.read_verdict(json.dumps({"id": "ex3-ox", "forbidden": ["x"]}), "ex3-ox")
        with self.assertRaises(ValueError):  # not JSON at all
            wire.read_verdict("PASS 6/6", "ex3-ox")


if __name__ == "__main__":
    unittest.main()
