#!/usr/bin/python3
"""Grading for tools/nqkit/assignments.py: run submitted exercise notebooks and score their check cells.

Before anything runs, every submission is checked as a file and read into memory (a symlink, a
file outside its student's folder, a FIFO, device or socket, a hard link, a notebook over
--max-notebook-kb: refused, each a row with its reason; tools/nqkit/grade_limits.py) and the
instructor's sources are checked. Each submission then runs
in a fresh Java kernel in a temporary folder holding only a copy of it, sandboxed where Linux
allows (tools/nqkit/grade_sandbox.py), with its locked and check cells restored from the source
(tools/nqkit/grade_merge.py), its output capped per cell (--max-output-kb, the rest cut with a note; a
cell flooding past 200 times that gets its kernel stopped). A cell that throws does not stop the next one; a cell that runs past its
timeout, a kernel that dies, or a check stopped at its time limit gets the kernel killed (with
every process it started) and restarted, the cells before it replayed on copies. The kernel loads
a student build (the kit without the classes its exercise forbids) and never runs a check cell:
it runs a serve cell that answers the judge (tools/nqkit/grade_judge.py), a JVM of its own outside the
sandbox that computes the check; points come only from the judge's record, read by field
(judge_wire.read_report), capped at the cell's points. Faults found before any kernel starts (sources that cannot be
released, an output folder the kit did not write) raise KitError. Once every kernel and every
process they started is gone, grades.csv and the feedback are written, each file atomically: rows
and files of students not graded in this run are kept as they were. Stopped by SIGTERM, SIGINT or
SIGHUP (run()), or failing, the grader stops every kernel, removes every folder it made and writes
nothing; the folders a grader killed with kill -9 left are removed by the next one.
"""

import asyncio
import copy
import os
import re
import shutil
import signal
import stat
import sys
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from nbclient.exceptions import CellTimeoutError, DeadKernelError

from nqkit import grade_cds as cds
from nqkit import grade_clock as clock
from nqkit import grade_judge as gj
from nqkit import grade_merge as gm
from nqkit import judge_wire as wire
from nqkit.grade_results import number, previous_rows, short_reason, write_results
from nqkit import grade_sandbox as sandbox
from nqkit.grade_limits import (FLOOD, IOPUB_TIMEOUT, MAX_NOTEBOOK_KB, MAX_OUTPUT_KB, CappedClient, Refused,  # noqa: F401
                          discover)
from nqkit import nb_kernel as nk
from nqkit.exercise_notebooks import (STUDENT_DIR, TEXT_STUB, exercise_notebooks, grade_id, kind, nbgrader,
                                known_notebooks, release_notebook, selects, show_points_as_plain_text)
from nqkit.grade_merge import error_text
from nqkit.kit_common import ROOT, KitError, shown

LIVE = set()  # pids of the kernels running now: other processes of ours are strays
STARTING = [0]  # kernels being started (not yet in LIVE): no stray hunt meanwhile
POLL_SECONDS = 0.5  # how often a running cell's time (grade_clock) is read


# ---------------------------------------------------------------------- grading: running

