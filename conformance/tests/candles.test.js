// funbackend's candles (spec launch-venue 2.2 and 4.2; docs/funbackend.md
// "Candles") against candles computed here from the chain: the curve's Trade
// logs of one coin, read with viem up to the block funbackend has indexed,
// bucketed by their blocks' timestamps. Each row's bucket, trade count,
// volume (exact wei), open and close (exact price_x18) match, low and high
// to float precision; `from` is aligned down and brings one seed row;
// resolution is clamped to 60..86400.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createPublicClient, http, parseAbiItem } from 'viem';

import { FUNBACKEND, RPC, deployment, funIndexed, get, waitFor } from '../lib/env.js';

const chain = createPublicClient({ transport: http(RPC) });
const tradeEvent = parseAbiItem('event Trade(address indexed token, address indexed trader, bool isBuy, uint256 ethAmount, uint256 tokenAmount, uint256 protocolFee, uint256 creatorFee, uint256 priceX18, uint256 virtualEth, uint256 virtualToken, uint256 realEth, uint256 pveTokens)');

// chainTrades are the coin's trades up to block `to`, in chain order, with
// their blocks' timestamps.
async function chainTrades(token, to) {
  const logs = await chain.getLogs({
    address: deployment.addresses.launchpadCurve, event: tradeEvent, args: { token }, fromBlock: 0n, toBlock: to,
  });
  const times = new Map();
  for (const l of logs) {
    if (!times.has(l.blockNumber)) times.set(l.blockNumber, (await chain.getBlock({ blockNumber: l.blockNumber })).timestamp);
  }
  return logs
    .sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : Number(a.blockNumber - b.blockNumber)))
    .map((l) => ({ ts: Number(times.get(l.blockNumber)), price: l.args.priceX18, eth: l.args.ethAmount }));
}

// expected folds trades into candle rows of `res` seconds from `from` on
// (aligned down, raised to the 2000-bucket window of the last trade), plus
// the seed row: the bucket of the last trade before it.
function expected(trades, res, from) {
  const rows = new Map();
  for (const t of trades) {
    const bucket = Math.floor(t.ts / res) * res;
    const r = rows.get(bucket) ?? { bucket, lo: t.price, hi: t.price, trades: 0, volume: 0n, open: t.price, close: t.price };
    if (t.price < r.lo) r.lo = t.price;
    if (t.price > r.hi) r.hi = t.price;
    r.trades++;
    r.volume += t.eth;
    r.close = t.price;
    rows.set(bucket, r);
  }
  const all = [...rows.values()].sort((a, b) => a.bucket - b.bucket);
  if (all.length === 0) return [];
  const last = all[all.length - 1].bucket;
  const start = Math.floor(Math.max(from, last - 1999 * res) / res) * res;
  const inWindow = all.filter((r) => r.bucket >= start);
  const seed = all.filter((r) => r.bucket < start).pop();
  return (seed ? [seed, ...inWindow] : inWindow).map((r) => ({
    bucket: r.bucket, low: Number(r.lo) / 1e18, high: Number(r.hi) / 1e18, trades: r.trades,
    volume: r.volume.toString(), open: r.open.toString(), close: r.close.toString(),
  }));
}

function assertRows(got, want, what) {
  assert.equal(got.length, want.length, `${what}: ${got.length} rows, want ${want.length}`);
  for (let i = 0; i < want.length; i++) {
    const [g, w] = [got[i], want[i]];
    assert.deepEqual({ bucket: g.bucket, trades: g.trades, volume: g.volume, open: g.open, close: g.close },
      { bucket: w.bucket, trades: w.trades, volume: w.volume, open: w.open, close: w.close }, `${what} row ${i}`);
    for (const k of ['low', 'high']) {
      assert.equal(typeof g[k], 'number', `${what} row ${i} ${k} is a number`);
      assert.ok(Math.abs(g[k] - w[k]) <= Math.abs(w[k]) * 1e-12, `${what} row ${i} ${k}: ${g[k]} vs ${w[k]}`);
    }
  }
}

test('candles equal the ones folded from the chain\'s Trade logs', async (t) => {
  const coin = await waitFor('a coin with several trades in several minutes', async () => {
    const board = (await get(`${FUNBACKEND}/tokens`)).body.tokens ?? [];
    for (const c of [...board].sort((a, b) => b.trades24h - a.trades24h).slice(0, 3)) {
      const rows = (await get(`${FUNBACKEND}/tokens/${c.address}/candles?resolution=60&from=0`)).body;
      if (rows.length >= 2 && c.trades24h >= 5) return c.address;
    }
    return null;
  }, { timeoutMs: 180_000, everyMs: 2000 });

  // `from` inside the coin's last minute with trades: that bucket is kept,
  // and the bucket of the last trade before it is the seed row.
  const minutes = (await get(`${FUNBACKEND}/tokens/${coin}/candles?resolution=60&from=0`)).body;
  const from = minutes[minutes.length - 1].bucket + 17;
  // One consistent read: funbackend's indexed block does not move across it.
  const snap = await waitFor('a read at one indexed block', async () => {
    const before = await funIndexed();
    const bodies = {};
    for (const q of ['resolution=60&from=0', 'resolution=300&from=0', 'resolution=1&from=0', 'resolution=999999&from=0',
      'resolution=86400&from=0', `resolution=60&from=${from}`]) {
      const res = await get(`${FUNBACKEND}/tokens/${coin}/candles?${q}`);
      assert.equal(res.status, 200, `${q}: ${res.text}`);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      bodies[q] = res.body;
    }
    return (await funIndexed()) === before ? { block: BigInt(before), bodies } : null;
  });
  const trades = await chainTrades(coin, snap.block);
  t.diagnostic(`${coin}: ${trades.length} trades up to block ${snap.block}`);
  assert.ok(trades.length >= 5);

  await t.test('one-minute and five-minute candles from the start', () => {
    assertRows(snap.bodies['resolution=60&from=0'], expected(trades, 60, 0), 'resolution 60');
    assertRows(snap.bodies['resolution=300&from=0'], expected(trades, 300, 0), 'resolution 300');
  });
  await t.test('resolution is clamped to 60..86400', () => {
    assert.deepEqual(snap.bodies['resolution=1&from=0'], snap.bodies['resolution=60&from=0']);
    assert.deepEqual(snap.bodies['resolution=999999&from=0'], snap.bodies['resolution=86400&from=0']);
  });
  await t.test('`from` inside the trades: aligned down, with one seed row', () => {
    const want = expected(trades, 60, from);
    assert.ok(want.length >= 2 && want[0].bucket < Math.floor(from / 60) * 60, 'a seed row before the aligned from');
    assertRows(snap.bodies[`resolution=60&from=${from}`], want, `from=${from}`);
  });
  await t.test('a non-numeric resolution or from is 400', async () => {
    for (const [q, error] of [['resolution=x', 'bad resolution'], ['from=x', 'bad from']]) {
      const res = await get(`${FUNBACKEND}/tokens/${coin}/candles?${q}`);
      assert.equal(res.status, 400, q);
      assert.deepEqual(res.body, { error }, q);
    }
  });
});
