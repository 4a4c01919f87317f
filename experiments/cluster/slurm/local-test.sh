#!/usr/bin/env bash
# Proves the Slurm scripts on this machine: starts a one-node Slurm cluster with its own configuration under
# DIR, submits the quickstart as a 3-task array plus the dependent merge job through the real sbatch, waits,
# and compares DIR/merged/cells.csv cell by cell with an unsharded run (DIR/unsharded/). Exit 0 when they are
# equal, non-zero on any difference or failure. Installs Debian's slurm-wlm and munge when missing (root).
# The daemons it starts (munged, slurmctld, slurmd) are stopped at the end, whatever happens.
#   bash experiments/cluster/slurm/local-test.sh DIR
set -euo pipefail
if (($# != 1)); then
  echo "usage: $0 DIR" >&2
  exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
dir="$(realpath -m "$1")"
experiment="${EXPERIMENT:-$root/experiments/quickstart.yaml}"
shards=3
host="$(hostname -s)"
say() { echo "local-test: $*" >&2; }

if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null \
    || ! command -v munged >/dev/null; then
  say "installing slurm-wlm and munge with apt-get"
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o DPkg::Lock::Timeout=600 slurm-wlm munge
fi

mkdir -p "$dir"/{state,spool,log,munge}
chmod 700 "$dir/munge"
conf="$dir/slurm.conf"
export SLURM_CONF="$conf"

stop() {
  local status=$?
  say "stopping the daemons"
  local f pid
  for f in "$dir/slurmd.pid" "$dir/slurmctld.pid" "$dir/munge/munged.pid"; do
    [[ -f "$f" ]] || continue
    pid="$(cat "$f" 2>/dev/null || true)"
    [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
  done
  for f in "$dir/slurmd.pid" "$dir/slurmctld.pid" "$dir/munge/munged.pid"; do
    [[ -f "$f" ]] || continue
    pid="$(cat "$f" 2>/dev/null || true)"
    [[ -n "$pid" ]] || continue
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$f"
  done
  exit "$status"
}
trap stop EXIT
trap 'exit 130' INT TERM

# munge with its own key, socket and files under DIR, so that nothing of the machine's munge is touched
[[ -f "$dir/munge/munge.key" ]] || mungekey -c -k "$dir/munge/munge.key"
chmod 600 "$dir/munge/munge.key"
munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --pid-file="$dir/munge/munged.pid" --log-file="$dir/munge/munged.log" --seed-file="$dir/munge/munged.seed"

cat > "$conf" <<CONF
ClusterName=local
SlurmctldHost=$host
SlurmUser=root
SlurmctldPort=16817
SlurmdPort=16818
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/ctld.log
SlurmdLogFile=$dir/log/d.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MinJobAge=3600
NodeName=$host CPUs=$(nproc) RealMemory=2000 State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld -f "$conf"
slurmd -f "$conf"
for i in $(seq 60); do
  state="$(sinfo -h -o %T 2>/dev/null | head -1 || true)"
  [[ "$state" == idle* ]] && break
  ((i == 60)) && { say "the node is not idle after 60 s (state: '${state:-none}'); logs in $dir/log"; exit 1; }
  sleep 1
done
say "one-node cluster up: $(sinfo -h -o '%P %D %T %C' | head -1)"

# the unsharded reference, run while the array waits for nothing (the CLI jar is built by submit.sh first)
rm -rf "$dir/runs" "$dir/merged" "$dir/unsharded"
ids="$(MERGED="$dir/merged" "$here/submit.sh" "$experiment" "$dir/runs" "$shards")"
read -r array_id merge_id <<<"$ids"
say "submitted array job $array_id (tasks 1-$shards) and merge job $merge_id (afterok)"

job_state() { scontrol show job "$1" -o 2>/dev/null | tr ' ' '\n' | awk -F= '$1=="JobState"{print $2}' | sort -u | paste -sd, -; }
start=$SECONDS
while :; do
  m="$(job_state "$merge_id")"
  case "$m" in
    COMPLETED) break ;;
    FAILED|CANCELLED*|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|"")
      say "merge job $merge_id ended as '${m:-unknown}'; array: $(job_state "$array_id")"
      tail -n 20 "$dir"/runs/logs/*.out >&2 || true
      exit 1 ;;
  esac
  if ((SECONDS - start > 3600)); then say "timed out after an hour"; exit 1; fi
  sleep 2
done
say "array and merge finished in $((SECONDS - start)) s: $(job_state "$array_id") / $m"

"$root/privbench" run "$experiment" --out "$dir/unsharded" --fresh --no-report --progress none >&2
java_bin="${JAVA_HOME:+$JAVA_HOME/bin/}java"
if ! "$java_bin" "$here/SameCells.java" "$dir/unsharded/cells.csv" "$dir/merged/cells.csv"; then
  say "FAILED: the merged shards differ from the unsharded run"
  exit 1
fi
say "PASSED: $dir/merged/cells.csv equals the unsharded run cell by cell"
