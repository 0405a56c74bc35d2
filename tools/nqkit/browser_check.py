#!/usr/bin/python3
"""Open notebooks the way a student does, in a real browser, and check what the page shows.

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.browser_check [--kernels bundled,jjava] [--starts N] [NOTEBOOK...]

Starts Debian's Jupyter Notebook 6 server (bound to 127.0.0.1 on a free port, with a token, its
config, data and runtime folders private under build/browser/) on a COPY of the notebooks, so the
committed ones never gain outputs, and drives headless Chromium through Selenium. For each kernel
(the bundled one, registered by ./kit under build/jupyter, and JJava where ../shared/kernels/jjava
exists) it opens each notebook -- by default notebooks/00-quickstart.ipynb and the released stub
notebooks/exercises/ex1-attacking-pairs-fitness.ipynb, and on the first kernel a small notebook
with one live view -- clicks Cell > Run All and asserts what the student sees:

- the kernel is ready (its kernel_info reply came) within READY_BOUND s of asking for the page
  (stretched on a busy machine: ready_bound);
- every code cell ran (an execution count, none left at In [*]) within RUN_BOUND seconds;
- no error box, except in a released stub, where a check of an exercise not written yet may end in
  one that says so; no stderr box;
- every image is shown (loaded, naturalWidth > 0); a live view's cell keeps at most LIVE_AREAS
  output areas at every sample while it runs, and its text changes between samples: its outputs
  are replaced in place, not appended.

Screenshots go to build/browser/shots/ (KERNEL-NAME.png at the end; KERNEL-NAME-running.png
while a live view runs). --starts N instead opens notebook 00 N times on each kernel, each time on
a kernel started cold, and reports how many were ready and how long they took.
Exits 0 when every check passes, 1 otherwise; prints one "skipped: ..." line and exits 0 when
Jupyter Notebook, Selenium, Chromium or its driver is missing, or the library is not built.
"""

import argparse
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "build" / "browser"
CLASSPATH = ROOT / "lib" / "target" / "classpath"
BUNDLED = ROOT / "build" / "jupyter" / "kernels" / "java" / "kernel.json"
JJAVA = ROOT.parent / "shared" / "kernels" / "jjava" / "kernels" / "java"
DEFAULT_NOTEBOOKS = ["notebooks/00-quickstart.ipynb", "notebooks/exercises/ex1-attacking-pairs-fitness.ipynb"]
LIVE_NAME = "live-view.ipynb"  # written into the copy: one live view, a few seconds long
LIVE_CELL = "RunResult live = Live.toEnd(Presets.doc004().build().run(0));"
READY_BOUND = 30.0  # seconds from opening a notebook to its kernel's kernel_info reply, on a quiet machine
READY_STRETCH = 4.0  # at most this many times READY_BOUND on a busy one (see ready_bound)
RUN_BOUND = 240.0  # seconds for Run All of one notebook (--run-bound)
LIVE_AREAS = 4  # output areas a live view's cell may hold while it runs (its line and its chart)
UNWRITTEN = ("not written yet", "NotWrittenYet")  # what a stub's check says of an empty exercise
CHROMIUM = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
            "--window-size=1280,1000"]

# The page's state, read in the browser: per code cell, its prompt, error and stderr boxes, images.
STATE_JS = """
return {cells: Jupyter.notebook.get_cells().filter(c => c.cell_type === 'code').map(c => {
  const el = c.element[0], texts = sel => Array.from(el.querySelectorAll(sel)).map(e => e.innerText);
  return {prompt: c.input_prompt_number === undefined ? null : c.input_prompt_number, source: c.get_text(),
          errors: texts('.output_error'), stderr: texts('.output_stderr'),
          images: Array.from(el.querySelectorAll('.output_area img')).map(i => [i.complete, i.naturalWidth])};
})};
"""


def missing_tools():
    """Why the browser cannot be driven here, or None."""
    for module, package in (("notebook", "jupyter-notebook"), ("selenium", "python3-selenium")):
        try:
            __import__(module)
        except ImportError:
            return f"Python module {module} missing (apt-get install {package})"
    for binary, package in (("chromium", "chromium"), ("chromedriver", "chromium-driver")):
        if not shutil.which(binary):
            return f"{binary} not found (apt-get install {package})"
    if not (CLASSPATH / "io" / "nqueens" / "live" / "Live.class").exists():
        return f"the library is not built ({CLASSPATH}); run `./kit run notebooks/00-quickstart.ipynb`"
    return None