class Kernel:
    """One Java kernel running one notebook's cells in `work`, restarted when a cell hangs."""

    def __init__(self, nb, work, args, log, visible=None):
        self.nb, self.work, self.args, self.log, self.visible = nb, work, args, log, visible or {}
        self.km = self.kc = None
        self.client: CappedClient | None = None
        self.waited = 0.0  # seconds the last cell run waited for a CPU (grade_clock)

    async def start(self):
        args = self.args
        target = nk.Target("grading", Path(args.out), make_manager=lambda name: sandbox.SandboxedKernelManager(
            self.work, self.visible, getattr(args, "jvm_options", ()), kernel_name=name))
        STARTING[0] += 1
        try:
            self.km, self.kc, _ = await nk.start_kernel(target, "java", str(self.work), self.log,
                                                        args.startup_timeout, args.retries)
            if self.pid() is not None:
                LIVE.add(self.pid())
        finally:
            STARTING[0] -= 1
        before = self.client
        # iopub_timeout: a cell that printed much leaves messages to read after its reply (the
        # serve cell's end among them); nbclient's 4 s dropped them on a busy machine.
        self.client = CappedClient(self.nb, km=self.km, kernel_name="java", allow_errors=True,
                                   store_widget_state=False, iopub_timeout=IOPUB_TIMEOUT,
                                   resources={"metadata": {"path": str(self.work)}})
        self.client.setup_caps(getattr(args, "max_output_kb", MAX_OUTPUT_KB) * 1000, self.flood)
        if before is not None:  # a restarted kernel: what the notebook kept so far still counts
            self.client.kept, self.client.cut, self.client.total = before.kept, before.cut, before.total
        self.client.kc = self.kc
        self.client.reset_execution_trackers()

    def started(self) -> CappedClient:
        """The client of the started kernel (start() makes it)."""
        assert self.client is not None, "the kernel was not started"
        return self.client

    def flood(self):
        """A cell printed past the hard cap: its kernel (and all it started) is killed now."""
        print(f"----- output past {FLOOD * self.started().cap // 1000} kB: kernel stopped -----", file=self.log,
              flush=True)
        if self.pid() is not None:
            sandbox.kill_tree(self.pid())

    def pid(self):
        process = nk.kernel_process(self.km) if self.km is not None else None
        return getattr(process, "pid", None)

    async def stop(self):
        pid = self.pid()
        if self.km is not None:
            await nk.stop_kernel(self.km, self.kc, now=True)
        if pid is not None:
            sandbox.kill_tree(pid)  # whatever the kernel started dies with it
            LIVE.discard(pid)
        if not STARTING[0]:
            sandbox.kill_strays(LIVE)  # and what left it (setsid, double fork) too
        self.km = self.kc = None

    def jvms(self):
        """The pids of the kernel's JVMs (in its sandbox, under the launcher)."""
        pid = self.pid()
        if pid is None:
            return []
        found = []
        for p in sandbox.descendants(pid) | {pid}:
            try:
                if Path(f"/proc/{p}/comm").read_text().strip() == "java":
                    found.append(p)
            except OSError:
                continue
        return found

    async def run(self, cell, index, timeout, wall=None):
        """'ok', 'error', 'timeout', 'starved', 'output' (it printed past the hard cap) or 'died' for
        one cell (its outputs written into it). `timeout` counts the cell's time without the kernel's
        waits for a CPU (grade_clock); `wall` (default: WALL_FACTOR times `timeout`) caps the wall
        clock, and a cell that reaches it mostly waiting for a CPU is 'starved'."""
        wall = max(timeout, wall if wall is not None else clock.WALL_FACTOR * timeout)
        client = self.started()
        client.timeout = max(1, int(wall))
        client.flooded = False
        client.received.pop(index, None)
        jvms = self.jvms()
        timer = clock.CellClock(lambda: clock.jvm_threads(jvms), time.monotonic,
                                sandbox.CPUS if sandbox.cgroup.available() else os.cpu_count() or 1)
        task = asyncio.ensure_future(client.async_execute_cell(cell, index))
        try:
            while not task.done():
                await asyncio.wait({task}, timeout=POLL_SECONDS)
                if not task.done() and timer.used() > timeout:
                    task.cancel()
                    await asyncio.gather(task, return_exceptions=True)
                    return "output" if client.flooded else "timeout"
            await task
        except CellTimeoutError:
            if client.flooded:
                return "output"
            starved = timer.starved()
            print(f"----- cell {index}: {timer.wall():.0f} s wall, {timer.used():.0f} s not waiting for a CPU"
                  f" ({'starved' if starved else 'timeout'}) -----", file=self.log, flush=True)
            return "starved" if starved else "timeout"
        except (DeadKernelError, RuntimeError, OSError) as e:
            print(f"kernel died: {e}", file=self.log, flush=True)
            return "output" if client.flooded else "died"
        finally:
            self.waited = timer.wall() - timer.used()  # for the notebook's budget
            if not task.done():  # cancelled from outside (judged's own limit): the cell stops too
                task.cancel()
                # nbclient turns its cancellation into DeadKernelError: read, so asyncio says nothing.
                task.add_done_callback(lambda t: t.cancelled() or t.exception())
        if client.flooded:
            return "output"
        if self.km is not None and not await self.km.is_alive():
            return "died"
        return "error" if error_text(cell) else "ok"

    async def restart(self, replay):
        print("----- restarting the kernel -----", file=self.log, flush=True)
        await self.stop()
        await self.start()
        for index in replay:
            await self.run(copy.deepcopy(self.nb.cells[index]), index, self.args.cell_timeout)


