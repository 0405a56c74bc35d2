"""The judge's wire protocol, the grader's side: every message the grader frames for the judge and
every message it reads back. The Java side is io.nqueens.judge.JudgeHost (the line protocol),
io.nqueens.judge.Judge (a check request, a verdict), io.nqueens.grading.Serve (the serve cell's
call) and io.nqueens.assignments.Report (the record).

- The host's lines (JudgeHost): the grader writes one request a line, fields separated by tabs:
  `open SID CHANNEL LOG`, `check SID REQUEST_JSON`, `close SID` (request_line refuses a field
  holding a tab or a line break, the last one a line break). The host answers one line each:
  `SID listening`, `SID failed WHY`, `SID verdict JSON`, `SID closed ...`, and `- retiring`
  (parse_reply).
- A check request (check_request) and its verdict (read_verdict): {"id", "record", "checklist",
  "forbidden", "error"}, its id the request's.
- The serve cell (serve_form): what the kernel runs in place of a check cell; it calls
  io.nqueens.grading.Serve.serve(CHANNEL, GRADE_ID, "name", value, ...) and computes nothing.
- The record (read_report): the check's Report.toJson() (format "nqk-check-report", version 1;
  lib/course/src/test/resources/check-report/sample-v1.json is the record both sides are tested
  on). Its fields are read by name; a record of another format or version is refused
  (ReportFormatError), never guessed at, and the checklist a student sees is never parsed.
"""

import json
from dataclasses import dataclass
from pathlib import Path

from nqkit.kit_common import KitError

CHANNEL = ".nqk-judge.sock"  # the UNIX socket in a submission's work folder the serve cell calls

# What the host answers (the second field of its lines); HOST_SID is its line's SID when it speaks
# for itself (`- retiring`: it takes no new session).
LISTENING, FAILED, VERDICT, CLOSED, RETIRING = "listening", "failed", "verdict", "closed", "retiring"
HOST_SID = "-"


# ------------------------------------------------------------------------ the host's lines

def request_line(*fields: str) -> bytes:
    """One request line for the host; ValueError when a field would break the framing."""
    if not fields or any("\t" in f or "\n" in f for f in fields[:-1]) or "\n" in fields[-1]:
        raise ValueError(f"a judge request field holds a tab or a line break: {fields!r}")
    return ("\t".join(fields) + "\n").encode()


def open_request(sid: str, channel: Path | str, log: Path | str) -> bytes:
    """Opens session `sid`, listening on `channel`, logging to `log`."""
    return request_line("open", sid, str(channel), str(log))


def close_request(sid: str) -> bytes:
    """Ends session `sid` (and its check under way)."""
    return request_line("close", sid)


def check_request(sid: str, gid: str, source: str, points: float, variables: list[str], absent: list[str]) -> bytes:
    """Asks session `sid` for the verdict on check cell `gid` (its instructor's `source`, its
    `points`, the student `variables` it uses, the classes the student build leaves out)."""
    return request_line("check", sid, json.dumps({"id": gid, "source": source, "points": points,
                                                  "variables": variables, "absent": absent}))


@dataclass(frozen=True)
class Reply:
    """One line of the host's: its session id, kind (LISTENING, ...) and the rest of the line."""
    sid: str
    kind: str
    payload: str


def parse_reply(line: bytes) -> Reply:
    """The Reply of one line the host wrote (missing fields empty; bad UTF-8 replaced)."""
    sid, kind, payload = (line.decode("utf-8", "replace").rstrip("\n").split("\t", 2) + ["", ""])[:3]
    return Reply(sid, kind, payload)


# ------------------------------------------------------------------------ the verdict

@dataclass(frozen=True)
class Verdict:
    """The judge's answer to one check request (io.nqueens.judge.Checking): the record (text of
    Report.toJson(), read by read_report) and the checklist the student sees, the class of the
    kit's the student's code reached though its exercise leaves it out, or why there is no record."""
    id: str
    record: str | None
    checklist: str
    forbidden: str | None
    error: str | None