def kernels(wanted):
    """(label, kernel name, kernel.json as a dict) of each wanted kernel found; prints a
    "skipped: ..." line for each one missing."""
    found = []
    for label in wanted:
        if label == "bundled" and BUNDLED.exists():
            found.append((label, "java", json.loads(BUNDLED.read_text())))
        elif label == "jjava" and (JJAVA / "kernel.json").exists():
            spec = json.loads((JJAVA / "kernel.json").read_text())
            spec["argv"] = [a.replace("{resource_dir}", str(JJAVA)) for a in spec["argv"]]
            found.append((label, "jjava", spec))
        else:
            where = BUNDLED.parent if label == "bundled" else JJAVA
            print(f"skipped: {label} kernel not found ({where})")
    return found


def prepare(found, notebooks):
    """The private Jupyter folders and the copy of the notebooks: WORK/LABEL/notebooks/..., with
    WORK/LABEL/lib, bench and tools links to the repository's, so that the setup cells' relative
    %classpath and the specs the notebooks read are found."""
    shutil.rmtree(OUT / "jupyter", ignore_errors=True)
    shutil.rmtree(OUT / "work", ignore_errors=True)
    shutil.rmtree(OUT / "shots", ignore_errors=True)
    (OUT / "shots").mkdir(parents=True)
    for label, name, spec in found:
        spec = dict(spec, display_name=f"Java ({label})")
        (OUT / "jupyter" / "data" / "kernels" / name).mkdir(parents=True)
        (OUT / "jupyter" / "data" / "kernels" / name / "kernel.json").write_text(json.dumps(spec, indent=1))
        base = OUT / "work" / label
        base.mkdir(parents=True)
        for linked in ("lib", "bench", "tools"):  # what setup cells and specs name by relative path
            (base / linked).symlink_to(ROOT / linked)
        for nb in notebooks:
            rel = Path(nb).resolve().relative_to(ROOT)
            data = json.loads((ROOT / rel).read_text())
            data["metadata"]["kernelspec"] = {"name": name, "display_name": spec["display_name"],
                                              "language": "java"}
            (base / rel).parent.mkdir(parents=True, exist_ok=True)
            (base / rel).write_text(json.dumps(data))
        (base / "notebooks" / LIVE_NAME).write_text(json.dumps(live_notebook(name)))


def live_notebook(kernel_name):
    def code(text):
        return {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                "source": text}
    return {"nbformat": 4, "nbformat_minor": 5,
            "metadata": {"kernelspec": {"name": kernel_name, "display_name": "Java", "language": "java"}},
            "cells": [code("%classpath ../lib/target/classpath"),
                      code("import io.nqueens.engine.*;\nimport io.nqueens.presets.Presets;\n"
                           "import io.nqueens.live.Live;"),
                      code(LIVE_CELL)]}


