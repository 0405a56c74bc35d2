"""A course as data: assignment files, a roster, submission times and the late policy.

An assignment is a JSON file (assignments/NAME.json in a course folder):

    {"assignment": "a1",
     "due": "2026-10-05T23:59:00+02:00",          (ISO 8601 with an offset, or "... Europe/Berlin")
     "notebooks": {"ex3-order-crossover": {"ex3-ox": 11},
                   "ex6-why-002-score-fails": {"ex6-fool": 3, "ex6-explain": 4}},
     "late": {"per": "day", "percent": 10, "max_percent": 50}}     (or "late": "none")

Each notebook lists the graded cells assigned (their nbgrader grade ids) and the points each is
worth in this assignment: a cell's score is scaled from its notebook points to them; cells not
listed are not graded. A late notebook loses `percent` of its points per started day (or hour),
at most `max_percent`. The roster is a CSV file with the columns id and name (others ignored; the
kit needs no e-mail address or other personal data).

A submission's time is read from timestamp.txt in the notebook's folder, as nbgrader's exchange
writes it ("2026-10-05 21:13:00.123456 UTC", or ISO 8601; a time without a zone is read in the
due date's zone), else it is the file's modification time; the source is recorded with it. A
timestamp.txt that is no regular file (a link, a FIFO, a device) or larger than 1000 bytes is
refused unread, the source naming it and why.
"""

import csv
import json
import math
import os
import re
import stat
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone, tzinfo
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from nqkit.kit_common import KitError

# Used with fullmatch: `$` would also match before a final newline ("alice\n" taken for "alice").
ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
UNITS = {"day": 86400, "hour": 3600}


class CourseError(KitError):
    """An assignment or roster file that cannot be used, said with the file, the field and what was expected."""


@dataclass
class LatePolicy:
    per: str | None = None  # None: no penalty (lateness is still recorded and shown)
    percent: float = 0
    max_percent: float = 0

    def penalty(self, seconds_late):
        """The percent of a notebook's points taken for `seconds_late` seconds of lateness."""
        if not self.per or seconds_late <= 0:
            return 0.0
        return float(min(self.max_percent, math.ceil(seconds_late / UNITS[self.per]) * self.percent))

    def describe(self):
        if not self.per:
            return "no late penalty"
        return f"{number(self.percent)}% per {self.per} late, at most {number(self.max_percent)}%"


@dataclass
class Assignment:
    id: str
    path: str
    due: datetime
    notebooks: dict  # {notebook file name: {grade id: points}}
    late: LatePolicy = field(default_factory=LatePolicy)

    @property
    def max_points(self):
        return sum(p for cells in self.notebooks.values() for p in cells.values())

    def to_json(self):
        return json.dumps({"assignment": self.id, "due": self.due.isoformat(), "notebooks": self.notebooks,
                           "late": {"per": self.late.per, "percent": self.late.percent,
                                    "max_percent": self.late.max_percent} if self.late.per else "none"})


def number(x):
    return str(int(x)) if float(x).is_integer() else str(round(float(x), 2))


def parse_time(text, default_zone=None, where="time"):
    """An aware datetime from ISO 8601 or nbgrader's "YYYY-MM-DD HH:MM:SS[.f] ZONE" (ZONE: UTC, Z,
    +HHMM or a tz database name); a time without a zone takes `default_zone`, else is refused."""
    text = text.strip()
    parts = text.rsplit(" ", 1)
    zone: tzinfo | None = None
    if len(parts) == 2 and re.fullmatch(r"UTC|GMT|Z|[+-]\d{2}:?\d{2}|[A-Za-z_]+/[A-Za-z_/+-]+", parts[1]):
        text, name = parts
        if name in ("UTC", "GMT", "Z"):
            zone = timezone.utc
        elif name[0] in "+-":
            digits = name[1:].replace(":", "")
            zone = timezone((-1 if name[0] == "-" else 1) * timedelta(hours=int(digits[:2]), minutes=int(digits[2:])))
        else:
            try:
                zone = ZoneInfo(name)
            except (ZoneInfoNotFoundError, ValueError) as e:
                raise CourseError(f"{where}: unknown time zone {name!r}") from e
    try:
        value = datetime.fromisoformat(text.replace("Z", "+00:00") if text.endswith("Z") else text)
    except ValueError as e:
        raise CourseError(f"{where}: {text!r} is not a date and time (expected e.g. 2026-10-05T23:59:00+02:00 "
                          f"or 2026-10-05 23:59:00 Europe/Berlin)") from e
    if value.tzinfo is None:
        value = value.replace(tzinfo=zone or default_zone) if (zone or default_zone) else value
    if value.tzinfo is None:
        raise CourseError(f"{where}: {text!r} has no time zone (add +02:00, UTC or a name like Europe/Berlin)")
    return value


