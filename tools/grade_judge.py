"""The judge: the JVM that computes every check's verdict, outside the sandbox and out of the
student's reach (io.nqueens.grading.Judge), and the student builds the graded kernels load.

- Judge: one per graded notebook, started by the grader with the kit's full class path. For each
  check cell the grader sends it one JSON line (grade id, the instructor's check source, the
  cell's points, the student variables it uses, the classes the student build leaves out) and
  runs, in the kernel, the serve cell (grade_merge.serve_form) that answers the judge's calls over
  a UNIX socket in the submission's work folder. The verdict (the check's record, its checklist,
  a forbidden class the student's code reached) is read from the judge's stdout, which only the
  grader reads. A judge whose kernel never connected is killed and started afresh for the next
  check.
- student_build(): the kit's class path (lib/target/classpath) without the classes a notebook's
  exercise asks the student to write (its metadata `nqueens.absent_when_graded`, e.g.
  io.nqueens.operators.crossover.OrderCrossover), hard-linked into a folder of its own: a
  submission that calls one fails to compile or link, and is scored 0 naming the class.
"""

import asyncio
import hashlib
import json
import os
import shutil
from pathlib import Path

from kit_common import ROOT, publish_folder

KIT_CLASSPATH = ROOT / "lib" / "target" / "classpath"
CHANNEL = ".nqk-judge.sock"


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


class Judge:
    """One judge JVM and its socket in the submission's work folder."""

    def __init__(self, work, log, live=None):
        self.channel = Path(work) / CHANNEL
        self.log = log  # the judge's own log file (never the kernel's: its start-up watch reads that)
        self.live = live if live is not None else set()  # the grader's processes spared from its stray hunt
        self.process = None

    async def start(self):
        java = shutil.which("java") or "java"
        self.channel.unlink(missing_ok=True)  # a killed judge's socket: "exists" must mean the new one listens
        # setpriv: the judge gets SIGKILL when the grader dies, as the kernels do.
        prefix = ["setpriv", "--pdeathsig", "KILL"] if shutil.which("setpriv") else []
        self.process = process = await asyncio.create_subprocess_exec(
            *prefix, java, "-Xmx512m", "-XX:TieredStopAtLevel=1", "-cp", str(KIT_CLASSPATH), "io.nqueens.grading.Judge",
            "--channel", str(self.channel), "--scale", "10", "--call-limit", "60", "--connect", "60",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=self.log,
            limit=64 * 1024 * 1024)
        self.live.add(process.pid)
        for _ in range(300):  # the socket exists once the judge listens
            if self.channel.exists() or process.returncode is not None:
                break
            await asyncio.sleep(0.05)
        if self.channel.exists():  # a kernel run as a sandbox uid must be let in: its work folder is
            os.chmod(self.channel, 0o666)  # its own (0700), so no one else reaches the socket there

    async def ready(self):
        """Starts the judge unless it runs; returns once it listens on its socket."""
        if self.process is None or self.process.returncode is not None:
            await self.stop()
            await self.start()

    async def check(self, gid, source, points, variables, absent):
        """The judge's verdict (a dict) on one check; raises EOFError when the judge died."""
        await self.ready()
        line = json.dumps({"id": gid, "source": source, "points": points, "variables": variables,
                           "absent": absent}) + "\n"
        self.process.stdin.write(line.encode())
        await self.process.stdin.drain()
        answer = await self.process.stdout.readline()
        if not answer:
            raise EOFError("the judge ended without a verdict")
        verdict = json.loads(answer)
        if verdict.get("id") != gid:
            raise ValueError(f"the judge answered {verdict.get('id')} for {gid}")
        return verdict

    async def stop(self):
        if self.process is not None:
            if self.process.returncode is None:
                self.process.kill()
                await self.process.wait()
            self.live.discard(self.process.pid)
        self.process = None