async def judged(kernel, judge, cell, index, timeout, absent, wall=None):
    """Runs the serve cell in the kernel beside the judge's check; returns (status, verdict or
    None, why not). A kernel still running the student's code once the verdict is in gets
    status "timeout" (it is restarted); a judge whose kernel never connected is stopped."""
    variables = gm.check_variables(cell.source)
    run = copy.deepcopy(cell)
    run.source = wire.serve_form(judge.channel, grade_id(cell), variables)
    await judge.ready()  # listening before the kernel connects
    wall = wall or clock.WALL_FACTOR * timeout
    served = asyncio.ensure_future(kernel.run(run, index, timeout, wall))
    verdict_task = asyncio.ensure_future(judge.check(grade_id(cell), cell.source, nbgrader(cell).get("points", 0),
                                                     variables, absent))
    await asyncio.wait({served, verdict_task}, return_when=asyncio.FIRST_COMPLETED, timeout=wall + 30)
    status = verdict = why = None
    if verdict_task.done():
        try:
            status = await asyncio.wait_for(asyncio.shield(served), 30)
        except asyncio.TimeoutError:
            served.cancel()
            status = "timeout"  # the student's code still runs: the kernel is restarted
    else:
        try:
            status = await asyncio.wait_for(asyncio.shield(served), 1)
            await asyncio.wait_for(asyncio.shield(verdict_task), 30 if status == "ok" else 2)
        except asyncio.TimeoutError:
            status = status or "timeout"
            served.cancel()
    if verdict_task.done() and not verdict_task.cancelled():
        try:
            verdict = verdict_task.result()
        except (EOFError, ValueError) as e:
            why = f"the judge failed ({e}); grade again"
    else:
        verdict_task.cancel()
        await judge.stop()  # it still waits for a kernel that will not come
    cell.outputs = run.outputs
    kernel.nb.cells[index] = cell  # nbclient put the serve cell in its place: the copy shows the check
    if verdict is not None and verdict.error:
        why, verdict = verdict.error, None
    return status, verdict, why


async def run_check(kernel, judge, cell, index, timeout, absent, wall=None):
    """Runs a check cell: the judge computes it, the kernel only serves the student's code.
    Returns (status, report or None, why not, forbidden class or None)."""
    status, verdict, why = await judged(kernel, judge, cell, index, timeout, absent, wall)
    if verdict is None:
        if not any(o.get("output_type") == "error" for o in cell.outputs):
            # The executed copy says why there are no points (nbgrader, too, reads an error as 0).
            cell.outputs = list(cell.outputs) + [nbformat.v4.new_output(
                "error", ename="NotGraded", evalue=why or f"the check cell {status}", traceback=[])]
        return status, None, why, None
    if verdict.record is None:
        raise wire.ReportFormatError("the judge's verdict holds no record and no error")
    report = wire.read_report(verdict.record)
    # The executed copy shows the judge's checklist and nbgrader's form: points, or an error at 0.
    # The judge's Report writes student text literally; escaped again here so that no judge of
    # another build can put an ANSI sequence or a carriage return into the copy.
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=gm.literal(verdict.checklist,
                                                                                     keep="\n"))]
    if report.points > 0 and not verdict.forbidden:
        cell.outputs.append(nbformat.v4.new_output("execute_result", data={"text/plain": str(report.points)},
                                                   execution_count=None))
    else:
        cell.outputs.append(nbformat.v4.new_output("error", ename="NoPoints", traceback=[],
                                                   evalue=f"0/{report.max_points} points"))
    return status, report, None, verdict.forbidden  # "timeout": the student's code still runs


async def execute(nb, work, args, log, visible=None, absent=()):
    """Runs every code cell; returns ({cell index: status}, {check index: (report, why, forbidden)}).
    `visible`: {host folder: path inside the sandbox} the kernel may read (its class path)."""
    kernel = Kernel(nb, work, args, log, visible)
    judge_log = open(Path(log.name).with_suffix(".judge.log"), "w") if hasattr(log, "name") else None
    judge = gj.Judge(work, judge_log, LIVE, getattr(args, "judges", None))  # a session of the run's judge JVM
    status, checks, done, t0 = {}, {}, [], time.monotonic()
    waited = 0.0  # seconds the notebook's cells waited for a CPU: the budget does not count them
    try:
        # Both run to their end, even when the kernel does not start: a judge session left opening
        # would hold the run's end (asyncio.run cancelling it mid-start) for ever.
        for outcome in await asyncio.gather(kernel.start(), judge.ready(), return_exceptions=True):
            if isinstance(outcome, BaseException):
                raise outcome
        for i, cell in enumerate(nb.cells):
            if cell.cell_type != "code":
                continue
            # The budget and each cell's limit count time without waits for a CPU; the wall
            # clock's caps are WALL_FACTOR times them (grade_clock).
            wall_left = clock.WALL_FACTOR * args.budget - (time.monotonic() - t0)
            left = min(args.budget - (time.monotonic() - t0 - waited), wall_left)
            if left <= 0 or kernel.km is None:
                status[i] = "budget" if left <= 0 else "no kernel"
                continue
            kernel.waited = 0.0
            limit = min(args.check_timeout if kind(cell) == "check" else args.cell_timeout, left)
            cap = max(limit, min(clock.WALL_FACTOR * limit, wall_left))
            if kind(cell) == "check":
                status[i], report, why, forbidden = await run_check(kernel, judge, cell, i, limit, list(absent), cap)
                checks[i] = (report, why, forbidden)
                stuck = status[i] == "timeout" or (report is not None and report.timed_out)
            else:
                status[i] = await kernel.run(cell, i, limit, cap)
                stuck = False
                if status[i] in ("ok", "error"):
                    done.append(i)
            waited += kernel.waited
            # A hung cell, a dead kernel, or a check that left student code spinning: start afresh.
            if status[i] in ("timeout", "starved", "died", "output") or stuck:
                try:
                    await kernel.restart(done)
                except nk.KernelStartError as e:
                    print(f"restart failed: {e}", file=log, flush=True)
                    kernel.km = None
    finally:
        await judge.stop()
        await kernel.stop()
        if judge_log is not None:
            judge_log.close()
    return status, checks