def read_verdict(payload: str, gid: str) -> Verdict:
    """The Verdict of a verdict line's JSON; ValueError when it is not one, or answers another check."""
    verdict = json.loads(payload)
    if not isinstance(verdict, dict):
        raise ValueError(f"the judge's verdict is not a JSON object: {payload[:80]!r}")
    if verdict.get("id") != gid:
        raise ValueError(f"the judge answered {verdict.get('id')} for {gid}")
    def text(name: str) -> str | None:
        value = verdict.get(name) or None  # absent, null or "": none
        if value is not None and not isinstance(value, str):
            raise ValueError(f"the judge's verdict has {name} = {json.dumps(value)[:80]}, expected text")
        return value
    return Verdict(gid, text("record"), text("checklist") or "", text("forbidden"), text("error"))


# ------------------------------------------------------------------------ the serve cell

def serve_form(channel: Path | str, gid: str, variables: list[str]) -> str:
    """The cell the kernel runs in place of a check cell: it serves the check's variables to the
    judge (io.nqueens.grading.Serve) and computes nothing of the verdict."""
    pairs = "".join(f', "{v}", {v}' for v in variables)
    return f'io.nqueens.grading.Serve.serve({json.dumps(str(channel))}, {json.dumps(gid)}{pairs});'


# ------------------------------------------------------------------------ the record

REPORT_FORMAT = "nqk-check-report"  # io.nqueens.assignments.Report.FORMAT
REPORT_VERSION = 1  # Report.FORMAT_VERSION: the version this grader reads


class ReportFormatError(KitError):
    """A check's record is not the one this grader reads (another format or version, a field
    missing or of the wrong type)."""


@dataclass(frozen=True)
class RuleRecord:
    """One rule of a check's record (Report.toJson()'s `rules`)."""
    rule: str
    passed: bool
    checked: bool  # false: the rule was never decided (the check stopped before it)
    points: int
    max_points: int
    message: str


@dataclass(frozen=True)
class CheckReport:
    """A check's record (Report.toJson()), its fields read by name."""
    title: str
    points: int
    max_points: int
    note: str
    not_written_yet: bool
    timed_out: bool
    rules: tuple


def _field(record, name, kind, where):
    """record[name], which must be of `kind` (an int field refuses true/false)."""
    if name not in record:
        raise ReportFormatError(f"the check's record ({REPORT_FORMAT} version {REPORT_VERSION}) "
                                f"lacks the field {where}{name}")
    value = record[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ReportFormatError(f"the check's record has {where}{name} = {json.dumps(value)[:80]}, "
                                f"expected {'a whole number' if kind is int else kind.__name__}")
    return value


def read_report(text):
    """The CheckReport of one record, Report.toJson()'s text; raises ReportFormatError saying what
    differs when the text is not a record of format REPORT_FORMAT, version REPORT_VERSION."""
    try:
        record = json.loads(text)
    except ValueError as e:
        raise ReportFormatError(f"the check's record is not JSON: {e}") from e
    if not isinstance(record, dict) or record.get("format") != REPORT_FORMAT:
        shown = record.get("format") if isinstance(record, dict) else type(record).__name__
        raise ReportFormatError(f"the check's record is not a {REPORT_FORMAT} (format {json.dumps(shown)[:80]})")
    version = record.get("version")
    if version != REPORT_VERSION:
        raise ReportFormatError(
            f"the check's record is {REPORT_FORMAT} version {json.dumps(version)[:20]}, but this grader reads "
            f"version {REPORT_VERSION} only: the kit's library (lib/target) and its tools/ are from different "
            f"versions; build the kit from one checkout (mvn -q package -DskipTests) and grade again")
    rules = []
    for i, r in enumerate(_field(record, "rules", list, "")):
        where = f"rules[{i}]."
        if not isinstance(r, dict):
            raise ReportFormatError(f"the check's record has rules[{i}] = {json.dumps(r)[:80]}, expected an object")
        rules.append(RuleRecord(_field(r, "rule", str, where), _field(r, "passed", bool, where),
                                _field(r, "checked", bool, where), _field(r, "points", int, where),
                                _field(r, "maxPoints", int, where), _field(r, "message", str, where)))
    return CheckReport(_field(record, "title", str, ""), _field(record, "points", int, ""),
                       _field(record, "maxPoints", int, ""), _field(record, "note", str, ""),
                       _field(record, "notWrittenYet", bool, ""), _field(record, "timedOut", bool, ""),
                       tuple(rules))