class Server:
    """Jupyter Notebook on 127.0.0.1, a free port, a fresh token, private folders under OUT."""

    def __enter__(self):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.token = secrets.token_hex(24)
        self.stopping = []
        env = dict(os.environ, JUPYTER_PATH=str(OUT / "jupyter" / "data"),
                   JUPYTER_DATA_DIR=str(OUT / "jupyter" / "data"),
                   JUPYTER_CONFIG_DIR=str(OUT / "jupyter" / "config"),
                   JUPYTER_RUNTIME_DIR=str(OUT / "jupyter" / "runtime"),
                   IPYTHONDIR=str(OUT / "jupyter" / "ipython"))
        self.log = open(OUT / "server.log", "w")
        argv = [sys.executable, "-m", "notebook", "--no-browser", "--ip=127.0.0.1",
                f"--port={self.port}", "--port-retries=0", f"--NotebookApp.token={self.token}",
                f"--notebook-dir={OUT / 'work'}", "--NotebookApp.open_browser=False"]
        if os.geteuid() == 0:
            argv.append("--allow-root")
        self.process = subprocess.Popen(argv, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{self.url('api/status')}", timeout=2).read()
                return self
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the notebook server did not start; see {OUT / 'server.log'}")
                time.sleep(0.3)

    def url(self, path):
        return f"http://127.0.0.1:{self.port}/{path}?token={self.token}"

    def shutdown_kernels(self, wait=True):
        """Ends the open notebooks' kernels; wait=False: in the background, while the next one opens."""
        def shut(ids):
            for session in ids:
                request = urllib.request.Request(self.url(f"api/sessions/{session}"), method="DELETE")
                urllib.request.urlopen(request, timeout=60).read()
        ids = [s["id"] for s in json.load(urllib.request.urlopen(self.url("api/sessions"), timeout=10))]
        if wait:
            shut(ids)
        else:
            self.stopping.append(threading.Thread(target=shut, args=(ids,)))
            self.stopping[-1].start()

    def __exit__(self, *exc):
        for thread in self.stopping:
            thread.join(timeout=60)
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if chromium is None or driver is None:
        raise RuntimeError("chromium and chromium-driver are not on the PATH (Debian: apt-get install chromium "
                           "chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    profile = OUT / "chromium-profile"
    shutil.rmtree(profile, ignore_errors=True)
    for arg in CHROMIUM + [f"--user-data-dir={profile}"]:
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(driver), options=options)


# The running cell (the first at In [*]): its index, whether it is a live view, its output areas
# and text. Null when no cell is running.
RUNNING_JS = """
const cells = Jupyter.notebook.get_cells();
const i = cells.findIndex(c => c.cell_type === 'code' && c.input_prompt_number === '*');
if (i < 0) return null;
const el = cells[i].element[0];
return {index: i, live: cells[i].get_text().includes('Live.'),
        areas: el.querySelectorAll('.output_area').length,
        text: Array.from(el.querySelectorAll('.output_subarea')).map(e => e.innerText).join('\\n')};
"""


def ready_bound():
    """READY_BOUND stretched by the machine's load (1-minute average over the cores, at most
    READY_STRETCH times): a JVM kernel shares the cores with whatever else runs, as on a CI machine
    running the kit's other steps beside this one, and a kernel that never starts is still caught."""
    load = os.getloadavg()[0] / (os.cpu_count() or 1)
    return READY_BOUND * min(READY_STRETCH, max(1.0, load))


def describe_bound(bound):
    """How a ready bound reads in a report line: its seconds, and the load that stretched it."""
    return f"{bound:.0f} s" + ("" if bound == READY_BOUND else f" ({READY_BOUND:g} s stretched by the load)")


def open_and_wait(driver, url, bound):
    """Opens `url`; returns the seconds until the page's kernel answered kernel_info (counted from
    the request for the page), or None after `bound` seconds."""
    t0 = time.monotonic()
    driver.get(url)
    while time.monotonic() - t0 < bound:
        try:
            state = driver.execute_script("const nb = window.Jupyter && Jupyter.notebook;"
                                          "return !!(nb && nb.kernel && Object.keys(nb.kernel.info_reply || {}).length);")
        except Exception:  # the page is still loading
            state = False
        if state:
            return time.monotonic() - t0
        time.sleep(0.1)
    return None


def screenshot(driver, path, whole):
    """The page as shown (whole: the whole notebook, the window stretched to its height)."""
    if whole:
        driver.execute_script("document.getElementById('site').scrollTop = 0;")
        height = driver.execute_script("return document.getElementById('notebook').scrollHeight"
                                       " + document.getElementById('header').offsetHeight;")
        driver.set_window_size(1280, min(int(height) + 40, 12000))
        time.sleep(0.3)
    driver.save_screenshot(str(path))
    if whole:
        driver.set_window_size(1280, 1000)


def run_all(driver, shot_base, bound):
    """Clicks Cell > Run All and samples the running cell until no cell is at In [*]. Returns the
    live views' samples: {cell index: [(output areas, text)]}, and the seconds it took."""
    from selenium.webdriver.common.by import By
    driver.find_element(By.ID, "celllink").click()
    driver.find_element(By.CSS_SELECTOR, "#run_all_cells a").click()
    t0 = time.monotonic()
    live: dict[int, list] = {}
    idle_polls, shot = 0, False
    while time.monotonic() - t0 < bound:
        time.sleep(0.25)
        running = driver.execute_script(RUNNING_JS)
        if running is None:
            idle_polls += 1
            if idle_polls >= 2:
                return live, time.monotonic() - t0
            continue
        idle_polls = 0
        if running["live"]:
            samples = live.setdefault(running["index"], [])
            samples.append((running["areas"], running["text"]))
            # mid-run: once the chart is up (two areas) a couple of seconds in, or later anyway
            if not shot and (len(samples) >= 8 and running["areas"] >= 2 or len(samples) >= 40):
                driver.execute_script(f"Jupyter.notebook.scroll_to_cell({running['index']}, 0);")
                screenshot(driver, f"{shot_base}-running.png", whole=False)
                shot = True
    raise TimeoutError(f"Run All did not finish within {bound:g} s")


def problems_of(state, exercise, live):
    """What the student would see that is wrong, from the page's final state and the samples."""
    problems = []
    for n, cell in enumerate(state["cells"], 1):
        where = f"code cell {n} ({cell['source'].strip().splitlines()[0][:50] if cell['source'].strip() else 'empty'})"
        if cell["source"].strip() and not isinstance(cell["prompt"], int):
            problems.append(f"{where}: did not run (prompt {cell['prompt']!r})")
        for error in cell["errors"]:
            if not (exercise and any(u in error for u in UNWRITTEN)):
                problems.append(f"{where}: error box: {error.strip().splitlines()[0][:120] if error.strip() else ''}")
        for text in cell["stderr"]:
            problems.append(f"{where}: stderr box: {text.strip()[:120]}")
        for complete, width in cell["images"]:
            if not complete or width <= 0:
                problems.append(f"{where}: an image not shown (complete={complete}, naturalWidth={width})")
    for index, samples in live.items():
        shown = [s for s in samples if s[0] > 0]
        if len(shown) < 2:
            problems.append(f"live view in cell {index + 1}: {len(shown)} samples with output while it ran")
            continue
        most = max(areas for areas, _ in shown)
        if most > LIVE_AREAS:
            problems.append(f"live view in cell {index + 1}: {most} output areas at once (at most {LIVE_AREAS}):"
                            " outputs appended, not replaced")
        if len({text for _, text in shown}) < 2:
            problems.append(f"live view in cell {index + 1}: its text never changed over {len(shown)} samples")
    return problems


def check_notebook(driver, server, label, rel, run_bound):
    """Opens one notebook copy, runs it all, returns (line for the report, problems)."""
    name = Path(rel).stem
    shot_base = OUT / "shots" / f"{label}-{name}"
    bound = ready_bound()
    ready = open_and_wait(driver, server.url(f"notebooks/{label}/{rel}"), bound)
    if ready is None:
        screenshot(driver, f"{shot_base}.png", whole=False)
        return f"{label} {rel}: FAIL", [f"kernel not ready within {describe_bound(bound)} of opening"]
    try:
        live, seconds = run_all(driver, shot_base, run_bound)
    except TimeoutError as e:
        screenshot(driver, f"{shot_base}.png", whole=True)
        return f"{label} {rel}: FAIL", [str(e)]
    state = driver.execute_script(STATE_JS)
    screenshot(driver, f"{shot_base}.png", whole=True)
    problems = problems_of(state, "exercises" in Path(rel).parts, live)
    live_note = "".join(f"; live view in cell {i + 1}: {len(s)} samples, at most {max(a for a, _ in s)}"
                        f" output areas" for i, s in live.items())
    images = sum(len(c["images"]) for c in state["cells"])
    errors = sum(len(c["errors"]) for c in state["cells"])
    verdict = "FAIL" if problems else "ok"
    return (f"{label} {rel}: {verdict} (kernel ready in {ready:.1f} s, Run All {seconds:.0f} s,"
            f" {len(state['cells'])} code cells, {images} images, {errors} error boxes{live_note})"), problems


def cold_starts(driver, server, label, count):
    """Opens notebook 00 `count` times, each on a cold kernel; returns the report line and whether
    every one was ready within ready_bound()."""
    times = []
    bound = ready_bound()
    for _ in range(count):
        ready = open_and_wait(driver, server.url(f"notebooks/{label}/notebooks/00-quickstart.ipynb"),
                              bound)
        if ready is not None:
            times.append(ready)
        driver.get("about:blank")
        server.shutdown_kernels()
    times.sort()
    spread = (f"; time to ready: median {times[len(times) // 2]:.1f} s, max {times[-1]:.1f} s"
              if times else "")
    return f"{label}: {len(times)} of {count} cold starts ready within {describe_bound(bound)}{spread}", \
        len(times) == count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", default="bundled,jjava")
    parser.add_argument("--starts", type=int, default=0, help="only measure N cold starts per kernel")
    parser.add_argument("--run-bound", type=float, default=RUN_BOUND, help="seconds for Run All")
    parser.add_argument("notebooks", nargs="*")
    args = parser.parse_args()
    why = missing_tools()
    if why:
        print(f"skipped: {why}")
        return 0
    found = kernels(args.kernels.split(","))
    if not found:
        print("skipped: no Java kernel to open notebooks on")
        return 0
    notebooks = args.notebooks or DEFAULT_NOTEBOOKS
    prepare(found, notebooks)
    rels = [str(Path(nb).resolve().relative_to(ROOT)) for nb in notebooks]
    failed = False
    with Server() as server:
        driver = browser()
        try:
            for n, (label, _, _) in enumerate(found):
                # The small live view runs on the first kernel only: the page's handling of
                # display updates is the browser's, and live_view_check.py checks every kernel's
                # messages.
                live = [f"notebooks/{LIVE_NAME}"] if not args.notebooks and n == 0 else []
                if args.starts:
                    line, ok = cold_starts(driver, server, label, args.starts)
                    print(line, flush=True)
                    failed |= not ok
                    continue
                for rel in rels + live:
                    t0 = time.monotonic()
                    line, problems = check_notebook(driver, server, label, rel, args.run_bound)
                    server.shutdown_kernels(wait=False)
                    print(f"{line} [{time.monotonic() - t0:.0f} s]", flush=True)
                    for p in problems:
                        print(f"  - {p}")
                    failed |= bool(problems)
        finally:
            driver.quit()
    print(f"screenshots in {OUT / 'shots'}; server log {OUT / 'server.log'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