# ---------------------------------------------------------------------- grading: scores

@dataclass
class Part:
    """One graded cell of one student's notebook: points None means "to be graded by hand"."""
    notebook: str
    exercise: str
    max_points: float
    points: object = 0
    status: str = "graded"  # graded, not written yet, manual, error, not submitted
    messages: list = field(default_factory=list)
    rules: list = field(default_factory=list)  # the check's checklist: (rule, passed, checked, points, max)


def parts_of(source, name, status, message):
    return [Part(name, grade_id(c), nbgrader(c).get("points", 0), 0, status, [message])
            for c in source.cells if kind(c) in ("check", "manual")]


def forbidden_text(cls):
    return f"calls {cls.rsplit('.', 1)[-1]}, which the exercise asks you to write yourself: 0 points"


def why_no_report(graded, status, index, answer, args, why, absent=()):
    """Why a check cell gave no report, the student's own cell first."""
    flood_kb = FLOOD * getattr(args, "max_output_kb", MAX_OUTPUT_KB)
    text = error_text(graded.cells[answer]) if answer is not None else None
    for cls in absent:  # a call of a class the student build leaves out does not compile
        if text and re.search(rf"\b{re.escape(cls.rsplit('.', 1)[-1])}\b", text):
            return forbidden_text(cls)
    if answer is not None and status.get(answer) == "timeout":
        return (f"your exercise cell ({grade_id(graded.cells[answer])}) did not finish within "
                f"{args.cell_timeout} s (an endless loop?), so the check could not run")
    if answer is not None and status.get(answer) == "died":
        return (f"the kernel died while your exercise cell ({grade_id(graded.cells[answer])}) ran "
                f"(System.exit, or the JVM was killed), so the check could not run")
    if answer is not None and status.get(answer) == "output":
        return (f"your exercise cell ({grade_id(graded.cells[answer])}) printed more than "
                f"{flood_kb} kB, so its kernel was stopped and the check could not run")
    if answer is not None and status.get(answer) == "error":
        return f"your exercise cell ({grade_id(graded.cells[answer])}) failed: {error_text(graded.cells[answer])}"
    if answer is not None and status.get(answer) == "starved":
        return (f"not graded: your exercise cell ({grade_id(graded.cells[answer])}) was kept waiting for a CPU by a"
                f" busy machine; grade again")
    return {"timeout": f"the check did not finish within {args.check_timeout} s",
            "starved": "not graded: the check was kept waiting for a CPU by a busy machine; grade again",
            "died": "the kernel died while the check ran (System.exit in your code, or the JVM was killed)",
            "output": f"the check's cell printed more than {flood_kb} kB (your code printing"
                      " while the check ran), so its kernel was stopped",
            "budget": f"not run: the notebook's time budget of {args.budget} s ran out",
            "no kernel": "not run: the kernel could not be restarted after an earlier cell hung",
            "error": f"the check failed: {error_text(graded.cells[index])}"}.get(status.get(index), why)


