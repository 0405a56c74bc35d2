"""Runs one step of `./kit test` beside the others (nqkit.ci.steps.StepRunner.start_aside):

    python3 -m nqkit.ci.aside NAME LOGS MODULE:FUNCTION

FUNCTION (a step function of module MODULE) runs with its output appended to LOGS/NAME.log and its
note in LOGS/NAME.note; then "STATUS SECONDS CPU" (CPU: of this process and what it ran, in seconds)
goes to LOGS/NAME.status, whole or not at all. The exit status is 0 whenever the status file was
written (the step's own status is in the file), 2 for bad arguments."""

import importlib
import sys
import time
from pathlib import Path

from nqkit.ci.steps import Step, call_step, cpu_seconds, write_status


def main(argv: list[str]) -> int:
    if len(argv) != 3 or ":" not in argv[2]:
        print("usage: python3 -m nqkit.ci.aside NAME LOGS MODULE:FUNCTION", file=sys.stderr)
        return 2
    name, logs, where = argv[0], Path(argv[1]), argv[2]
    module, function = where.split(":", 1)
    run = getattr(importlib.import_module(module), function, None)
    if not callable(run):
        print(f"nqkit.ci.aside: no step function {where}", file=sys.stderr)
        return 2
    t0, cpu0 = time.monotonic(), cpu_seconds()
    status = call_step(Step(name, name, run), logs / f"{name}.log", logs / f"{name}.note", lambda line: None)
    write_status(logs / f"{name}.status", status, int(time.monotonic() - t0), int(cpu_seconds() - cpu0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
