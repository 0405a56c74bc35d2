#!/usr/bin/env bash
# The kit's sweep through a real Slurm job array: starts the local one-node cluster (installing
# Slurm if needed), submits tools/slurm/sweep-array.sbatch as a 4-task array running the real
# `sweep` command on the 2,400-run grid (tools/slurm/grid-2400.json), waits (bounded), merges the
# four shards, runs the same spec in one process, and checks that the two tables are identical
# apart from the wall-time column. Prints the time of each step.
#
# Needs the kit's jar: NQK_JAR (default lib/target/nqueens-kit-all.jar, built by `mvn package`).
# Exit codes: 0 passed; 77 skipped (Slurm cannot be installed or started here), with a line
# starting "SKIP"; 1 failed. The cluster is stopped again at the end if this script started it
# (NQK_SLURM_KEEP=1 keeps it). NQK_SLURM_JOB_TIMEOUT bounds the wait for the array (default 180 s).
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"
JOB_TIMEOUT="${NQK_SLURM_JOB_TIMEOUT:-180}"
TASKS=4
NQK_JAR="${NQK_JAR:-$ROOT/lib/target/nqueens-kit-all.jar}"
MAIN=io.nqueens.cli.Main
SPEC="$HERE/grid-2400.json"

TEST="slurm sweep test"
fail() { printf 'FAIL %s: %s\n' "$TEST" "$*"; exit 1; }

[[ -f "$NQK_JAR" ]] || fail "no kit jar at $NQK_JAR (build it with mvn package, or set NQK_JAR)"
command -v java >/dev/null || fail "java is not on PATH"

t0="$(now)"
ensure_cluster "$TEST" "$HERE"

work="$(mktemp -d "${TMPDIR:-/tmp}/nqk-slurm-sweep.XXXXXX")"
chmod 0755 "$work" # jobs run as the submitting user; keep it readable when started through sudo
cp "$SPEC" "$work/spec.json"
cp "$NQK_JAR" "$work/kit.jar" # a copy, so a rebuild meanwhile cannot change what the tasks run

NQK_JAR="$work/kit.jar" JAVA_OPTS="-Xmx256m" submit_array "$work" "$TASKS" "$work/spec.json" "$work/shards"
say "array job $JOB ($TASKS tasks of the real sweep) finished in $JOB_TIME"
for ((i = 0; i < TASKS; i++)); do
  log="$(ls "$work"/slurm-*_"$i".out 2>/dev/null | head -n 1)"
  grep -q "^shard $i/$TASKS of .*: 600 of 600 runs done" "$log" 2>/dev/null \
    || fail "task $i did not report its 600 runs: $(cat "$log" 2>/dev/null)"
done

t2="$(now)"
java -cp "$work/kit.jar" "$MAIN" merge "$work/shards" --out "$work/merged.csv" >"$work/merge.log" 2>&1 \
  || fail "merge failed: $(cat "$work/merge.log")"
java -cp "$work/kit.jar" "$MAIN" sweep "$work/spec.json" --out "$work/one" >"$work/one.log" 2>&1 \
  || fail "the one-process sweep failed: $(cat "$work/one.log")"
java -cp "$work/kit.jar" "$MAIN" merge "$work/one" --out "$work/one.csv" >>"$work/one.log" 2>&1 \
  || fail "merging the one-process sweep failed: $(cat "$work/one.log")"
say "merged the shards, ran the spec in one process and merged it in $(elapsed "$t2")"

# Every column but wall_ms (the only one that differs between runs); labels are quoted CSV cells.
compare='import csv, sys
def rows(path):
    with open(path, newline="") as f:
        table = list(csv.reader(f))
    wall = table[0].index("wall_ms")
    return [r[:wall] + r[wall + 1:] for r in table]
a, b = rows(sys.argv[1]), rows(sys.argv[2])
if a != b:
    bad = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    sys.exit("tables differ at line %d (%d and %d lines)" % (bad, len(a), len(b)))
print(len(a) - 1)'
rows="$(python3 -c "$compare" "$work/merged.csv" "$work/one.csv" 2>&1)" || fail "$rows"
[[ "$rows" == 2400 ]] || fail "the merged table has $rows runs, not 2400"
rm -rf "$work"
printf 'PASS slurm sweep test: %d array tasks of the 2,400-run sweep merged into the one-process table (total %s)\n' \
  "$TASKS" "$(elapsed "$t0")"
