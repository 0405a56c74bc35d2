"""The judge: the JVM that computes every check's verdict, outside the sandbox and out of the
student's reach (io.nqueens.judge.Judge), and the student builds the graded kernels load.

- JudgePool: the grading run's judge JVM (io.nqueens.judge.JudgeHost), started once and kept
  warm; Judge: one graded notebook's session in it (a class loader of its own over the kit's class
  path, a JShell and a socket of its own: nothing of one notebook's checks is seen by another's).
  For each check cell the grader sends it one JSON line (grade id, the instructor's check source, the
  cell's points, the student variables it uses, the classes the student build leaves out) and
  runs, in the kernel, the serve cell (judge_wire.serve_form) that answers the judge's calls over
  a UNIX socket in the submission's work folder. The verdict (the check's record, its checklist,
  a forbidden class the student's code reached) is read from the judge's stdout, which only the
  grader reads. Every message's form is tools/nqkit/judge_wire.py's. A session whose kernel never connected is closed and opened afresh for the next
  check; a session that leaves a thread running retires its JVM (the next session gets a new one).
- student_build(): the kit's class path (lib/target/classpath) without the classes a notebook's
  exercise asks the student to write (its metadata `nqueens.absent_when_graded`, e.g.
  io.nqueens.operators.crossover.OrderCrossover), hard-linked into a folder of its own: a
  submission that calls one fails to compile or link, and is scored 0 naming the class.
"""

import asyncio
import hashlib
import os
import shutil
from pathlib import Path

from nqkit import judge_wire as wire
from nqkit.kit_common import ROOT, publish_folder

KIT_CLASSPATH = ROOT / "lib" / "target" / "classpath"
# The judge's own classes (module io.nqueens.judge), kept off the student's class path: a session's
# class path is the kit's and this one.
JUDGE_CLASSPATH = ROOT / "lib" / "target" / "judge-classpath"


def absent_classes(nb):
    """The fully qualified classes a source notebook's exercise forbids (left out when graded)."""
    return list(nb.metadata.get("nqueens", {}).get("absent_when_graded", []))


def student_build(absent, root):
    """A copy of the kit's class path without `absent` (and their nested classes), hard-linked
    under `root`; the same folder for the same set. Returns its path."""
    absent = sorted(set(absent))
    digest = hashlib.sha256("\n".join(absent).encode()).hexdigest()[:16]
    target = Path(root) / f"student-build-{digest}"
    if target.is_dir():
        return target
    left_out = {a.replace(".", "/") for a in absent}
    partial = Path(str(target) + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)  # (empty where the kit is not built: the course tests' fake kernel loads nothing)
    for base, dirs, files in os.walk(KIT_CLASSPATH):
        rel = Path(base).relative_to(KIT_CLASSPATH)
        (partial / rel).mkdir(parents=True, exist_ok=True)
        for f in files:
            stem = (rel / f).as_posix()
            if f.endswith(".class") and (stem[:-6] in left_out or stem.split("$")[0] in left_out):
                continue
            try:
                os.link(Path(base) / f, partial / rel / f)
            except OSError:
                shutil.copy2(Path(base) / f, partial / rel / f)
    publish_folder(partial, target)  # a folder seen is a whole one
    return target


HOST_CLASS = "io.nqueens.judge.JudgeHost"
JAVA_OPENS = ["--add-opens", "java.base/java.util=ALL-UNNAMED"]
HOST_OPTIONS = ["--scale", "10", "--call-limit", "60", "--connect", "60"]
# A host serves this many sessions, then a fresh one takes the next (the old one ends with its last
# session): whatever a closed session's class loader may leave reachable in the JVM stays bounded,
# for about 1.5 CPU-seconds per 64 notebooks.
SESSIONS_PER_HOST = 64


