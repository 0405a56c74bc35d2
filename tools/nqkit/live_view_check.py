#!/usr/bin/python3
"""Drive real Java kernels through a cell with a live view (io.nqueens.live.Live) and check it.

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.live_view_check

For each kernel found -- JJava (../shared/kernels/jjava, beside the repository) and the bundled
rapaio kernel (build/jupyter/kernels/java, which `./kit run` registers) -- it runs one notebook:
document 004's all-92 run of seed 0 plainly (`runToEnd(0)`), then live (`Live.toEnd(run(0))`),
and checks, from the kernel's own messages and from the notebook nbclient keeps:

- the live cell showed its outputs with display ids and updated them in place
  (`update_display_data` messages carrying those ids), more than once;
- the saved cell holds only the final frame: one progress line, the last one sent, which names the
  run's last generation, and one chart, a complete PNG (as the kernel sent it, unrepaired);
- the live run's result is the plain run's (generations, evaluations, solutions);
- every PNG of the cell is a multiple of 3 bytes before base64, so none was cut.

It prints the wall time of both cells (the live view's cost, machine-dependent, not asserted),
after a warm-up chart (the first chart a JVM draws loads fonts and classes).

Then, on a fresh kernel, Kernel > Interrupt as Jupyter sends it (an interrupt_request, the kernels'
interrupt_mode) while an experiment of 90 runs shows its live line (notebook 06's first
experiment, three presets), and checks:

- the cell ends (its execute_reply, with the cell's own parent) within INTERRUPT_LIMIT seconds;
- the view's last line says "interrupted after N of 90 runs", with 0 < N < 90, and the cell's
  error says the same N (so nothing after it takes the partial result for a whole one);
- the kernel answers the next cell, in which the interrupted cell's variable is still null.
Exits 0 when every kernel found passes, 1 otherwise; prints one "skipped: ..." line per missing
kernel and exits 0 when there is none, or when the library is not built.
"""

import asyncio
import base64
import re
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from nqkit.nb_kernel import KernelStartError, Target, start_kernel, stop_kernel
from nqkit.nb_outputs import png_problem

ROOT = Path(__file__).resolve().parents[2]
CLASSPATH = ROOT / "lib" / "target" / "classpath"
KERNELS = [
    ("jjava", ROOT.parent / "shared" / "kernels" / "jjava" / "kernels",
     "put JJava's kernelspec in ../shared/kernels/jjava"),
    ("bundled", ROOT / "build" / "jupyter" / "kernels",
     "`./kit run notebooks/00-quickstart.ipynb` registers it"),
]
SETUP = """import io.nqueens.engine.*;
import io.nqueens.presets.Presets;
import io.nqueens.live.Live;
// Warm-up: the first chart a JVM draws loads fonts and classes, once per kernel, not per run.
var warm = io.nqueens.plots.FitnessChart.of(Presets.doc004().maxGenerations(5).build().runToEnd(0)).image();"""
PLAIN = """long t0 = System.nanoTime();
RunResult plain = Presets.doc004().build().runToEnd(0);
System.out.print(String.format("plain: %d generations, %d evaluations, %d solutions, %.2f s%n",
        plain.generations(), plain.evaluations(), plain.solutions().size(), (System.nanoTime() - t0) / 1e9));"""
LIVE = """long t1 = System.nanoTime();
RunResult live = Live.toEnd(Presets.doc004().build().run(0));
System.out.print(String.format("live: %d generations, %d evaluations, %d solutions, %.2f s%n",
        live.generations(), live.evaluations(), live.solutions().size(), (System.nanoTime() - t1) / 1e9));"""
INTERRUPT_LIMIT = 3.0
INTERRUPTED = """ExperimentResult cut = Live.lineOnly(Experiment.of(Presets.doc001(8), Presets.doc003(8),
        Presets.doc000(8)).seeds(0, 30));"""
