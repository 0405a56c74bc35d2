#!/usr/bin/env bash
# The kit's race through real Slurm job arrays (`tune --slurm`), killed mid-iteration and resumed:
# starts the local one-node cluster (installing Slurm if needed), runs the small race
# tools/irace/race-small.json in one process, then with its runs made by Slurm arrays; as soon as
# the second array is submitted it kills the driver (SIGKILL) and cancels that array, then runs the
# same command again, which resumes from what the tasks saved. The resumed race's tables
# (race-log.csv: every block of every configuration; configurations.csv; held-out.csv) must equal
# the one-process race's, so its pick is the same. Prints the time of each step.
#
# Needs the kit's jar: NQK_JAR (default lib/target/nqueens-kit-all.jar, built by `mvn package`).
# Exit codes: 0 passed; 77 skipped (Slurm cannot be installed or started here), with a line
# starting "SKIP"; 1 failed. The cluster is stopped again at the end if this script started it
# (NQK_SLURM_KEEP=1 keeps it). NQK_SLURM_JOB_TIMEOUT bounds each race command (default 240 s).
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"
JOB_TIMEOUT="${NQK_SLURM_JOB_TIMEOUT:-240}"
NQK_JAR="${NQK_JAR:-$ROOT/lib/target/nqueens-kit-all.jar}"
MAIN=io.nqueens.cli.Main
SPEC="$ROOT/tools/irace/race-small.json"

TEST="slurm race test"
fail() { printf 'FAIL %s: %s\n' "$TEST" "$*"; exit 1; }

[[ -f "$NQK_JAR" ]] || fail "no kit jar at $NQK_JAR (build it with mvn package, or set NQK_JAR)"
command -v java >/dev/null || fail "java is not on PATH"

t0="$(now)"
started_here=0
cluster_up || started_here=1
ensure_cluster "$TEST" "$HERE"

work="$(mktemp -d "${TMPDIR:-/tmp}/nqk-slurm-race.XXXXXX")"
chmod 0755 "$work" # jobs run as the submitting user; keep it readable when started through sudo
driver=""
# Kills the driver if still running, cancels the arrays this test submitted, removes the folder,
# and stops the cluster when this script started it (unless NQK_SLURM_KEEP=1).
# shellcheck disable=SC2317 # called by the trap
cleanup() {
  [[ -n "$driver" ]] && kill -9 "$driver" 2>/dev/null
  sed -n 's/^job-[0-9]*: Slurm job \([0-9]*\), .*/\1/p' "$work"/*.log 2>/dev/null | while read -r id; do
    scancel "$id" 2>/dev/null
  done
  rm -rf "$work"
  if ((started_here)) && [[ "${NQK_SLURM_KEEP:-0}" != 1 ]]; then
    "$HERE/stop-local-cluster.sh" >/dev/null 2>&1
  fi
}
trap cleanup EXIT
cp "$SPEC" "$work/race.json"
cp "$NQK_JAR" "$work/kit.jar" # a copy, so a rebuild meanwhile cannot change what the tasks run
# The tune command, bounded in time (timeout needs a program, not a function).
tune() {
  timeout "$JOB_TIMEOUT" java -Xmx256m -XX:+UseSerialGC -cp "$work/kit.jar" "$MAIN" tune "$work/race.json" "$@"
}

t1="$(now)"
tune --out "$work/one" --threads 2 >"$work/one.log" 2>&1 \
  || fail "the one-process race failed: $(tail -n 20 "$work/one.log")"
say "the race in one process: $(elapsed "$t1")"

# The driver, killed once its second array is submitted; that array is cancelled at once.
t2="$(now)"
(cd "$work" && exec java -Xmx256m -XX:+UseSerialGC -cp "$work/kit.jar" "$MAIN" tune "$work/race.json" \
  --out "$work/slurm" --slurm 2) >"$work/killed.log" 2>&1 &
driver=$!
job=""
for ((i = 0; i < JOB_TIMEOUT * 10; i++)); do
  job="$(sed -n 's/^job-00001: Slurm job \([0-9]*\), .*/\1/p' "$work/killed.log")"
  [[ -n "$job" ]] && break
  kill -0 "$driver" 2>/dev/null || fail "the driver ended before its second array: $(cat "$work/killed.log")"
  sleep 0.1
done
[[ -n "$job" ]] || fail "no second array within $JOB_TIMEOUT s: $(cat "$work/killed.log")"
# Kill once its first runs are saved (within 5 s), so that the array dies part done.
for ((i = 0; i < 50; i++)); do
  [[ -n "$(find "$work/slurm/arrays/job-00001" -name 'run-*.json' 2>/dev/null | head -n 1)" ]] && break
  sleep 0.1
done
kill -9 "$driver"
scancel "$job" || fail "scancel $job failed"
wait "$driver" 2>/dev/null
driver=""
saved="$(find "$work/slurm/arrays/job-00001" -name 'run-*.json' | wc -l)"
say "driver killed and array $job cancelled $(elapsed "$t2") after the start, $saved runs of that array saved"

t3="$(now)"
tune --out "$work/slurm" --slurm 2 >"$work/resumed.log" 2>&1 \
  || fail "the resumed race failed: $(tail -n 20 "$work/resumed.log")"
arrays="$(grep -c '^job-[0-9]*: Slurm job [0-9]*, ' "$work/resumed.log")"
first="$(grep -m 1 -o '^job-[0-9]*' "$work/resumed.log")"
say "resumed: $arrays more arrays, the first $first, $(elapsed "$t3")"
[[ "$first" == job-00001 || "$first" == job-00002 ]] \
  || fail "the resumed race submitted $first first, not the killed array (or the next when it had finished)"
for f in race-log.csv configurations.csv held-out.csv; do
  cmp -s "$work/one/$f" "$work/slurm/$f" || fail "$f differs from the one-process race's:
$(diff "$work/one/$f" "$work/slurm/$f" | head -n 10)"
done
rows="$(($(wc -l <"$work/one/race-log.csv") - 1))"
printf 'PASS %s: killed mid-iteration and resumed, the race on Slurm arrays has the %d blocks,' "$TEST" "$rows"
printf ' configurations and held-out figures of the one-process race (total %s)\n' "$(elapsed "$t0")"