def host_build(root):
    """A folder under `root` holding the JudgeHost classes alone (hard links into the judge's class
    path): the host JVM's class path, so that every kit class a session uses is loaded by that
    session's own class loader (the host refuses a class path holding the kit). Returns its path."""
    target = Path(root) / "judge-host"
    if target.is_dir():
        return target
    partial = Path(str(target) + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    (partial / "io" / "nqueens" / "judge").mkdir(parents=True)
    found = sorted((JUDGE_CLASSPATH / "io" / "nqueens" / "judge").glob("JudgeHost*.class"))
    if not found:
        raise FileNotFoundError(f"no JudgeHost class in {JUDGE_CLASSPATH}: build the kit (./kit run builds it)")
    for f in found:
        try:
            os.link(f, partial / "io" / "nqueens" / "judge" / f.name)
        except OSError:
            shutil.copy2(f, partial / "io" / "nqueens" / "judge" / f.name)
    publish_folder(partial, target)
    return target


class JudgeHost:
    """One judge JVM (io.nqueens.judge.JudgeHost) serving many notebooks' sessions: each session
    has its own class loader over the kit, its own JShell, socket and thread group in that JVM.
    Replies are read by one task and handed to each session's queue. Starting it costs about 1.5
    CPU-seconds once; a session about 0.2 s in the warm JVM."""

    def __init__(self, folder, log, live):
        self.folder, self.log, self.live = Path(folder), log, live
        self.process: asyncio.subprocess.Process | None = None
        self.reader: asyncio.Future | None = None
        self.queues: dict[str, asyncio.Queue] = {}  # session id -> asyncio.Queue of (kind, payload)
        self.retiring = False  # a session left a thread running: no new session here
        self.ended = False
        self.opened = 0

    async def start(self):
        java = shutil.which("java") or "java"
        # setpriv: the judge gets SIGKILL when the grader dies, as the kernels do.
        prefix = ["setpriv", "--pdeathsig", "KILL"] if shutil.which("setpriv") else []
        self.process = await asyncio.create_subprocess_exec(
            # C1 only: each session's kit classes are its own, so C2's work on them is lost with the
            # session (C2 took 20 of the host's 80 CPU-seconds on the held-out set). java.util open:
            # the judge reads an engine generator's state to hand the kernel a copy (MirroredRandom).
            *prefix, java, "-Xmx1536m", "-XX:TieredStopAtLevel=1", *JAVA_OPENS,
            "-cp", str(host_build(self.folder)), HOST_CLASS,
            "--classpath", os.pathsep.join([str(KIT_CLASSPATH), str(JUDGE_CLASSPATH)]), *HOST_OPTIONS,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=self.log,
            limit=64 * 1024 * 1024)
        self.live.add(self.process.pid)
        self.reader = asyncio.ensure_future(self._read())

    def _pipes(self):
        """The started host's input and output."""
        assert self.process is not None and self.process.stdin is not None and self.process.stdout is not None
        return self.process.stdin, self.process.stdout

    async def _read(self):
        _, stdout = self._pipes()
        while True:
            line = await stdout.readline()
            if not line:
                break
            reply = wire.parse_reply(line)
            if reply.sid == wire.HOST_SID and reply.kind == wire.RETIRING:
                self.retiring = True
            elif reply.sid in self.queues:
                self.queues[reply.sid].put_nowait((reply.kind, reply.payload))
        self.ended = True
        for q in self.queues.values():
            q.put_nowait((wire.FAILED, "the judge ended"))

    def usable(self):
        return (self.process is not None and not self.ended and not self.retiring
                and self.opened < SESSIONS_PER_HOST)

    async def send(self, line: bytes):
        """Writes one request line (judge_wire's); EOFError when the host has ended."""
        if self.ended:  # its output closed: a write could still land in the pipe's buffer unnoticed
            raise EOFError("the judge ended (its output closed)")
        stdin, _ = self._pipes()
        try:
            stdin.write(line)
            await stdin.drain()
        except ConnectionError as e:
            raise EOFError(f"the judge ended ({e})") from e

    async def stop(self):
        """Closes its input (the host ends, and with it any thread a session left); kills it after 10 s."""
        if self.process is None:
            return
        if self.process.returncode is None:
            try:
                self._pipes()[0].close()
                await asyncio.wait_for(self.process.wait(), 10)
            except (asyncio.TimeoutError, ConnectionError):
                self.process.kill()
                await self.process.wait()
        if self.reader is not None:
            await self.reader
        self.live.discard(self.process.pid)


class JudgePool:
    """The grading run's judge: one warm JudgeHost, replaced when it retires or dies (a retired one
    ends once its last session closes). `folder`: where its class path is made; `log`: its own log
    file (a session's log is the notebook's)."""

    def __init__(self, folder, log, live=None):
        self.folder, self.log = Path(folder), log
        self.live = live if live is not None else set()
        self.host = None
        self.hosts = []
        self.count = 0
        self.lock = asyncio.Lock()

    async def open(self, channel, log_path):
        """A new session listening on `channel`; returns (host, session id, its queue)."""
        async with self.lock:
            if self.host is None or not self.host.usable():
                self.host = JudgeHost(self.folder, self.log, self.live)
                self.hosts.append(self.host)
                await self.host.start()
                await self._end_idle()
            host = self.host
            host.opened += 1
            self.count += 1
            sid = f"s{self.count}"
        queue: asyncio.Queue = asyncio.Queue()
        host.queues[sid] = queue
        try:
            await host.send(wire.open_request(sid, channel, log_path))
        except EOFError:
            host.queues.pop(sid, None)
            raise
        kind, payload = await queue.get()
        if kind != wire.LISTENING:
            host.queues.pop(sid, None)
            raise EOFError(f"the judge could not open a session: {payload}")
        return host, sid, queue

    async def close(self, host, sid):
        """Ends a session (its check under way too); waits until the host says it is freed."""
        queue = host.queues.get(sid)
        if queue is not None and not host.ended:
            try:
                await host.send(wire.close_request(sid))
                while True:
                    kind, _ = await asyncio.wait_for(queue.get(), 60)
                    if kind == wire.CLOSED or (kind == wire.FAILED and host.ended):
                        break
            except (asyncio.TimeoutError, EOFError):
                host.retiring = True  # a session that does not close: no new one shares that JVM
        host.queues.pop(sid, None)
        await self._end_idle()

    async def _end_idle(self):
        for host in [h for h in self.hosts if h is not self.host and not h.queues]:
            self.hosts.remove(host)
            await host.stop()

    async def aclose(self):
        """Stops every host (at the end of the grading run)."""
        self.host = None
        for host in self.hosts:
            await host.stop()
        self.hosts = []


class Judge:
    """One notebook's judge: a session of the run's JudgePool (its own class loader, JShell and
    socket in the submission's work folder), opened when first needed and again after stop()."""

    def __init__(self, work, log, live=None, pool=None):
        self.channel = Path(work) / wire.CHANNEL
        self.log_path = Path(log.name) if getattr(log, "name", None) else Path(os.devnull)
        self.live = live if live is not None else set()
        self.own_pool = pool is None  # no run-level pool: a pool of its own, stopped with it
        self.pool = pool
        self.session: tuple[JudgeHost, str, asyncio.Queue] | None = None

    async def ready(self):
        """Opens a session unless one is open; returns once it listens on its socket."""
        if self.session is not None and self.session[0].ended:
            await self.stop()
        if self.session is None:
            if self.pool is None:
                self.pool = JudgePool(self.channel.parent, subprocess_log(self.channel.parent), self.live)
            self.channel.unlink(missing_ok=True)  # "exists" must mean the new session listens
            self.session = await self.pool.open(self.channel, self.log_path)
            if self.channel.exists():  # a kernel run as a sandbox uid must be let in: its work folder
                os.chmod(self.channel, 0o666)  # is its own (0700), so no one else reaches the socket there

    def pids(self):
        """The pid of the JVM this notebook's session runs in (none before ready())."""
        host = self.session[0] if self.session is not None else None
        process = host.process if host is not None else None
        return [process.pid] if process is not None and process.returncode is None else []

    async def check(self, gid, source, points, variables, absent) -> wire.Verdict:
        """The judge's verdict on one check; raises EOFError when the judge died, ValueError when
        its answer is not a verdict on this check."""
        await self.ready()
        assert self.session is not None  # ready() opened it
        host, sid, queue = self.session
        await host.send(wire.check_request(sid, gid, source, points, variables, absent))
        kind, payload = await queue.get()
        if kind != wire.VERDICT:
            raise EOFError(f"the judge gave no verdict: {payload}")
        return wire.read_verdict(payload, gid)

    async def stop(self):
        if self.session is not None:
            session, self.session = self.session, None
            await self.pool.close(*session[:2])
        if self.own_pool and self.pool is not None:
            await self.pool.aclose()
            self.pool.log.close()
            self.pool = None


def subprocess_log(folder):
    """The host's log file when a Judge runs without a run-level pool: in `folder`."""
    return open(Path(folder) / ".nqk-judge-host.log", "a")
