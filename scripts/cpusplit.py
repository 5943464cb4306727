#!/usr/bin/env python3
"""CPU split over an interval (docs/performance.md, "PPROF_ADDR and the CPU tools").

Prints the CPU time of each process name over SECONDS (every postgres
process summed, the five largest), in cores, and how busy each CPU was and
how much of it went to interrupts, from /proc. Run it beside a load run:

    python3 scripts/cpusplit.py 6
"""
import os
import sys
import time


def process_ticks():
    """pid -> (name, user+system ticks) of every process."""
    out = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                stat = f.read()
        except OSError:  # the process ended meanwhile
            continue
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2 :].split()
        out[pid] = (name, int(fields[11]) + int(fields[12]))
    return out


def cpu_ticks():
    """cpuN -> (total, idle+iowait, irq+softirq) ticks."""
    out = {}
    with open("/proc/stat") as f:
        for line in f:
            if line.startswith("cpu") and line[3].isdigit():
                fields = line.split()
                v = list(map(int, fields[1:9]))
                out[fields[0]] = (sum(v), v[3] + v[4], v[5] + v[6])
    return out


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 6.0
    p0, c0 = process_ticks(), cpu_ticks()
    time.sleep(seconds)
    p1, c1 = process_ticks(), cpu_ticks()
    by_name = {}
    for pid, (name, ticks) in p1.items():
        before = p0[pid][1] if pid in p0 else 0
        key = "postgres" if name.startswith("postgres") else name
        by_name[key] = by_name.get(key, 0) + ticks - before
    hz = os.sysconf("SC_CLK_TCK")
    top = sorted(by_name.items(), key=lambda kv: -kv[1])[:5]
    parts = [f"{name}={ticks / hz / seconds:.2f}" for name, ticks in top]
    for cpu in sorted(c1):
        total = c1[cpu][0] - c0[cpu][0]
        idle = c1[cpu][1] - c0[cpu][1]
        irq = c1[cpu][2] - c0[cpu][2]
        parts.append(f"{cpu} busy {1 - idle / total:.2f} irq {irq / total:.2f}")
    print("  ".join(parts))


if __name__ == "__main__":
    main()
