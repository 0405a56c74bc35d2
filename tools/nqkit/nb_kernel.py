"""Starting a Java kernel for the runner, and giving up on a hung start as early as is safe.

The bundled rapaio kernel as released hung in about one cold start of four: the threads serving
its sockets could end before their first pass (a flag set after Thread.start()), or meet a request
before its message handlers existed (a NullPointerException that ended the thread, or a request
dropped as "Unhandled"). ./kit now runs it with the kit's own LoopThread first on its class path
(tools/kernel-fix/README.md), which cures those races; the retries below remain for a kernel
that hangs all the same (any kernel: only a fresh process cures a hung start). Waiting out the
whole start-up timeout each time cost 20 s a hang; two signs let the runner restart sooner:

- the kernel's log shows a thread that died (`Exception in thread "..."`);
- all five ports listen but the kernel has not answered grace() seconds later (a healthy kernel
  answers within a second of binding them, even on a busy machine: measured ≤ 1 s over 37
  starts at load averages of 5 to 19; the JVM's own start, before the ports are bound, may take
  longer and is covered by the start-up timeout alone). The ports are the kernel's own: a
  manager with kernel_listening() (grade_sandbox's, whose relay listens on the connection's
  ports outside before the JVM has started) says which ports the kernel itself listens on; the
  machine's socket table otherwise. The grace is a part of the start-up timeout, never less
  than ANSWER_GRACE, so that a longer --startup-timeout (a busy machine) gives a longer grace.
"""

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel
from jupyter_client.manager import AsyncKernelManager

# A thread of the kernel died (Java's default uncaught-exception handler prints this).
THREAD_DIED = "Exception in thread \""
# Seconds a kernel that listens on all its ports gets at least to answer before it counts as hung.
ANSWER_GRACE = 5.0
POLL = 0.2


class KernelStartError(Exception):
    pass


@dataclass
class Target:
    """One kernel to run the notebooks on: a label for the report, where the outputs go, and
    the kernelspec directories to find its `java` kernel in (None: JUPYTER_PATH's), and what makes
    its kernel manager from the kernel's name (None: jupyter_client's own; the grader's sandboxes one)."""
    label: str
    out: Path
    kernel_dirs: list | None = None
    make_manager: Callable[[str], AsyncKernelManager] | None = None

    def manager(self, name):
        if self.make_manager is not None:
            return self.make_manager(name)
        if self.kernel_dirs is None:
            return AsyncKernelManager(kernel_name=name)
        specs = KernelSpecManager(kernel_dirs=self.kernel_dirs)
        return AsyncKernelManager(kernel_name=name, kernel_spec_manager=specs)


def kernel_process(km):
    # jupyter_client >= 7 keeps the Popen in a provisioner; older versions in km.kernel.
    provisioner = getattr(km, "provisioner", None)
    return getattr(provisioner, "process", None) or getattr(km, "kernel", None)


async def stop_kernel(km, kc, now):
    process = kernel_process(km)
    if kc is not None:
        try:
            kc.stop_channels()
        except Exception:
            pass
    try:
        if km.has_kernel:
            await km.shutdown_kernel(now=now)
    except Exception:
        pass
    # A kernel hung at start-up must really be gone before the next attempt.
    if process is not None and process.poll() is None:
        process.kill()
        process.wait(timeout=10)


# --------------------------------------------------------------------------- signs of a hang


async def thread_died(log_path, offset):
    """Returns once the kernel log, from `offset` on, shows a thread that died."""
    while True:
        await asyncio.sleep(POLL)
        with open(log_path, encoding="utf-8", errors="replace") as f:
            f.seek(offset)
            if THREAD_DIED in f.read():
                return "a kernel thread died at start-up (see the kernel log)"


def listening_ports(tables=("/proc/net/tcp", "/proc/net/tcp6")):
    """The local TCP ports in LISTEN state, from Linux's socket tables; None where there are
    none to read (then only the start-up timeout can tell a hang)."""
    ports, read = set(), False
    for table in tables:
        try:
            with open(table) as f:
                next(f)  # header
                for line in f:
                    fields = line.split()
                    if fields[3] == "0A":  # TCP_LISTEN
                        ports.add(int(fields[1].rsplit(":", 1)[1], 16))
            read = True
        except (OSError, StopIteration, IndexError, ValueError):
            continue
    return ports if read else None