AFTER = 'System.out.println("after the interrupt: " + cut);'
CUT_LINE = re.compile(r"interrupted after (\d+) of 90 runs \(a partial result\)")
KERNEL_STOP = re.compile(r"EvaluationInterruptedException|Evaluator was interrupted")
CUT_ERROR = re.compile(r"the experiment was interrupted after (\d+) of 90 runs")
RESULT = re.compile(r"(plain|live): (\d+ generations, \d+ evaluations, \d+ solutions), ([\d.]+) s")


class Recording(NotebookClient):
    """nbclient, noting every iopub message of the cells it runs."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.messages = {}

    def process_message(self, msg, cell, cell_index):
        self.messages.setdefault(cell_index, []).append(msg)
        return super().process_message(msg, cell, cell_index)


def notebook():
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "java", "display_name": "Java", "language": "java"}
    nb.cells = [nbformat.v4.new_code_cell(f"%classpath {CLASSPATH}"), nbformat.v4.new_code_cell(SETUP),
                nbformat.v4.new_code_cell(PLAIN), nbformat.v4.new_code_cell(LIVE)]
    return nb


def stream_text(cell):
    return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")


def check_messages(messages):
    """Problems with the live cell's messages: shown with ids, then updated in place."""
    shown = [m["content"]["transient"]["display_id"] for m in messages
             if m["msg_type"] == "display_data" and m["content"].get("transient", {}).get("display_id")]
    updates = [m["content"].get("transient", {}).get("display_id") for m in messages
               if m["msg_type"] == "update_display_data"]
    problems = []
    if len(shown) != 2:
        problems.append(f"expected 2 outputs shown with display ids (line, chart), got {len(shown)}")
    if len(updates) < 2:
        problems.append(f"expected the outputs to be updated in place, got {len(updates)} updates")
    if any(u not in shown for u in updates):
        problems.append(f"updates of ids never shown: {sorted(set(updates) - set(shown))}")
    for m in messages:
        png = m["content"].get("data", {}).get("image/png") if "content" in m else None
        if png and len(base64.b64decode(png)) % 3:
            problems.append(f"a {m['msg_type']} PNG of {len(base64.b64decode(png))} bytes was cut")
    last_line = None
    for m in messages:
        if m["msg_type"] in ("display_data", "update_display_data"):
            text = m["content"].get("data", {}).get("text/plain")
            if text and "generation" in text:
                last_line = text
    return problems, len(shown), len(updates), last_line


def check_saved(cell, last_line, generations):
    """Problems with the live cell as saved: only the final frame, whole."""
    problems = []
    displays = [o for o in cell.outputs if o.output_type == "display_data"]
    lines = [o for o in displays if "text/plain" in o.data and "image/png" not in o.data]
    images = [o for o in displays if "image/png" in o.data]
    if len(lines) != 1 or len(images) != 1:
        problems.append(f"saved outputs: {len(lines)} lines and {len(images)} charts, expected 1 and 1:"
                        f" {[(o.output_type, {k: str(v)[:60] for k, v in o.get('data', {}).items()}) for o in cell.outputs]}")
        return problems
    saved = lines[0].data["text/plain"]
    if saved != last_line:
        problems.append(f"saved line {saved!r} is not the last one sent {last_line!r}")
    if not saved.startswith(f"generation {generations:,} of at most"):
        problems.append(f"saved line {saved!r} does not name the last generation {generations}")
    why = png_problem(base64.b64decode(images[0].data["image/png"]))
    if why:
        problems.append(f"saved chart is not a whole PNG: {why}")
    return problems


