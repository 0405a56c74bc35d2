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
