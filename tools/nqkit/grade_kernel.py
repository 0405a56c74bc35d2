"""The grader's running of one notebook (the step grade_steps.run_sandboxed): a Java kernel in the
sandbox (tools/nqkit/grade_sandbox.py), its output capped per cell (grade_limits.CappedClient), its
cells timed without their waits for a CPU (grade_clock), and each check cell served to the judge
(tools/nqkit/grade_judge.py) that computes it outside the sandbox.

A cell that throws does not stop the next one; a cell that runs past its timeout, a kernel that
dies, or a check stopped at its time limit gets the kernel killed (with every process it started)
and restarted, the cells before it replayed on copies. The kernel never runs a check cell: it runs
a serve cell (judge_wire.serve_form) that answers the judge's calls, and the verdict comes only
from the judge. Everything here reads its limits from the run's GradeSettings.
"""

import asyncio
import copy
import os
import signal
import time
from pathlib import Path

import nbformat
from nbclient.exceptions import CellTimeoutError, DeadKernelError

from nqkit import grade_clock as clock
from nqkit import grade_judge as gj
from nqkit import grade_merge as gm
from nqkit import grade_sandbox as sandbox
from nqkit import judge_wire as wire
from nqkit import nb_kernel as nk
from nqkit.exercise_notebooks import grade_id, kind, nbgrader
from nqkit.grade_limits import FLOOD, IOPUB_TIMEOUT, CappedClient
from nqkit.grade_merge import error_text
from nqkit.grade_settings import GradeSettings

LIVE = set()  # pids of the kernels running now: other processes of ours are strays
STARTING = [0]  # kernels being started (not yet in LIVE): no stray hunt meanwhile
POLL_SECONDS = 0.5  # how often a running cell's time (grade_clock) is read


# Every graded kernel's JVM (and the kernel that makes the run's shared classes, so that its archive
# fits them) runs the serial collector: a graded kernel lives for one notebook's cells and checks in
# a few hundred MB, where G1's concurrent threads and barriers cost more than they save. The held-out
# set (grade_timing, the grading's own CPU in a cgroup, two rounds each on a loaded 2-core machine):
# 381 and 389 CPU-seconds with G1, 317 and 324 with the serial collector, every cell's points the same.
# Options in the kernelspec come after these, so a kernelspec that names a collector keeps it.
GC_OPTIONS = ("-XX:+UseSerialGC",)