def score_check(graded, status, checks, index, answer, name, args):
    cell = graded.cells[index]
    part = Part(name, grade_id(cell), nbgrader(cell).get("points", 0))
    report, why, forbidden = (tuple(checks.get(index, ())) + (None, None, None))[:3]
    absent = getattr(args, "absent", {}).get(name, [])
    if report is None:
        part.messages = [why_no_report(graded, status, index, answer, args, why or "the check gave no result", absent)]
        part.status = "graded" if part.messages[0].startswith("calls ") else "error"
        return part
    if forbidden:
        part.messages = [forbidden_text(forbidden)]
        return part
    points, top = report.points, report.max_points
    part.points = round(min(part.max_points, max(0, points) * part.max_points / top), 2) if top > 0 else 0
    if report.not_written_yet:
        part.status, part.messages = "not written yet", ["not written yet"]
        return part
    # The record's texts hold what the student's code chose (exception messages): shown literally.
    if report.note:
        part.messages.append(f"the check {gm.literal(report.note)}")
    part.messages += [gm.literal(f"{r.rule}: {r.message}" if r.message else r.rule) for r in report.rules
                      if not r.passed and r.checked]
    part.rules = [(gm.literal(r.rule), r.passed, r.checked, r.points, r.max_points) for r in report.rules]
    return part


def score(graded, status, checks, name, args):
    parts, answer = [], None
    for i, cell in enumerate(graded.cells):
        if kind(cell) == "answer":
            answer = i
        elif kind(cell) == "check":
            parts.append(score_check(graded, status, checks, i, answer, name, args))
        elif kind(cell) == "manual":
            written = cell.source.strip() not in ("", TEXT_STUB)
            parts.append(Part(name, grade_id(cell), nbgrader(cell).get("points", 0), None if written else 0,
                              "manual" if written else "not written yet",
                              ["to be graded by hand"] if written else ["not written yet"]))
    return parts


# --------------------------------------------------------------------- grading: the jobs

@dataclass
class Graded:
    student: str
    notebook: str
    parts: list
    notes: list = field(default_factory=list)
    seconds: float = 0.0
    grader_error: bool = False
    executed: str | None = None
    log: str = ""
    failed: str | None = None  # why this grading must not replace a grade (one line), or None: a grade that holds
    kept: bool = False  # failed, and an earlier good grade of the notebook is kept (the course's gradebook says)


def neutral_classpath(setup):
    """(setup, {host folder: path inside}): in the sandbox every absolute %classpath folder is
    read where the sandbox binds it (grade_sandbox.CLASSPATH_INSIDE), so nothing the kernel reads
    names the kit's folder; without a sandbox the setup is kept."""
    if sandbox.SANDBOX is None:
        return setup, {}
    visible: dict[str, str] = {}

    def inside(m):
        host = str(Path(m.group(2)).resolve())
        if host not in visible:
            visible[host] = sandbox.CLASSPATH_INSIDE + (f"-{len(visible) + 1}" if visible else "")
        return m.group(1) + visible[host]
    return {gid: gm.CLASSPATH.sub(inside, text) for gid, text in setup.items()}, visible


def prepare(source, setup):
    """The source with its %classpath lines made absolute."""
    nb = copy.deepcopy(source)
    for c in nb.cells:
        if grade_id(c) in setup:
            c.source = setup[grade_id(c)]
    return nb


async def grade_one(student, name, text, source, released, args):
    """Grades one submitted notebook (its text, read before any kernel started); never raises."""
    t0 = time.monotonic()
    if text is None:
        return Graded(student, name, parts_of(source, name, "not submitted", "not submitted"))
    if isinstance(text, Refused):
        return Graded(student, name, parts_of(source, name, "error", text.why))
    try:
        with warnings.catch_warnings():  # duplicated cell ids are fixed by nbformat and dropped by merge
            warnings.simplefilter("ignore")
            submitted = nbformat.reads(text, as_version=4)
    except Exception as e:
        return Graded(student, name, parts_of(source, name, "error", f"could not read the notebook: {e}"))
    work = own_folder(WORK_PREFIX)
    log_path = Path(args.private) / f"{student}--{Path(name).stem}.kernel.log"
    try:
        graded, notes = gm.merge(source, submitted, released)
        bad = gm.reserved_declared(graded, source)
        if bad:
            message = f"not run: your cells declare {', '.join(bad)}, a name the checks use; rename it"
            return Graded(student, name, parts_of(source, name, "error", message), notes)
        (work / name).write_text(nbformat.writes(graded), encoding="utf-8")
        with open(log_path, "w") as log:
            status, checks = await execute(graded, work, args, log, getattr(args, "visible", {}).get(name),
                                           getattr(args, "absent", {}).get(name, []))
        parts = score(graded, status, checks, name, args)
        show_points_as_plain_text(graded, {p.exercise: p.points for p in parts})  # nbgrader reads text/plain
        return Graded(student, name, parts, notes, time.monotonic() - t0,
                      executed=nbformat.writes(graded) + "\n", log=log_path.read_text(errors="replace")
                      + judge_log_text(log_path), failed=unfinished(status, args))
    except wire.ReportFormatError as e:  # the kit's jar and tools/ disagree: the grader's fault
        message = f"not graded: {e}"
        return Graded(student, name, parts_of(source, name, "error", message), [], time.monotonic() - t0, True,
                      failed=short_reason(message[len("not graded: "):]))
    except nk.KernelStartError as e:
        message = f"not graded: the Java kernel did not start ({e}); grade again"
        log_text = log_path.read_text(errors="replace") if log_path.exists() else ""
        return Graded(student, name, parts_of(source, name, "error", message), [], time.monotonic() - t0, True,
                      log=log_text, failed=short_reason(message[len("not graded: "):]))
    except Exception as e:  # a fault of the grader itself: report it, keep grading the others
        message = f"not graded: the grader failed ({type(e).__name__}: {e})"
        return Graded(student, name, parts_of(source, name, "error", message), [], time.monotonic() - t0, True,
                      failed=short_reason(message[len("not graded: "):]))
    finally:
        remove_own_folder(work)