async def run_on(label, kernels_dir):
    with tempfile.TemporaryDirectory() as tmp:
        log_path = Path(tmp) / "kernel.log"
        with open(log_path, "w") as log:
            try:
                km, kc, _ = await start_kernel(Target(label, Path(tmp), [str(kernels_dir)]), "java",
                                               str(ROOT), log, 60, 2)
            except KernelStartError as e:
                return [f"kernel start: {e}"]
            nb = notebook()
            client = Recording(nb, km=km, timeout=600, allow_errors=False,
                               resources={"metadata": {"path": str(ROOT)}})
            client.kc = kc
            try:
                await client.async_execute()
            except Exception as e:  # the cell's error output, or a dead kernel
                return [f"execution failed: {type(e).__name__}: {e}"]
            finally:
                await stop_kernel(km, kc, now=False)
    results = {m.group(1): m for m in RESULT.finditer(stream_text(nb.cells[2]) + stream_text(nb.cells[3]))}
    if set(results) != {"plain", "live"}:
        return [f"missing result lines: {stream_text(nb.cells[2])!r} {stream_text(nb.cells[3])!r}"]
    problems = []
    if results["plain"].group(2) != results["live"].group(2):
        problems.append(f"results differ: plain {results['plain'].group(2)}, live {results['live'].group(2)}")
    msg_problems, shown, updates, last_line = check_messages(client.messages.get(3, []))
    problems += msg_problems
    generations = int(results["live"].group(2).split()[0])
    problems += check_saved(nb.cells[3], last_line, generations)
    print(f"  {label}: {shown} outputs shown, {updates} updates in place; plain {results['plain'].group(3)} s,"
          f" live {results['live'].group(3)} s (machine-dependent)")
    return problems


def texts(msg):
    """The text a message shows: a stream's, a display's plain text, an error's value."""
    c = msg["content"]
    return c.get("text", "") + c.get("data", {}).get("text/plain", "") + c.get("evalue", "")


async def execute(kc, code, timeout, interrupt=None):
    """Runs code; returns (reply, [(seconds, message) of every iopub message], seconds from the
    interrupt to the reply or None). interrupt: an async function called once the cell's live line
    shows a finished run, which sends the interrupt."""
    msg_id = kc.execute(code)
    t0 = time.monotonic()
    seen: list = []
    reply, idle = None, False
    sent: float | None = None
    replied: float | None = None
    while not (reply and idle) and time.monotonic() - t0 < timeout:
        try:
            m = await kc.get_iopub_msg(timeout=0.1)
            seen.append((time.monotonic() - t0, m))
            idle |= (m["msg_type"] == "status" and m["content"]["execution_state"] == "idle"
                     and m["parent_header"].get("msg_id") == msg_id)
            if (interrupt and sent is None and m["msg_type"] == "update_display_data"
                    and not texts(m).startswith("runs 0/")):
                await interrupt()
                sent = time.monotonic()
        except Exception:  # no message within 0.1 s
            pass
        try:
            r = await kc.get_shell_msg(timeout=0.01)
            if r["parent_header"].get("msg_id") == msg_id:
                reply = r
                replied = time.monotonic()
        except Exception:
            pass
    return reply, seen, (replied - sent if sent is not None and replied is not None and reply else None)