async def bound_but_silent(ports, grace, listening=listening_ports):
    """Returns `grace` seconds after every port in `ports` listens (never, if that is unknown)."""
    while True:
        now = listening()
        if now is None:
            await asyncio.Event().wait()  # no socket tables: leave it to the timeout
        if ports <= now:
            break
        await asyncio.sleep(POLL)
    await asyncio.sleep(grace)
    return f"kernel listened on its ports but did not answer within {grace:g} s"


def grace(startup_timeout):
    """Seconds a kernel that listens on all its ports gets to answer: half the start-up timeout,
    at least ANSWER_GRACE (and at most the timeout)."""
    return min(float(startup_timeout), max(ANSWER_GRACE, startup_timeout / 2))


async def wait_for_ready(kc, timeout, signs):
    """Wait until the kernel answers, as jupyter_client does, but fail as soon as one of the
    `signs` of a hang (coroutines returning a reason) completes."""
    ready = asyncio.ensure_future(kc.wait_for_ready(timeout=timeout))
    watchers = [asyncio.ensure_future(sign) for sign in signs]
    try:
        done, _ = await asyncio.wait({ready, *watchers}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for watcher in watchers:
            watcher.cancel()
    if ready not in done:
        ready.cancel()
        raise RuntimeError(next(iter(done)).result())
    ready.result()  # raises what jupyter_client's wait_for_ready raised


async def start_kernel(target, name, cwd, log, startup_timeout, retries):
    """Start a kernel and wait until it answers; retry (up to `retries` times) one that hangs.

    Returns (km, kc, reasons for the failed attempts).
    """
    failures: list[str] = []
    for attempt in range(1, retries + 2):
        print(f"----- kernel start, attempt {attempt} -----", file=log, flush=True)
        offset = log.tell()
        km = target.manager(name)
        kc = None
        t0 = time.monotonic()
        try:
            await km.start_kernel(cwd=cwd, stdout=log, stderr=log)
            kc = km.client()
            kc.start_channels()
            ports = {km.shell_port, km.iopub_port, km.stdin_port, km.control_port, km.hb_port}
            listening = getattr(km, "kernel_listening", listening_ports)
            await wait_for_ready(kc, startup_timeout, [
                thread_died(log.name, offset), bound_but_silent(ports, grace(startup_timeout), listening)])
            kc.allow_stdin = False
            print(f"----- kernel ready after {time.monotonic() - t0:.1f} s -----",
                  file=log, flush=True)
            return km, kc, failures
        except NoSuchKernel:
            raise KernelStartError(f"no Jupyter kernel named {name!r} ({target.label}:"
                                   f" {target.kernel_dirs or 'is JUPYTER_PATH set?'})")
        except (RuntimeError, TimeoutError) as e:  # no answer in time, or died at start-up
            failures.append((str(e) or type(e).__name__) + sandbox_said(log.name, offset))
            print(f"----- kernel start failed: {failures[-1]} -----", file=log, flush=True)
            await stop_kernel(km, kc, now=True)
        except Exception as e:  # e.g. `java` not found: another attempt would not help
            await stop_kernel(km, kc, now=True)
            raise KernelStartError(f"{type(e).__name__}: {e}")
    counted = {f: failures.count(f) for f in failures}
    raise KernelStartError(f"kernel did not start in {retries + 1} attempts: " + "; ".join(
        f + (f" ({n} times)" if n > 1 else "") for f, n in counted.items()))


def sandbox_said(log_path, offset):
    """The sandbox's own reason for a kernel that died at start-up (its last `sandbox:` or `bwrap:`
    line in the kernel log, from `offset` on), as ": REASON", or ""."""
    try:
        with open(log_path, encoding="utf-8", errors="replace") as f:
            f.seek(offset)
            lines = [line.strip() for line in f if line.startswith(("sandbox:", "bwrap:"))]
    except OSError:
        return ""
    return f" ({lines[-1][:300]})" if lines else ""