# ------------------------------------------------------------ grading: temporary folders

# The folders a grader makes, each named PREFIX + its pid + "-" + a random part: the grader
# removes them however it ends but by kill -9, and then the next grader removes them once no
# process has that pid (remove_stale_folders).
WORK_PREFIX = "nqk-grade-"  # one per notebook, under the system's temporary folder: the copy graded
PRIVATE_PREFIX = "nqk-grader-"  # one per run, there too: the kernel logs
BUILDS_PREFIX = "student-builds-"  # one per run, under build/assignments: the student builds
OWN = re.compile(r"(?:nqk-grader?|nqk-stage|student-builds)-(\d+)-\w+")  # nqk-stage: grade_sandbox.Staging
OWN_FOLDERS = set()  # made by this process and not removed yet


def own_folder(prefix, parent=None):
    """A new folder PREFIX-PID-RANDOM under `parent` (default: the system's temporary folder),
    recorded in OWN_FOLDERS until remove_own_folder, so that run() removes it however grading ends."""
    folder = Path(tempfile.mkdtemp(prefix=f"{prefix}{os.getpid()}-", dir=parent))
    OWN_FOLDERS.add(folder)
    return folder


def remove_own_folder(folder):
    shutil.rmtree(folder, ignore_errors=True)
    OWN_FOLDERS.discard(Path(folder))


def pid_alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def remove_stale_folders(parent):
    """Removes the folders below `parent` (not deeper) that a grader killed with kill -9 left: named
    as own_folder names them, owned by this user, their pid no process's. A folder whose pid a
    process has now (a grader running, or a pid used again) is kept. Returns the folders removed."""
    removed: list[Path] = []
    try:
        entries = list(Path(parent).iterdir())
    except OSError:  # no such folder yet
        return removed
    for path in entries:
        m = OWN.fullmatch(path.name)
        if not m or int(m.group(1)) == os.getpid():
            continue
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or pid_alive(int(m.group(1))):
            continue
        shutil.rmtree(path, ignore_errors=True)
        removed.append(path)
    return removed


class Stopped(Exception):
    """Grading stopped by a signal (SIGTERM, SIGINT, SIGHUP), once every kernel was stopped and
    every temporary folder removed; nothing was written."""

    def __init__(self, sig):
        super().__init__(f"stopped by {sig.name}")
        self.signal = sig


STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def run(args):
    """grade_all(args) in a new event loop: its status. SIGTERM, SIGINT or SIGHUP cancels the
    grading as Ctrl-C would, so that every kernel is stopped, every process a submission started
    killed and every folder the grader made removed, then raises Stopped; a second signal while it
    cleans up is ignored (kill -9 stops it at once, leaving its folders to the next grader). An
    exception of the grader itself also leaves no folder behind."""
    async def main():
        loop, current = asyncio.get_running_loop(), asyncio.current_task()
        assert current is not None  # main() runs as asyncio.run's task
        task: asyncio.Task = current
        got: list[signal.Signals] = []

        def stop(sig):
            if not got:
                got.append(sig)
                print(f"grade: {sig.name}: stopping the kernels and removing the grader's temporary folders",
                      file=sys.stderr, flush=True)
                task.cancel()
        for sig in STOP_SIGNALS:
            loop.add_signal_handler(sig, stop, sig)
        try:
            return await grade_all(args)
        except asyncio.CancelledError:
            if got:
                raise Stopped(got[0]) from None
            raise
        finally:
            for sig in STOP_SIGNALS:
                loop.remove_signal_handler(sig)

    try:
        return asyncio.run(main())
    finally:
        for folder in list(OWN_FOLDERS):
            remove_own_folder(folder)
        sandbox.cleanup()  # a stopped grader leaves no staged copy under /tmp either


