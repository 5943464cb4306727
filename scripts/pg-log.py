#!/usr/bin/env python3
# Reads a Postgres log written with log_min_duration_statement = 0 (e.g. a
# benchmark run with PGOPTIONS="-c log_min_duration_statement=0") from a
# given line on (docs/performance.md):
#
#   python3 scripts/pg-log.py statements LOG FIRST_LINE
#       statement time summed per statement, largest first (a prepared
#       statement's bind and execute are both backend time; only its
#       executions are counted)
#   python3 scripts/pg-log.py gaps LOG FIRST_LINE
#       for the busiest backend (a writer), the idle gap before each
#       statement (from the end of the previous one to its start: the time
#       the backend waited for its client), summed by statement; a
#       prepared statement's bind and execute are separate steps, each
#       counted
import collections
import datetime
import re
import sys

LINE = re.compile(r'^(\S+ \S+) UTC \[(\d+)\] .*duration: ([0-9.]+) ms\s+'
                  r'(statement|execute|parse|bind)[^:]*: (.*)')


def statements(log, first):
    """Yields (pid, start, end, text, executes) per logged statement step;
    executes is false for a parse or bind. The text of a prepared statement
    is on the lines that follow its log line."""
    lines = open(log, errors='replace').read().split('\n')
    for i in range(first, len(lines)):
        m = LINE.search(lines[i])
        if not m:
            continue
        text, j = m.group(5), i + 1
        while not text.strip() and j < len(lines) and not lines[j][:4].isdigit():
            text, j = lines[j], j + 1
        end = datetime.datetime.strptime(m.group(1), '%Y-%m-%d %H:%M:%S.%f').timestamp()
        yield (m.group(2), end - float(m.group(3)) / 1000, end, ' '.join(text.split())[:70],
               m.group(4) in ('statement', 'execute'))


def main():
    mode, log, first = sys.argv[1], sys.argv[2], int(sys.argv[3])
    total, count = collections.Counter(), collections.Counter()
    if mode == 'statements':
        for _, start, end, text, executes in statements(log, first):
            total[text] += end - start
            count[text] += executes
        print(f'total {sum(total.values()):.2f} s')
    elif mode == 'gaps':
        by_pid = collections.defaultdict(list)
        for pid, start, end, text, _ in statements(log, first):
            by_pid[pid].append((start, end, text))
        pid = max(by_pid, key=lambda p: sum(e - s for s, e, _ in by_pid[p]))
        es = sorted(by_pid[pid])
        for a, b in zip(es, es[1:]):
            gap = b[0] - a[1]
            if gap < 0.5:  # longer: between benchmark iterations
                total[b[2]] += gap
                count[b[2]] += 1
        print(f'backend {pid}: busy {sum(e - s for s, e, _ in es):.2f} s, '
              f'span {es[-1][1] - es[0][0]:.2f} s, gaps {sum(total.values()):.2f} s')
    else:
        sys.exit(f'unknown mode {mode}: statements or gaps')
    for text, t in total.most_common(25):
        print(f'{t:8.3f} s {count[text]:6d}  {text}')


if __name__ == '__main__':
    main()
