#!/usr/bin/env bash
# Proves that Slurm job arrays work on this machine: starts the local one-node cluster (installing
# Slurm if needed), submits tools/slurm/sweep-array.sbatch as a 4-task array with a stand-in for
# java that records the command line each task was given, waits (bounded), and checks that task i
# ran `sweep SPEC --shard i/4 --out DIR --threads 1 --init my.Plugins` (the last two: one thread
# per CPU of the task, and extra arguments passed through). Prints the time of each step.
#
# Exit codes: 0 passed; 77 skipped (Slurm cannot be installed or started here: no apt-get, no
# root or sudo), with a line starting "SKIP"; 1 failed. The cluster is stopped again at the end
# if this script started it (NQK_SLURM_KEEP=1 keeps it). NQK_SLURM_JOB_TIMEOUT bounds the wait
# for the array (seconds, default 120).
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"
JOB_TIMEOUT="${NQK_SLURM_JOB_TIMEOUT:-120}"
TASKS=4

TEST="slurm selftest"
fail() { printf 'FAIL %s: %s\n' "$TEST" "$*"; exit 1; }

t0="$(now)"
ensure_cluster "$TEST" "$HERE"

work="$(mktemp -d "${TMPDIR:-/tmp}/nqk-slurm-selftest.XXXXXX")"
chmod 0755 "$work" # jobs run as the submitting user; keep it readable when started through sudo
cat >"$work/fake-java" <<'STUB'
#!/usr/bin/env bash
# Stands in for java: records the arguments the array task passed, one per line.
printf '%s\n' "$@" >"$RECORD_DIR/task-$SLURM_ARRAY_TASK_ID.args.tmp"
mv "$RECORD_DIR/task-$SLURM_ARRAY_TASK_ID.args.tmp" "$RECORD_DIR/task-$SLURM_ARRAY_TASK_ID.args"
STUB
chmod +x "$work/fake-java"
touch "$work/kit.jar"

RECORD_DIR="$work" JAVA="$work/fake-java" JAVA_OPTS="-Xmx64m" NQK_JAR="$work/kit.jar" \
  submit_array "$work" "$TASKS" spec.json "$work/out" --init my.Plugins
say "array job $JOB ($TASKS tasks) finished in $JOB_TIME"

for ((i = 0; i < TASKS; i++)); do
  expected="$(printf '%s\n' -Xmx64m -cp "$work/kit.jar" io.nqueens.cli.Main sweep spec.json \
    --shard "$i/$TASKS" --out "$work/out" --threads 1 --init my.Plugins)"
  [[ -f "$work/task-$i.args" ]] || fail "task $i left no record (outputs: $(cat "$work"/slurm-*.out 2>/dev/null))"
  [[ "$(cat "$work/task-$i.args")" == "$expected" ]] \
    || fail "task $i ran: $(tr '\n' ' ' <"$work/task-$i.args"); expected: $(tr '\n' ' ' <<<"$expected")"
done
rm -rf "$work"
printf 'PASS slurm selftest: %d array tasks ran shards 0/%d..%d/%d (total %s)\n' \
  "$TASKS" "$TASKS" "$((TASKS - 1))" "$TASKS" "$(elapsed "$t0")"
