#!/usr/bin/env bash
# Grading a course as a Slurm job array (`grade COURSE --slurm N`, tools/nqkit/grade_slurm.py) on the
# local one-node cluster: starts it (installing Slurm if needed) and runs tools/slurm/grade_test.py,
# which grades two real notebooks in two tasks on the real kernel in the grader's sandbox, then kills
# a task of a larger (fake-kernel) grading and resumes it. Needs the kit built and the `java` kernel on
# JUPYTER_PATH (./kit test provides both). Exit codes: 0 passed; 77 skipped (Slurm cannot be installed
# or started here), with a line starting "SKIP"; 1 failed. The cluster is stopped again at the end
# if this script started it (NQK_SLURM_KEEP=1 keeps it).
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"
TEST="slurm grading test"
t0="$(now)"
ensure_cluster "$TEST" "$HERE"
PYTHONPATH="$(dirname "$HERE")${PYTHONPATH:+:$PYTHONPATH}" "${NQK_PY:-/usr/bin/python3}" "$HERE/grade_test.py"
rc=$?
((rc == 0)) && printf 'PASS %s (total %s)\n' "$TEST" "$(elapsed "$t0")"
((rc == 0)) || printf 'FAIL %s: see above\n' "$TEST"
exit $((rc == 0 ? 0 : 1))
