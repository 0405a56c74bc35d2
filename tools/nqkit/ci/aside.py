"""Runs one step of `./kit test` beside the others (nqkit.ci.steps.StepRunner.start_aside):

    python3 -m nqkit.ci.aside NAME STATUS_FILE

with its output appended to build/logs/NAME.log, then writes "STATUS SECONDS CPU" (CPU: of this
process and what it ran, in seconds) to STATUS_FILE, whole or not at all. Its exit status is 0
whenever the status file was written: the step's own status is in the file."""

import sys
import time
from pathlib import Path

from nqkit.ci import suite
from nqkit.ci.env import LOGS
from nqkit.ci.steps import call_step, cpu_seconds, write_status


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python3 -m nqkit.ci.aside NAME STATUS_FILE", file=sys.stderr)
        return 2
    name, status_file = argv
    steps = {step.name: step for step in suite.aside_steps()}
    if name not in steps:
        print(f"nqkit.ci.aside: no step '{name}' runs aside (steps: {', '.join(steps)})", file=sys.stderr)
        return 2
    t0, cpu0 = time.monotonic(), cpu_seconds()
    status = call_step(steps[name], LOGS / f"{name}.log", LOGS / f"{name}.note", lambda line: None)
    write_status(Path(status_file), status, int(time.monotonic() - t0), int(cpu_seconds() - cpu0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
