# Shared settings of the local single-node Slurm scripts (sourced, not run).
# Everything lives under NQK_SLURM_DIR: slurm.conf, state, spool, pid files and logs.
NQK_SLURM_DIR="${NQK_SLURM_DIR:-/tmp/nqk-slurm}"
# Ports away from Slurm's defaults (6817/6818), so a system Slurm on the machine is left alone.
NQK_SLURMCTLD_PORT="${NQK_SLURMCTLD_PORT:-16817}"
NQK_SLURMD_PORT="${NQK_SLURMD_PORT:-16818}"
SLURM_CONF="$NQK_SLURM_DIR/slurm.conf"
export SLURM_CONF
NQK_LOG_DIR="$NQK_SLURM_DIR/log"
NQK_NODE="$(hostname -s)"

say() { printf 'slurm-local: %s\n' "$*"; }

# True when the pid in file $1 is a live process.
pid_alive() {
  [[ -s "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null
}

# The node's state as sinfo prints it (idle, mix, alloc, down*, drain...), or nothing. Asks
# only when our slurmctld runs: without it sinfo would spend seconds retrying.
node_state() {
  command -v sinfo >/dev/null && pid_alive "$NQK_SLURM_DIR/slurmctld.pid" || return 0
  timeout 10 sinfo -h -N -n "$NQK_NODE" -o '%t' 2>/dev/null | head -n 1
}

cluster_up() {
  case "$(node_state)" in idle|mix|alloc|comp) return 0 ;; *) return 1 ;; esac
}

now() { date +%s.%N; }
# Seconds since $1 (a `now`), as "12.3 s".
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }

# For the tests: starts the local cluster unless it is up, and stops it at exit when this call
# started it (NQK_SLURM_KEEP=1 keeps it). Exits 77 with a line "SKIP $1: ..." where Slurm cannot
# be installed or started, and 1 with "FAIL $1: ..." when the daemons do not come up.
# $1: the test's name; $2: the folder of these scripts.
ensure_cluster() {
  local test="$1" dir="$2" start rc
  start="$(now)"
  if ! cluster_up; then
    "$dir/start-local-cluster.sh"
    rc=$?
    if ((rc == 77)); then
      printf 'SKIP %s: Slurm cannot be installed or started on this machine (see above)\n' "$test"
      exit 77
    fi
    if ((rc != 0)); then
      printf 'FAIL %s: the local cluster did not start (exit %s)\n' "$test" "$rc"
      exit 1
    fi
    if [[ "${NQK_SLURM_KEEP:-0}" != 1 ]]; then
      # shellcheck disable=SC2064  # expanded now on purpose: the scripts' folder
      trap "\"$dir/stop-local-cluster.sh\" >/dev/null" EXIT
    fi
  fi
  say "cluster ready in $(elapsed "$start") (installing if needed, starting, waiting for idle)"
}

# Submits sweep-array.sbatch as a job array of TASKS tasks from folder WORK, with the remaining
# arguments as the script's, and waits for it (at most $JOB_TIMEOUT s). Sets JOB (the job id) and
# JOB_TIME (how long it took). On failure it cancels the job, prints the tasks' outputs and calls
# the caller's fail(). Variables set in front of the call (NQK_JAR=... submit_array ...) reach the job.
submit_array() {
  local work="$1" tasks="$2" t1 out rc
  shift 2
  t1="$(now)"
  out="$(cd "$work" && timeout "$JOB_TIMEOUT" sbatch --parsable --wait --array=0-$((tasks - 1)) \
    --output="$work/slurm-%A_%a.out" "$HERE/sweep-array.sbatch" "$@" 2>&1)"
  rc=$?
  JOB="${out%%;*}"; JOB="${JOB%%$'\n'*}"
  if ((rc != 0)); then
    [[ "$JOB" =~ ^[0-9]+$ ]] && scancel "$JOB" 2>/dev/null
    cat "$work"/slurm-*.out 2>/dev/null
    fail "sbatch --wait exited $rc after $(elapsed "$t1"): $out"
  fi
  JOB_TIME="$(elapsed "$t1")"
}
