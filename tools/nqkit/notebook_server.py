#!/usr/bin/python3
"""`./kit notebook`: the notebooks in Jupyter Notebook, as a student opens them.

    PYTHONPATH=tools /usr/bin/python3 -m nqkit.notebook_server [--port P] [--work DIR]

Starts Debian's Jupyter Notebook server on 127.0.0.1 only, with a fresh random token (as Jupyter
itself does), on a WORKING COPY of the notebooks (my-notebooks/ beside notebooks/ by default, so
that the setup cell's relative class path still finds lib/): the tracked notebooks never gain
outputs or a student's edits. A notebook is copied only when the working copy lacks it, so a
student's work survives every start; a kit notebook newer than its copy is named, never copied
over. The kernel is the one `./kit` chose (JUPYTER_PATH, set by ./kit: the bundled kernel under
build/jupyter, or the user's own `java` kernel). Jupyter's config and runtime folders are private
to the kit (build/notebook-server/, 0700), so another user's or a global config cannot change
what the student gets. Prints the URL once the server answers, and stops the server on Ctrl-C.
"""

import argparse
import hashlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from nqkit.kit_common import KitError, write_atomic

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "notebooks"
WORK = ROOT / "my-notebooks"
STATE = ROOT / "build" / "notebook-server"
COPIES = ".kit-copies.json"  # in the working copy: each copied notebook's hash when it was copied
DEFAULT_PORT = 8888
START_BOUND = 60.0  # seconds the server gets to answer


class NotebookError(Exception):
    pass


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def working_copy(sources=SOURCES, work=WORK):
    """Copies the notebooks the working copy lacks (keeping notebooks/'s folders); returns
    (copied, newer): the names copied now, and those whose kit version changed since they were
    copied while the student's copy stayed (theirs is kept)."""
    if work.is_symlink() or (work.exists() and not work.is_dir()):
        raise NotebookError(f"{work} must be a folder of your notebooks, not a link or a file")
    work.mkdir(exist_ok=True)
    record_file = work / COPIES
    try:
        record = json.loads(record_file.read_text(encoding="utf-8")) if record_file.is_file() else {}
    except (OSError, ValueError):
        record = {}
    copied, newer = [], []
    for source in sorted(sources.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in source.parts:
            continue
        name = source.relative_to(sources).as_posix()
        target = work / name
        if target.is_symlink():
            raise NotebookError(f"{target} is a link; remove it and start again")
        if not target.exists():
            write_atomic(target, source.read_text(encoding="utf-8"))  # never a half-written notebook
            record[name] = digest(source)
            copied.append(name)
        elif record.get(name) not in (None, digest(source)):
            newer.append(name)
    write_atomic(record_file, json.dumps(record, indent=1, sort_keys=True) + "\n")
    return copied, newer


def free_port(wanted):
    """`wanted` if nothing listens there on 127.0.0.1, else a free port the system picks."""
    for port in (wanted, 0):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
                return s.getsockname()[1]
            except OSError:
                continue
    raise NotebookError("no free TCP port on 127.0.0.1")


def private_folder(path):
    path.mkdir(parents=True, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def start(work, port, token, log):
    """The server process (on 127.0.0.1:port, that token, `work` as its root) and its URL, once it answers."""
    try:
        import notebook  # noqa: F401  (Debian's jupyter-notebook)
    except ImportError:
        raise NotebookError("Jupyter Notebook is not installed: apt-get install jupyter-notebook")
    config, runtime = private_folder(STATE / "config"), private_folder(STATE / "runtime")
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(config), JUPYTER_RUNTIME_DIR=str(runtime))
    argv = [sys.executable, "-m", "notebook", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
            "--port-retries=0", f"--NotebookApp.token={token}", f"--notebook-dir={work}",
            "--NotebookApp.open_browser=False"]
    if os.geteuid() == 0:
        argv.append("--allow-root")
    process = subprocess.Popen(argv, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                               start_new_session=True)  # Ctrl-C reaches us; we stop it without its y/n prompt
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + START_BOUND
    while True:
        try:
            urllib.request.urlopen(f"{url}api/status?token={token}", timeout=2).read()
            return process, f"{url}tree?token={token}"
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                stop(process)
                raise NotebookError(f"the notebook server did not start; see {log.name}")
            time.sleep(0.3)


def stop(process):
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main(argv=None):
    parser = argparse.ArgumentParser(prog="./kit notebook", description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port on 127.0.0.1 (default {DEFAULT_PORT}; a free one when it is taken)")
    parser.add_argument("--work", type=Path, default=WORK,
                        help="the working copy, a folder directly inside the checkout (default: my-notebooks/)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be in [0, 65535], was {args.port}")
    work = args.work.resolve() if args.work.is_absolute() else (Path.cwd() / args.work).resolve()
    if work.parent != ROOT:  # the setup cells load ../lib/target/classpath, relative to the notebook
        parser.error(f"--work must be a folder directly inside the kit's checkout ({ROOT}), since the notebooks"
                     f" load ../lib/target/classpath; was {args.work}")
    try:
        copied, newer = working_copy(SOURCES, work)
        print(f"working copy: {work} ({len(copied)} notebook(s) copied now; your edits there are kept)",
              flush=True)
        for name in newer:
            print(f"  notebooks/{name} changed since you copied it: yours is kept (delete it to get the new one)")
        port = free_port(args.port)
        if args.port and port != args.port:
            print(f"port {args.port} is in use on 127.0.0.1: using {port}")
        STATE.mkdir(parents=True, exist_ok=True)
        with open(STATE / "server.log", "w") as log:
            process, url = start(work, port, secrets.token_hex(24), log)
            print(f"Jupyter Notebook is running (log: {Path(log.name).relative_to(ROOT)}); open in your browser:\n"
                  f"    {url}\nCtrl-C stops it.", flush=True)
            signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
            try:
                process.wait()
            except (KeyboardInterrupt, SystemExit):
                pass
            finally:
                stop(process)
                print("Jupyter Notebook stopped.")
    except (NotebookError, KitError) as e:
        print(f"kit notebook: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