def unfinished(status, args):
    """Why a notebook's grading did not finish (its time budget spent, a kernel that could not be
    restarted: cells not run, so its points are not the student's), or None."""
    if "starved" in status.values():
        return (f"the machine was too busy: a cell reached the wall clock's cap ({clock.WALL_FACTOR} times its limit)"
                f" while kept waiting for a CPU")
    skipped = [s for s in status.values() if s in ("budget", "no kernel")]
    if not skipped:
        return None
    if "budget" in skipped:
        return f"the notebook's time budget of {args.budget} s ran out ({len(skipped)} cell(s) not run)"
    return f"the kernel could not be restarted after a cell hung ({len(skipped)} cell(s) not run)"


def judge_log_text(log_path):
    """The judge's log (what it counted, why a link ended), for the kernel log the instructor reads."""
    path = Path(log_path).with_suffix(".judge.log")
    return "----- judge -----\n" + path.read_text(errors="replace") if path.exists() else ""


def load_sources(args):
    """({name: source with absolute classpath}, {name: released}); raises KitError (a ReleaseError
    for a notebook that cannot be released) with the reason, or naming the valid --notebooks."""
    sources, released, args.visible = {}, {}, {}
    paths = known_notebooks(exercise_notebooks(args.source), args.notebooks, args.source)
    for path in paths:
        try:
            nb = nbformat.read(path, as_version=4)
        except (ValueError, nbformat.ValidationError) as e:  # not JSON, or not a notebook
            raise KitError(f"{path.name}: not a notebook nbformat can read: {e}") from e
        why = gm.check_source_form(nb, path.name)
        if why:
            raise KitError(why)
        student_version = release_notebook(nb, path.name)  # every source must release (ReleaseError)
        if args.notebooks and not selects(path.name, args.notebooks):
            continue
        try:
            setup = gm.resolve_classpath(nb, path.parent, STUDENT_DIR)
        except ValueError as e:
            raise KitError(str(e)) from e
        setup, args.visible[path.name] = neutral_classpath(setup)
        sources[path.name] = prepare(nb, setup)
        released[path.name] = student_version
    if not sources:
        raise KitError(f"none of the notebooks {args.notebooks} is in {args.source}")
    return sources, released


async def share_classes(args, private, names):
    """The JVM options that give the graded kernels the run's shared classes (grade_cds), made by a
    kernel of the grader's own in the graded kernels' sandbox; [] when they could not be made.
    Every notebook's kernel sees the archive's folder at the same place; the training kernel sees
    an empty folder there, so that the sandbox shows every other folder at the same path in both
    (the archive holds only under the class path it was made with)."""
    shared, training = private / "shared-classes", private / "shared-classes-training"
    shared.mkdir()
    training.mkdir()
    first = dict(args.visible.get(names[0], {}))
    for name in names:
        args.visible.setdefault(name, {})[str(shared)] = cds.SHARED_INSIDE
    work = own_folder(WORK_PREFIX)
    t0 = time.monotonic()
    try:
        with open(private / "shared-classes.log", "w") as log:
            options, said = await cds.make_archive(Kernel, args, {**first, str(training): cds.SHARED_INSIDE},
                                                   shared, work, log)
    finally:
        remove_own_folder(work)
    print(f"shared classes for the kernels: {f'made in {time.monotonic() - t0:.1f} s' if options else said}",
          flush=True)
    return options