def load_assignment(path, sources):
    """The Assignment of a JSON file; `sources` is {notebook name: {grade id: cell points}} of the
    instructor's notebooks. Raises CourseError naming the file and field."""
    path = Path(path)
    where = str(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise CourseError(f"{where}: not a JSON assignment file: {e}") from e
    if not isinstance(data, dict):
        raise CourseError(f"{where}: expected a JSON object with assignment, due, notebooks and late")
    unknown = set(data) - {"assignment", "due", "notebooks", "late", "title"}
    if unknown:
        raise CourseError(f"{where}: unknown field(s) {', '.join(sorted(unknown))} (expected assignment, due, "
                          f"notebooks, late, title)")
    aid = data.get("assignment")
    if not isinstance(aid, str) or not ID.fullmatch(aid):
        raise CourseError(f"{where}: assignment = {json.dumps(aid)}, expected a name of letters, digits, . _ -")
    if not isinstance(data.get("due"), str):
        raise CourseError(f"{where}: due = {json.dumps(data.get('due'))}, expected a date and time with its zone")
    due = parse_time(data["due"], where=f"{where}: due")
    notebooks = data.get("notebooks")
    if not isinstance(notebooks, dict) or not notebooks:
        raise CourseError(f"{where}: notebooks must map notebook names to {{grade id: points}}")
    chosen = {}
    for name, cells in notebooks.items():
        file = name if name.endswith(".ipynb") else name + ".ipynb"
        if file not in sources:
            raise CourseError(f"{where}: notebooks: no exercise notebook {name!r}; the notebooks are "
                              f"{', '.join(Path(n).stem for n in sorted(sources))}")
        valid = sources[file]
        if not isinstance(cells, dict) or not cells:
            raise CourseError(f"{where}: notebooks.{name}: expected {{grade id: points}}, e.g. "
                              f"{json.dumps({k: v for k, v in valid.items()})}")
        for gid, points in cells.items():
            if gid not in valid:
                raise CourseError(f"{where}: notebooks.{name}: {gid!r} is not a graded cell of {file}; its graded "
                                  f"cells are {', '.join(f'{k} ({number(v)} points)' for k, v in valid.items())}")
            if isinstance(points, bool) or not isinstance(points, (int, float)) or not 0 < points <= 1000:
                raise CourseError(f"{where}: notebooks.{name}.{gid} = {json.dumps(points)}, expected points "
                                  f"above 0 (the cell's own: {number(valid[gid])})")
        chosen[file] = dict(cells)
    return Assignment(aid, where, due, chosen, late_policy(data.get("late", "none"), where))


def late_policy(value, where):
    if value in ("none", None):
        return LatePolicy()
    expected = (f"{where}: late = {json.dumps(value)}, expected \"none\" or "
                f"{{\"per\": \"day\" or \"hour\", \"percent\": 10, \"max_percent\": 50}}")
    if not isinstance(value, dict) or set(value) != {"per", "percent", "max_percent"} or value["per"] not in UNITS:
        raise CourseError(expected)
    for key in ("percent", "max_percent"):
        v = value[key]
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= 100:
            raise CourseError(f"{where}: late.{key} = {json.dumps(v)}, expected a percent from 0 to 100")
    return LatePolicy(value["per"], value["percent"], value["max_percent"])


def load_roster(path):
    """{student id: name} of a CSV file with the columns id and name."""
    path = Path(path)
    try:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            rows = list(reader)
    except (OSError, UnicodeDecodeError, csv.Error) as e:
        raise CourseError(f"{path}: not a roster CSV file: {e}") from e
    if not reader.fieldnames or not {"id", "name"} <= set(reader.fieldnames):
        raise CourseError(f"{path}: a roster needs the columns id and name (found {reader.fieldnames})")
    roster = {}
    for line, row in enumerate(rows, 2):
        raw = row.get("id") or ""
        sid = raw.strip(" \t")  # spaces of a hand-edited file go; a line break in an id is refused below
        if not ID.fullmatch(sid):
            raise CourseError(f"{path}, line {line}: id = {sid!r}, expected letters, digits, . _ - (a folder name)")
        if sid in roster:
            raise CourseError(f"{path}, line {line}: student {sid} is listed twice")
        roster[sid] = (row.get("name") or "").strip()
    if not roster:
        raise CourseError(f"{path}: the roster lists no student")
    return roster


def submitted_file(folder, name):
    """The file grading.discover grades for notebook `name` in a student's folder (the first one in
    sorted order, symbolic links aside), or None."""
    for base, dirs, files in os.walk(folder, followlinks=False):
        dirs[:] = sorted(d for d in dirs if d != ".ipynb_checkpoints")
        if name in files and not (Path(base) / name).is_symlink():
            return Path(base) / name
    return None


# nbgrader's exchange writes about 30 bytes ("2026-10-05 21:13:00.123456 UTC"): a larger file is
# no timestamp, and is never read whole (it could be gigabytes, or endless).
MAX_TIMESTAMP_BYTES = 1000


def read_timestamp(stamp):
    """The text of a timestamp.txt, at most MAX_TIMESTAMP_BYTES; raises CourseError naming the file
    when it is not a regular file (a symbolic link, e.g. to /dev/zero, a FIFO, which would block a
    reader, a device, a folder) or is larger, before reading any of it. The file is opened without
    following a link and without blocking, and checked again once open (it may be swapped between),
    and at most one byte past the limit is read (it may grow). FileNotFoundError when it is absent."""
    stamp = Path(stamp)
    kinds = {stat.S_IFLNK: "a symbolic link", stat.S_IFIFO: "a FIFO", stat.S_IFDIR: "a folder",
             stat.S_IFCHR: "a device", stat.S_IFBLK: "a device", stat.S_IFSOCK: "a socket"}

    def check(st):
        if not stat.S_ISREG(st.st_mode):
            raise CourseError(f"{stamp} is {kinds.get(stat.S_IFMT(st.st_mode), 'not a file')}, not a regular "
                              f"file: not read")
        if st.st_size > MAX_TIMESTAMP_BYTES:
            raise CourseError(f"{stamp} holds {st.st_size:,} bytes, more than the {MAX_TIMESTAMP_BYTES:,} a "
                              f"timestamp may take: not read")
    try:
        check(os.lstat(stamp))
    except (FileNotFoundError, CourseError):
        raise
    except OSError as e:  # e.g. a folder on the way that may not be read
        raise CourseError(f"{stamp} could not be examined ({e.strerror}): not read") from e
    try:
        fd = os.open(stamp, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as e:  # ELOOP: it became a link meanwhile
        raise CourseError(f"{stamp} could not be opened ({e.strerror}): not read") from e
    try:
        check(os.fstat(fd))
        data = os.read(fd, MAX_TIMESTAMP_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) > MAX_TIMESTAMP_BYTES:
        raise CourseError(f"{stamp} grew past the {MAX_TIMESTAMP_BYTES:,} bytes a timestamp may take: not read")
    return data.decode("utf-8", errors="replace")


def submission_time(path, due):
    """(aware UTC datetime, source) of a submitted notebook: timestamp.txt beside it, else its mtime
    (the source then says why timestamp.txt was not used, naming it, when there is one)."""
    stamp = Path(path).parent / "timestamp.txt"
    mtime = datetime.fromtimestamp(Path(path).stat().st_mtime, timezone.utc)
    try:
        text = read_timestamp(stamp)
    except FileNotFoundError:
        return mtime, "file time"
    except CourseError as e:
        return mtime, f"file time (timestamp.txt refused: {e})"
    try:
        return parse_time(text, due.tzinfo, where=str(stamp)).astimezone(timezone.utc), "timestamp.txt"
    except CourseError as e:
        return mtime, f"file time (timestamp.txt unreadable: {str(e)[:120]})"


def late_seconds(submitted, due):
    return max(0.0, (submitted - due).total_seconds())


def describe_late(seconds):
    """'2 days 3 hours late', '40 minutes late', or 'on time'."""
    if seconds <= 0:
        return "on time"
    days, rest = divmod(int(math.ceil(seconds)), 86400)
    hours, rest = divmod(rest, 3600)
    minutes = math.ceil(rest / 60)
    parts = [f"{days} day{'s' * (days != 1)}"] if days else []
    parts += [f"{hours} hour{'s' * (hours != 1)}"] if hours else []
    parts += [f"{minutes} minute{'s' * (minutes != 1)}"] if minutes and not days else []
    return " ".join(parts) + " late"
