#!/usr/bin/python3
"""`./kit notebook` as a student uses it, in headless Chromium.

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.notebook_launch_check

Runs `./kit notebook --port 0 --work DIR` (DIR a fresh working copy, .notebook-launch-check/ in the
checkout, removed at the end),
reads the URL it prints, and checks what the student gets:
- the URL opens the notebook list (with the token) in Chromium, listing the working copy's
  notebooks and its exercises folder, and the server answers nothing without the token (403);
- notebook 00 opens on the kit's kernel, Cell > Run All runs every cell with no error or stderr
  box, and Save writes the outputs into the working copy while notebooks/00-quickstart.ipynb stays
  byte for byte the same;
- a second start keeps the student's saved copy (no notebook copied again);
- Ctrl-C stops the server: the command says so, exits 0 and the port is closed.
Screenshots: build/notebook-launch/tree.png and 00-quickstart.png. Exits 0 when all holds, 1
otherwise; prints one "skipped: ..." line and exits 0 where Jupyter Notebook, Selenium or
Chromium is missing (as tools/nqkit/browser_check.py).
"""

import hashlib
import json
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from nqkit import browser_check as bc

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "build" / "notebook-launch"
NOTEBOOK = "00-quickstart.ipynb"
URL = re.compile(r"^\s+(http://127\.0\.0\.1:(\d+)/tree\?token=(\w+))$")


def launch(work, log):
    """`./kit notebook` started; returns (process, url, port, token, lines printed up to the URL)."""
    process = subprocess.Popen([str(ROOT / "kit"), "notebook", "--port", "0", "--work", str(work)],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT)
    assert process.stdout is not None  # stdout=PIPE
    lines = []
    deadline = time.monotonic() + 600  # a first start may build the library and fetch the kernel
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        print(line, end="", file=log, flush=True)
        m = URL.match(line.rstrip("\n"))
        if m:
            return process, m.group(1), int(m.group(2)), m.group(3), lines
    process.kill()
    raise RuntimeError("./kit notebook printed no URL:\n" + "\n".join(lines[-20:]))


def interrupt(process, log):
    process.send_signal(signal.SIGINT)
    rest, _ = process.communicate(timeout=60)
    print(rest, end="", file=log, flush=True)
    return process.returncode, rest


def port_closed(port):
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


def status_without_token(port):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/api/contents", timeout=10).read()
        return 200
    except urllib.error.HTTPError as e:
        return e.code


def main():
    why = bc.missing_tools()
    if why:
        print(f"skipped: ./kit notebook in a browser: {why}")
        return 0
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    work = ROOT / ".notebook-launch-check"  # beside notebooks/, as the setup cells' ../lib needs
    shutil.rmtree(work, ignore_errors=True)
    tracked = ROOT / "notebooks" / NOTEBOOK
    before = hashlib.sha256(tracked.read_bytes()).hexdigest()
    problems = []
    with open(OUT / "kit-notebook.log", "w") as log:
        process, url, port, token, lines = launch(work, log)
        driver = None
        try:
            if not any(l.startswith(f"working copy: {work} (") for l in lines):
                problems.append(f"no 'working copy' line: {lines}")
            if status_without_token(port) != 403:
                problems.append(f"the server answered /api/contents without the token ({status_without_token(port)})")
            driver = bc.browser()
            driver.get(url)
            time.sleep(2)
            listed = driver.execute_script(
                "return Array.from(document.querySelectorAll('#notebook_list .item_name')).map(e => e.innerText);")
            driver.save_screenshot(str(OUT / "tree.png"))
            for name in (NOTEBOOK, "exercises"):
                if name not in listed:
                    problems.append(f"the notebook list lacks {name}: {listed}")
            base = url.split("/tree?")[0]
            bound = bc.ready_bound()
            ready = bc.open_and_wait(driver, f"{base}/notebooks/{NOTEBOOK}?token={token}", bound)
            if ready is None:
                problems.append(f"{NOTEBOOK}: the kernel was not ready within {bc.describe_bound(bound)}")
            else:
                bc.run_all(driver, OUT / "00", bc.RUN_BOUND)
                state = driver.execute_script(bc.STATE_JS)
                problems += bc.problems_of(state, False, {})
                kernel = driver.execute_script("return Jupyter.notebook.kernel.name;")
                if kernel != "java":
                    problems.append(f"{NOTEBOOK} runs on kernel {kernel!r}, not the kit's 'java'")
                driver.execute_script("Jupyter.notebook.save_notebook();")
                time.sleep(2)
                bc.screenshot(driver, OUT / "00-quickstart.png", whole=True)
                saved = json.loads((work / NOTEBOOK).read_text())
                if not any(c.get("outputs") for c in saved["cells"] if c["cell_type"] == "code"):
                    problems.append(f"Save wrote no outputs into the working copy's {NOTEBOOK}")
                print(f"{NOTEBOOK} ran in the browser: ready after {ready:.1f} s, saved to the working copy",
                      file=log, flush=True)
        finally:
            if driver is not None:
                driver.quit()
            status, rest = interrupt(process, log)
        if status != 0 or "Jupyter Notebook stopped." not in rest:
            problems.append(f"Ctrl-C: exit {status}, printed {rest!r}")
        if not port_closed(port):
            problems.append(f"port {port} still open after Ctrl-C")
        if hashlib.sha256(tracked.read_bytes()).hexdigest() != before:
            problems.append(f"notebooks/{NOTEBOOK} changed: the server wrote into the tracked notebook")
        # A second start copies nothing again: the student's saved work stays.
        saved_text = (work / NOTEBOOK).read_text()
        process, url, port, token, lines = launch(work, log)
        interrupt(process, log)
        if not any(l.startswith(f"working copy: {work} (0 notebook(s) copied now") for l in lines):
            problems.append(f"the second start copied notebooks again: {lines}")
        if (work / NOTEBOOK).read_text() != saved_text:
            problems.append("the second start changed the student's saved notebook")
    shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print(f"FAIL ./kit notebook: {p}")
    if not problems:
        print(f"./kit notebook: ok (the URL with its token opened the list and {NOTEBOOK}, which ran and saved"
              " into the working copy; the tracked notebook unchanged; Ctrl-C stopped it)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