async def grade_all(args):
    """Grades every submission; 0, or 1 when the grader failed on a notebook. Raises KitError
    (bad sources, an output folder the kit did not write) before any kernel starts."""
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    hook = getattr(args, "hook", None)  # a course's gradebook (tools/nqkit/course_run.py), or None
    previous = previous_rows(out) if hook is None else []
    sources, released = load_sources(args)
    students = discover(args.submissions, sources, getattr(args, "max_notebook_kb", MAX_NOTEBOOK_KB))
    students = hook.select(students) if hook is not None else students
    if not students:
        print(f"no student folders in {args.submissions} (expected SUBMISSIONS/STUDENT/NAME.ipynb)")
        return 1
    sandbox.become_subreaper()
    print(sandbox.describe(), flush=True)
    stale = remove_stale_folders(Path(tempfile.gettempdir())) + remove_stale_folders(ROOT / "build" / "assignments")
    if stale:
        print(f"removed {len(stale)} temporary folder(s) of graders that were killed: "
              f"{', '.join(p.name for p in stale)}", flush=True)
    private = own_folder(PRIVATE_PREFIX)
    args.private = str(private)
    # Each notebook's kernel loads a student build: the kit without the classes its exercise
    # forbids (grade_judge.student_build), read-only at the sandbox's class path place (or, with no
    # sandbox, named in the setup cell); the judge loads the whole kit.
    builds = ROOT / "build" / "assignments"
    builds.mkdir(parents=True, exist_ok=True)
    builds = own_folder(BUILDS_PREFIX, builds)
    kit_classpath = str(gj.KIT_CLASSPATH.resolve())
    args.absent = {}
    for name, nb in sources.items():
        args.absent[name] = gj.absent_classes(nb)
        build = gj.student_build(args.absent[name], builds)
        visible = args.visible.get(name, {})
        if kit_classpath in visible:
            visible[str(build)] = visible.pop(kit_classpath)
        for c in nb.cells:
            if c.cell_type == "code" and "%classpath" in c.source:
                c.source = c.source.replace(kit_classpath, str(build))
    args.jvm_options = []
    if len(students) * len(sources) >= cds.MIN_NOTEBOOKS:
        args.jvm_options = await share_classes(args, private, list(sources))
    slots = asyncio.Semaphore(args.jobs)
    # One judge JVM for the run, a fresh session (class loader, JShell, socket) per notebook.
    args.judges = gj.JudgePool(builds, open(private / "judge-host.log", "w"), LIVE)

    async def job(student, name):
        text = students[student][0].get(name)
        if hook is not None and getattr(hook, "unchanged", None) is not None and hook.unchanged(student, name, text):
            print(f"{student:<24} {Path(name).stem:<32} unchanged since its last good grade: kept", flush=True)
            return None
        async with slots:
            r = await grade_one(student, name, text, sources[name], released[name], args)
        by_hand = sum(p.max_points for p in r.parts if p.points is None)
        if hook is not None:
            left = hook.graded(r, text)  # committed before the next line is printed; what is still unmarked
            by_hand = by_hand if left is None else left
        got = sum(p.points or 0 for p in r.parts)
        shown_points = f"{number(got):>5} / {number(sum(p.max_points for p in r.parts))}"
        if r.failed:
            shown_points = f"not graded: {r.failed}" + ("; its last good grade is kept" if r.kept else "")
        print(f"{student:<24} {Path(name).stem:<32} {shown_points}"
              + (f", {number(by_hand)} to mark by hand" if by_hand and not r.failed else "")
              + f" {r.seconds:6.1f} s" + ("  GRADER ERROR" if r.grader_error else ""), flush=True)
        return r

    t0 = time.monotonic()
    try:
        results = await asyncio.gather(*(job(s, n) for s in students for n in sources))
    finally:
        await args.judges.aclose()
        args.judges.log.close()
        sandbox.kill_strays([])  # no process a submission started may outlive the run
        remove_own_folder(private)
        remove_own_folder(builds)
        sandbox.cleanup()  # the copies a root grader staged for its kernels
    results = [r for r in results if r is not None]  # None: unchanged since its last good grade (kept)
    notes = {s: n for s, (_, n) in students.items()}
    hook.finish(results, notes) if hook is not None else write_results(results, notes, out, previous)
    failed = [r for r in results if r.failed]
    print(f"graded {len(students)} student(s) in {time.monotonic() - t0:.0f} s: "
          f"{shown(out / 'grades.csv')}, feedback in {shown(out / 'feedback')}/")
    submitted = [r for r in results if not all(p.status == "not submitted" for p in r.parts)]
    if failed and len(failed) == len(submitted):
        print(f"grading failed: nothing was graded; all {len(failed)} submitted notebook(s) failed (first: "
              f"{failed[0].student} {Path(failed[0].notebook).stem}: {failed[0].failed})", flush=True)
    elif failed:
        print(f"grading failed for {len(failed)} of {len(results)} notebook(s): "
              + "; ".join(f"{r.student} {Path(r.notebook).stem}: {r.failed}" for r in failed[:3])
              + ("; ..." if len(failed) > 3 else ""), flush=True)
    return 1 if failed or any(r.grader_error for r in results) else 0
