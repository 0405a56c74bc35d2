#!/usr/bin/env bash
# Stops the cluster tools/slurm/start-local-cluster.sh started: slurmd, slurmctld and, if that
# script started it, munged, each by the pid in its pid file. --purge also deletes
# $NQK_SLURM_DIR (configuration, state, logs). Exits 0 when nothing of it is left running.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"

if [[ "$(id -u)" -ne 0 ]] && command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  exec sudo -n --preserve-env=NQK_SLURM_DIR "$0" "$@"
fi

stop_pid() { # name, pid file
  local name="$1" pidfile="$2" pid i
  if ! pid_alive "$pidfile"; then rm -f "$pidfile"; return 0; fi
  pid="$(cat "$pidfile")"
  kill -TERM "$pid"
  for ((i = 0; i < 100; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2>/dev/null; then
    say "$name ($pid) ignored SIGTERM for 10 s; sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$pidfile"
  say "stopped $name ($pid)"
}

stop_pid slurmd "$NQK_SLURM_DIR/slurmd.pid"
stop_pid slurmctld "$NQK_SLURM_DIR/slurmctld.pid"
stop_pid munged "$NQK_SLURM_DIR/munged.pid"
if [[ "${1:-}" == "--purge" ]]; then
  rm -rf "$NQK_SLURM_DIR"
  say "removed $NQK_SLURM_DIR"
fi
