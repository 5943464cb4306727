#!/usr/bin/env python3
"""CPU a local node spends serving each read a backfill may make (issue 4;
figures in docs/performance.md, "The indexer's settings").

Run after scripts/bench-indexer.sh left the devnet up (KEEP_DEVNET=1) and its
database indexed: the tracked addresses (the deployment's decoded contracts
and the stored pairs) and the transactions whose senders are stored come
from that database. Each read walks the whole chain in 25-block batch
requests, as the indexer does, and prints the node's CPU seconds (from
/proc) and the bytes it answered.

    python3 scripts/node-read-cost.py logs headers full txs receipts

Env: RPC (http://127.0.0.1:18546), NODE_PID (.run/bench-indexer/devnet.pid),
DATABASE_URL (postgres://postgres@127.0.0.1:5432/neoswap_bench_indexer),
DEPLOYMENT (.run/bench-indexer/deployment.json).
"""
import json
import os
import subprocess
import sys
import time
import urllib.request

RPC = os.environ.get("RPC", "http://127.0.0.1:18546")
RUN = ".run/bench-indexer"
PID = int(os.environ.get("NODE_PID") or open(f"{RUN}/devnet.pid").read())
DB = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/neoswap_bench_indexer")
DEPLOYMENT = os.environ.get("DEPLOYMENT", f"{RUN}/deployment.json")
CHUNK = 25
TICK = os.sysconf("SC_CLK_TCK")


def cpu():
    fields = open(f"/proc/{PID}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def post(body):
    req = urllib.request.Request(RPC, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return r.read()


def sql(q):
    out = subprocess.run(["psql", DB, "-Atq", "-c", q], check=True, capture_output=True, text=True).stdout
    return [line.split("|") for line in out.splitlines() if line]


def tracked_addresses():
    a = json.load(open(DEPLOYMENT))["addresses"]
    fixed = [a[k] for k in ("factory", "extV2Factory", "feeRouter", "collector", "creatorFeeVault", "launchpadCurve")]
    pairs = [r[0] for r in sql("SELECT '0x' || encode(pair, 'hex') FROM pairs_created")]
    return [x for x in fixed if int(x, 16) != 0] + pairs


def call(i, method, params):
    return {"jsonrpc": "2.0", "id": i, "method": method, "params": params}


def measure(name, bodies):
    c0, t0, size = cpu(), time.time(), 0
    for body in bodies:
        size += len(post(body))
    print(f"{name}: node CPU {cpu() - c0:.2f} s, wall {time.time() - t0:.2f} s, {size / 1e6:.1f} MB")


def main():
    head = int(json.loads(post(call(1, "eth_blockNumber", [])))["result"], 16)
    ranges = [(lo, min(lo + CHUNK - 1, head)) for lo in range(1, head + 1, CHUNK)]
    reads = {
        "logs": lambda: (call(1, "eth_getLogs", [{"fromBlock": hex(lo), "toBlock": hex(hi), "address": addrs}])
                         for lo, hi in ranges),
        "headers": lambda: ([call(n, "eth_getBlockByNumber", [hex(n), False]) for n in range(lo, hi + 1)]
                            for lo, hi in ranges),
        "full": lambda: ([call(n, "eth_getBlockByNumber", [hex(n), True]) for n in range(lo, hi + 1)]
                         for lo, hi in ranges),
        "receipts": lambda: ([call(n, "eth_getBlockReceipts", [hex(n)]) for n in range(lo, hi + 1)]
                             for lo, hi in ranges),
        "txs": lambda: ([call(j, "eth_getTransactionByBlockNumberAndIndex", [hex(int(b)), hex(int(x))])
                         for j, (b, x) in enumerate(stored[k:k + 100])] for k in range(0, len(stored), 100)),
    }
    addrs = tracked_addresses()
    stored = sql("SELECT block_number, tx_index FROM transactions ORDER BY 1, 2")
    print(f"chain head {head}; {len(addrs)} tracked addresses; {len(stored)} stored senders")
    for name in sys.argv[1:] or ["logs", "headers", "full", "txs", "receipts"]:
        measure(name, reads[name]())


if __name__ == "__main__":
    main()