class Kernel:
    """One Java kernel running one notebook's cells in `work`, restarted when a cell hangs."""

    def __init__(self, nb, work, settings: GradeSettings, log, visible=None, jvm_options=()):
        self.nb, self.work, self.settings, self.log, self.visible = nb, work, settings, log, visible or {}
        # after the kernel's `java`: the collector, then (grade_cds) the run's shared classes
        self.jvm_options = [*GC_OPTIONS, *jvm_options]
        self.km = self.kc = None
        self.client: CappedClient | None = None
        self.waited = 0.0  # seconds the last cell run waited for a CPU (grade_clock)

    async def start(self):
        s = self.settings
        target = nk.Target("grading", s.out, make_manager=lambda name: sandbox.SandboxedKernelManager(
            self.work, self.visible, self.jvm_options, threads=s.kernel_threads, cpus=s.kernel_cpus,
            memory_mb=s.kernel_memory_mb, extra_env=s.kernel_env, kernel_name=name))
        STARTING[0] += 1
        try:
            self.km, self.kc, _ = await nk.start_kernel(target, "java", str(self.work), self.log,
                                                        s.startup_timeout, s.retries)
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
        self.client.setup_caps(s.max_output_kb * 1000, self.flood)
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

    async def run(self, cell, index, timeout, wall=None, helpers=()):
        """'ok', 'error', 'timeout', 'starved', 'output' (it printed past the hard cap) or 'died' for
        one cell (its outputs written into it). `timeout` counts the cell's time without the kernel's
        waits for a CPU (and those of `helpers`, the pids of the kit's JVMs working for the cell: a
        check's judge; grade_clock); `wall` (default: WALL_FACTOR times `timeout`) caps the wall
        clock, and a cell that reaches it mostly waiting for a CPU is 'starved'."""
        wall = max(timeout, wall if wall is not None else clock.WALL_FACTOR * timeout)
        client = self.started()
        client.timeout = max(1, int(wall))
        client.flooded = False
        client.received.pop(index, None)
        jvms = self.jvms()
        timer = clock.CellClock(lambda: clock.jvm_threads(jvms), time.monotonic,
                                self.settings.kernel_cpus if sandbox.cgroup.available() else os.cpu_count() or 1,
                                lambda: clock.jvm_threads(helpers))
        task = asyncio.ensure_future(client.async_execute_cell(cell, index))
        try:
            while not task.done():
                await asyncio.wait({task}, timeout=POLL_SECONDS)
                if not task.done() and timer.used() > timeout:
                    await self.dump_threads(jvms, f"cell {index}: {timer.used():.0f} s not waiting for a CPU"
                                                  f" ({timer.wall():.0f} s wall)")
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
            await self.dump_threads(jvms, f"cell {index}")
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

    async def dump_threads(self, jvms, why):
        """Asks the kernel's JVMs for a thread dump into the kernel log (SIGQUIT: the JVM prints
        every thread's stack and goes on) before a timed-out cell is stopped, so that the log shows
        where the cell was: a student's endless loop, or a kernel stuck on something of its own."""
        print(f"----- {why}: time is up; the kernel's threads follow -----", file=self.log, flush=True)
        for pid in jvms:
            try:
                os.kill(pid, signal.SIGQUIT)
            except OSError:  # already gone
                continue
        await asyncio.sleep(1)  # the dump is written by the JVM's own thread

    async def restart(self, replay):
        print("----- restarting the kernel -----", file=self.log, flush=True)
        await self.stop()
        await self.start()
        for index in replay:
            await self.run(copy.deepcopy(self.nb.cells[index]), index, self.settings.cell_timeout)


async def judged(kernel, judge, cell, index, timeout, absent, wall=None):
    """Runs the serve cell in the kernel beside the judge's check; returns (status, verdict or
    None, why not). A kernel still running the student's code once the verdict is in gets
    status "timeout" (it is restarted); a judge whose kernel never connected is stopped."""
    variables = gm.check_variables(cell.source)
    run = copy.deepcopy(cell)
    run.source = wire.serve_form(judge.channel, grade_id(cell), variables)
    await judge.ready()  # listening before the kernel connects
    wall = wall or clock.WALL_FACTOR * timeout
    served = asyncio.ensure_future(kernel.run(run, index, timeout, wall, judge.pids()))
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


async def execute(nb, work, settings: GradeSettings, log, visible=None, absent=(), jvm_options=(), judges=None):
    """Runs every code cell; returns ({cell index: status}, {check index: (report, why, forbidden)}).
    `visible`: {host folder: path inside the sandbox} the kernel may read (its class path);
    `judges`: the run's JudgePool (None: a judge JVM of its own)."""
    kernel = Kernel(nb, work, settings, log, visible, jvm_options)
    judge_log = open(Path(log.name).with_suffix(".judge.log"), "w") if hasattr(log, "name") else None
    judge = gj.Judge(work, judge_log, LIVE, judges)  # a session of the run's judge JVM
    status: dict[int, str] = {}
    checks: dict[int, tuple] = {}
    done: list[int] = []  # the cells that ran to their end: replayed after a restart
    t0 = time.monotonic()
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
            wall_left = clock.WALL_FACTOR * settings.budget - (time.monotonic() - t0)
            left = min(settings.budget - (time.monotonic() - t0 - waited), wall_left)
            if left <= 0 or kernel.km is None:
                status[i] = "budget" if left <= 0 else "no kernel"
                continue
            kernel.waited = 0.0
            limit = min(settings.check_timeout if kind(cell) == "check" else settings.cell_timeout, left)
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
