#!/usr/bin/env bash
# Queues a privbench sweep on Slurm: an array of N shard tasks and a merge job that runs after all of them.
#   experiments/cluster/slurm/submit.sh EXPERIMENT.yaml OUT N [sbatch options...]
# OUT must be on a file system every node sees. Extra arguments go to both sbatch calls (e.g.
# --partition=short --time=02:00:00). RUN_ARGS (e.g. --full) is passed to every shard's run.
# Prints the two job ids ("ARRAY_ID MERGE_ID"); the merged run ends up in OUT/merged/ (MERGED overrides).
set -euo pipefail
if (($# < 3)); then
  echo "usage: $0 EXPERIMENT.yaml OUT N [sbatch options...]" >&2
  exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
experiment="$(realpath "$1")"
out="$(realpath -m "$2")"
n="$3"
shift 3
[[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "submit.sh: N must be a positive integer, got '$n'" >&2; exit 2; }
[[ -f "$experiment" ]] || { echo "submit.sh: $experiment: no such experiment file" >&2; exit 2; }
command -v sbatch >/dev/null || { echo "submit.sh: sbatch not found (is this a Slurm login node?)" >&2; exit 2; }
# validate and build the CLI jar once here, so that the array tasks do not all rebuild it at once
"$root/privbench" validate "$experiment" >&2
mkdir -p "$out/logs"
export PRIVBENCH_ROOT="$root" EXPERIMENT="$experiment" OUT="$out" SHARDS="$n"
[[ -n "${MERGED:-}" ]] && export MERGED
array_id="$(sbatch --parsable --array="1-$n" --chdir="$root" --output="$out/logs/shard-%a.out" "$@" \
  "$here/shards.sbatch")"
array_id="${array_id%%;*}"
merge_id="$(sbatch --parsable --dependency="afterok:$array_id" --kill-on-invalid-dep=yes --chdir="$root" \
  --output="$out/logs/merge.out" "$@" "$here/merge.sbatch")"
merge_id="${merge_id%%;*}"
echo "$array_id $merge_id"