async def interrupt_on(label, kernels_dir):
    """Problems with Kernel > Interrupt during a live experiment on this kernel."""
    with tempfile.TemporaryDirectory() as tmp:
        with open(Path(tmp) / "kernel.log", "w") as log:
            try:
                km, kc, _ = await start_kernel(Target(label, Path(tmp), [str(kernels_dir)]), "java",
                                               str(ROOT), log, 60, 2)
            except KernelStartError as e:
                return [f"kernel start: {e}"]
            try:
                for code in (f"%classpath {CLASSPATH}", SETUP + "\nimport io.nqueens.experiment.*;"):
                    reply, _, _ = await execute(kc, code, 120)
                    if reply is None or reply["content"]["status"] != "ok":
                        return [f"set-up cell failed: {reply and reply['content']}"]
                reply, seen, after = await execute(kc, INTERRUPTED, 120, km.interrupt_kernel)
                # The view's last words may follow the reply on a kernel that ends the cell at once.
                t_end = time.monotonic() + INTERRUPT_LIMIT
                while time.monotonic() < t_end:
                    try:
                        seen.append((None, await kc.get_iopub_msg(timeout=0.2)))
                    except Exception:
                        pass
                next_reply, next_seen, _ = await execute(kc, AFTER, 60)
            finally:
                await stop_kernel(km, kc, now=True)
    problems = []
    if reply is None or after is None:
        return [f"the cell did not end within 120 s (interrupt sent: {after is not None})"]
    found = [CUT_LINE.search(texts(m)) for _, m in seen]
    lines = [int(x.group(1)) for x in found if x]
    error = CUT_ERROR.search(reply["content"].get("evalue", "") + "".join(texts(m) for _, m in seen
                                                                              if m["msg_type"] == "error"))
    if after > INTERRUPT_LIMIT:
        problems.append(f"the cell ended {after:.1f} s after the interrupt (limit {INTERRUPT_LIMIT} s)")
    if reply["content"]["status"] != "error":
        problems.append(f"the interrupted cell's reply is {reply['content']['status']!r}, not an error")
    kernel_said = KERNEL_STOP.search(reply["content"].get("evalue", "") + reply["content"].get("ename", ""))
    if not lines and kernel_said and after is not None and after <= INTERRUPT_LIMIT:
        # JJava ends the cell itself at once and then forwards no more of its output: the view's
        # line is lost when it comes after the reply (it came before in most runs). The cell still
        # ended at once, saying it was interrupted, and the next cell still sees no partial result.
        print(f"  {label}: the kernel ended the cell itself ({kernel_said.group(0)!r}) before the view's line")
    elif not lines or not 0 < lines[-1] < 90:
        problems.append(f"no line 'interrupted after N of 90 runs': {[texts(m)[:90] for _, m in seen][-4:]}")
    elif (error is None or int(error.group(1)) != lines[-1]) and not KERNEL_STOP.search(
            reply["content"].get("evalue", "") + reply["content"].get("ename", "")):
        # JJava ends the cell itself at once ("Evaluator was interrupted"); the view's line follows.
        problems.append(f"the cell's error says neither 'interrupted after {lines[-1]} of 90 runs' nor the"
                        f" kernel's own interruption: {reply['content'].get('evalue', '')[:200]!r}")
    after_text = "".join(texts(m) for _, m in next_seen)
    if next_reply is None or "after the interrupt: null" not in after_text:
        problems.append(f"the next cell: {after_text[:200]!r} (expected the variable still null)")
    print(f"  {label}: interrupted after {lines[-1] if lines else '?'} of 90 runs; the cell ended"
          f" {after:.2f} s after the interrupt")
    return problems


def main():
    only = sys.argv[1:]  # kernel labels to drive (default: every one found)
    if not (CLASSPATH / "io" / "nqueens" / "live" / "Live.class").exists():
        print(f"skipped: the library is not built with io.nqueens.live ({CLASSPATH}); "
              "run `mvn -q -B package -DskipTests` or `./kit run` first")
        return 0
    failed = False
    ran = 0
    for label, kernels_dir, how in KERNELS:
        if only and label not in only:
            continue
        if not (kernels_dir / "java" / "kernel.json").exists():
            print(f"skipped: {label} kernel not found ({kernels_dir / 'java'}); {how}")
            continue
        ran += 1
        t0 = time.monotonic()
        problems = asyncio.run(run_on(label, kernels_dir))
        verdict = "FAIL" if problems else "ok"
        print(f"live view on {label}: {verdict} ({time.monotonic() - t0:.0f} s)")
        for p in problems:
            print(f"  - {p}")
        failed |= bool(problems)
        t0 = time.monotonic()
        problems = asyncio.run(interrupt_on(label, kernels_dir))
        print(f"interrupt on {label}: {'FAIL' if problems else 'ok'} ({time.monotonic() - t0:.0f} s)")
        for p in problems:
            print(f"  - {p}")
        failed |= bool(problems)
    if ran == 0:
        print("skipped: no Java kernel to drive")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
