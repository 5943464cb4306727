#!/usr/bin/env bash
# CPU accounting around a command (docs/performance.md, "PPROF_ADDR and the
# CPU tools"): the machine's total and idle CPU time, and one process's (e.g.
# the devnet node's), in ticks of 1/CLK_TCK s, from /proc.
#
#   scripts/cpuwatch.sh <pid> -- <command...>
set -euo pipefail
pid=$1
shift 2
tk=$(getconf CLK_TCK)
stat() { read -r _ u n s i w q sq st _ </proc/stat; echo "$((u + n + s + i + w + q + sq + st)) $((i + w))"; }
proc() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
read -r t0 i0 < <(stat)
p0=$(proc)
"$@"
read -r t1 i1 < <(stat)
p1=$(proc)
echo "cpu: total $((t1 - t0)) ticks, idle $((i1 - i0)), pid $pid $((p1 - p0)) (ticks of 1/$tk s)"
