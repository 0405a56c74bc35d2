#!/usr/bin/env bash
# Starts a one-node Slurm cluster on this machine (slurmctld + slurmd on localhost, munge for
# authentication), for CI and for trying the kit's job-array scripts. No systemd needed: the
# daemons are started directly and write their logs to $NQK_SLURM_DIR/log (default
# /tmp/nqk-slurm/log). Idempotent: with the cluster up it only says so.
#
#   tools/slurm/start-local-cluster.sh          # then: export SLURM_CONF=/tmp/nqk-slurm/slurm.conf
#   tools/slurm/stop-local-cluster.sh [--purge]
#
# Installs Debian's slurm-wlm and munge with apt-get when they are missing (needs root or sudo).
# Exit codes: 0 up; 77 this machine cannot host it (no apt-get, no root or sudo, install failed);
# 1 the daemons did not come up (the logs' tails are printed).
# Environment: NQK_SLURM_DIR, NQK_SLURMCTLD_PORT (16817), NQK_SLURMD_PORT (16818),
# NQK_SLURM_START_TIMEOUT (seconds to wait for the node to be idle, default 60).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=common.sh
source "$HERE/common.sh"
TIMEOUT="${NQK_SLURM_START_TIMEOUT:-60}"
SKIP=77

if [[ "$(id -u)" -ne 0 ]]; then
  # The daemons must run as root (slurmd starts jobs as their users); jobs are submitted as you.
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    exec sudo -n --preserve-env=NQK_SLURM_DIR,NQK_SLURMCTLD_PORT,NQK_SLURMD_PORT,NQK_SLURM_START_TIMEOUT \
      "$0" "$@"
  fi
  say "cannot start Slurm: needs root or password-less sudo"
  exit $SKIP
fi

if cluster_up; then
  say "already up: node $NQK_NODE is $(node_state) (SLURM_CONF=$SLURM_CONF)"
  exit 0
fi

install_packages() {
  local missing=()
  command -v slurmctld >/dev/null && command -v slurmd >/dev/null && command -v sbatch >/dev/null \
    || missing+=(slurm-wlm)
  command -v munged >/dev/null || missing+=(munge)
  ((${#missing[@]})) || return 0
  command -v apt-get >/dev/null || { say "cannot install ${missing[*]}: no apt-get"; exit $SKIP; }
  say "installing ${missing[*]} (apt-get; output in $NQK_LOG_DIR/apt.log)"
  mkdir -p "$NQK_LOG_DIR"
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$NQK_LOG_DIR/apt.log" 2>&1; then
    say "apt-get install ${missing[*]} failed:"; tail -n 15 "$NQK_LOG_DIR/apt.log"
    exit $SKIP
  fi
}

# MB of memory to declare: 90% of what is available now, so slurmd never finds less than declared.
real_memory() {
  awk '/^MemAvailable:/ { printf "%d\n", $2 / 1024 * 0.9 }' /proc/meminfo
}

write_conf() {
  mkdir -p "$NQK_SLURM_DIR/state" "$NQK_SLURM_DIR/spool" "$NQK_LOG_DIR"
  local tmp="$SLURM_CONF.tmp.$$"
  cat >"$tmp" <<CONF
# Written by tools/slurm/start-local-cluster.sh: one node on localhost, no cgroups, no accounting.
ClusterName=nqk
SlurmctldHost=$NQK_NODE(127.0.0.1)
SlurmctldPort=$NQK_SLURMCTLD_PORT
SlurmdPort=$NQK_SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$NQK_SLURM_DIR/state
SlurmdSpoolDir=$NQK_SLURM_DIR/spool
SlurmctldPidFile=$NQK_SLURM_DIR/slurmctld.pid
SlurmdPidFile=$NQK_SLURM_DIR/slurmd.pid
SlurmctldLogFile=$NQK_LOG_DIR/slurmctld.log
SlurmdLogFile=$NQK_LOG_DIR/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=$NQK_NODE NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=$(real_memory) State=UNKNOWN
PartitionName=local Nodes=$NQK_NODE Default=YES MaxTime=INFINITE State=UP
CONF
  mv -f "$tmp" "$SLURM_CONF"
}

munge_works() {
  munge -n 2>/dev/null | unmunge >/dev/null 2>&1
}

start_munge() {
  munge_works && return 0
  local key=/etc/munge/munge.key
  if [[ ! -s "$key" ]]; then
    say "creating the munge key $key"
    mkdir -p /etc/munge
    (umask 077; dd if=/dev/urandom of="$key.tmp" bs=1024 count=1 status=none && mv -f "$key.tmp" "$key")
  fi
  # What systemd's tmpfiles and unit would prepare; a container without systemd has none of it.
  mkdir -p /run/munge /var/log/munge /var/lib/munge
  chown munge:munge /etc/munge "$key" /run/munge /var/log/munge /var/lib/munge
  chmod 0400 "$key"
  chmod 0755 /run/munge
  runuser -u munge -- /usr/sbin/munged
  cp /run/munge/munged.pid "$NQK_SLURM_DIR/munged.pid" # ours to stop
  local i
  for ((i = 0; i < 20; i++)); do munge_works && return 0; sleep 0.25; done
  say "munged did not answer; its log:"; tail -n 20 /var/log/munge/munged.log || true
  exit 1
}

start_daemon() { # name, pid file, command...
  local name="$1" pidfile="$2"; shift 2
  if pid_alive "$pidfile"; then return 0; fi
  "$@" || { say "$name failed to start; its log:"; tail -n 30 "$NQK_LOG_DIR/$name.log" 2>/dev/null; exit 1; }
}

wait_idle() {
  local deadline=$((SECONDS + TIMEOUT)) state=""
  while ((SECONDS < deadline)); do
    state="$(node_state)"
    case "$state" in
      idle|mix|alloc) say "up: node $NQK_NODE is $state (SLURM_CONF=$SLURM_CONF)"; return 0 ;;
      down*|drain*) timeout 10 scontrol update NodeName="$NQK_NODE" State=RESUME 2>/dev/null || true ;;
    esac
    sleep 1
  done
  say "node $NQK_NODE not idle after ${TIMEOUT}s (state: ${state:-no answer}); the logs' tails:"
  local log
  for log in "$NQK_LOG_DIR/slurmctld.log" "$NQK_LOG_DIR/slurmd.log"; do
    printf -- '--- %s\n' "$log"; tail -n 25 "$log" 2>/dev/null || true
  done
  exit 1
}

install_packages
mkdir -p "$NQK_SLURM_DIR"
pid_alive "$NQK_SLURM_DIR/slurmctld.pid" || write_conf
start_munge
start_daemon slurmctld "$NQK_SLURM_DIR/slurmctld.pid" slurmctld -f "$SLURM_CONF"
start_daemon slurmd "$NQK_SLURM_DIR/slurmd.pid" slurmd -f "$SLURM_CONF"
wait_idle
