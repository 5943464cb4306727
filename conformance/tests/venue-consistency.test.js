// The two services that carry the launch venue (spec launch-venue 1.8) index
// the same curve with two indexers: an integrator reading both must see the
// same coins. At a moment when mainapi's head and funbackend's last indexed
// block are the same block, mainapi's /neofun/coins (every page) and
// /neofun/stats agree with funbackend's coin details: the same coins, names,
// creators, launch times, lifecycle states, graduation pairs, last prices and
// trade counts. funbackend's board is a body cached up to 5 s (spec 8), so it
// is only held to be a subset.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { FUNBACKEND, MAINAPI, funIndexed, get, mainHead, waitFor } from '../lib/env.js';

const STATUS = { 1: 'bonding', 2: 'frozen', 3: 'graduated' };

async function mainCoins() {
  const items = [];
  let cursor = '';
  for (let page = 0; page < 100; page++) {
    const res = await get(`${MAINAPI}/neofun/coins${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    assert.equal(res.status, 200);
    items.push(...res.body.items);
    if (!res.body.hasMore) return items;
    cursor = res.body.nextCursor;
  }
  throw new Error('more than 100 pages of coins');
}


// snapshot reads both services while neither head moves and both are at the
// same block.
async function snapshot() {
  return waitFor('both services at the same block', async () => {
    const [m1, f1] = [await mainHead(), await funIndexed()];
    if (m1 !== f1) return null;
    const board = await get(`${FUNBACKEND}/tokens`);
    const coins = await mainCoins();
    const stats = await get(`${MAINAPI}/neofun/stats`);
    const details = [];
    for (const c of coins) {
      const res = await get(`${FUNBACKEND}/tokens/${c.address}`);
      assert.equal(res.status, 200, `funbackend knows ${c.address}: ${res.text}`);
      details.push(res.body);
    }
    const [m2, f2] = [await mainHead(), await funIndexed()];
    if (m2 !== m1 || f2 !== f1) return null;
    return { block: m1, board: board.body.tokens, coins, stats: stats.body, details };
  }, { timeoutMs: 90_000, everyMs: 200 });
}

test('mainapi /neofun/* and funbackend agree on the venue', async (t) => {
  await waitFor('the simulator to launch and graduate coins', async () => {
    const board = await get(`${FUNBACKEND}/tokens`);
    return board.body.tokens?.length >= 3 && board.body.tokens.some((c) => c.status === 3);
  }, { timeoutMs: 120_000, everyMs: 1000 });
  const s = await snapshot();
  t.diagnostic(`compared at block ${s.block}: ${s.coins.length} coins`);

  await t.test('the same coins', () => {
    for (const d of s.details) assert.notEqual(d.pending, true, `${d.address ?? d.intent?.address} is materialized`);
    const main = new Set(s.coins.map((c) => c.address));
    for (const row of s.board) assert.ok(main.has(row.address), `board coin ${row.address} is in /neofun/coins`);
  });
  await t.test('each coin: identity, lifecycle, pairs, last price, trades', () => {
    const main = new Map(s.coins.map((c) => [c.address, c]));
    for (const row of s.details) {
      const c = main.get(row.address);
      const trades = row.stats.trades;
      assert.deepEqual(
        { name: c.name, symbol: c.symbol, creator: c.creator, timestamp: c.timestamp, status: c.status,
          pairWeth: c.pairWeth, pairNeo: c.pairNeo, lastPriceX18: c.lastPriceX18, trades: c.trades },
        { name: row.name, symbol: row.symbol, creator: row.creator, timestamp: row.created_at, status: STATUS[row.status],
          pairWeth: row.pair_weth, pairNeo: row.pair_neo, lastPriceX18: row.last_price_x18 ?? null, trades: Number(trades) },
        row.address);
    }
  });
  await t.test('the venue stats count what funbackend holds', () => {
    const count = (st) => s.details.filter((c) => c.status === st).length;
    assert.equal(s.stats.coins, s.details.length);
    assert.equal(s.stats.graduated, count(3));
    assert.equal(s.stats.frozen, count(2));
    assert.equal(s.stats.bonding, Math.max(0, s.stats.coins - s.stats.graduated - s.stats.frozen));
  });
  await t.test('a graduated coin\'s two pools are DEX pools with reserves', async () => {
    const graduated = s.details.filter((c) => c.status === 3);
    assert.ok(graduated.length > 0);
    for (const c of graduated) {
      for (const [pair, quote] of [[c.pair_weth, 'weth'], [c.pair_neo, 'neo']]) {
        const res = await get(`${MAINAPI}/dex/pools/${pair}`);
        assert.equal(res.status, 200, `${c.address} ${quote} pool ${pair}: ${res.text}`);
        const tokens = [res.body.token0, res.body.token1];
        assert.ok(tokens.includes(c.address), `${pair} holds ${c.address}`);
        assert.ok(res.body.reserve0 !== '0' && res.body.reserve1 !== '0', `${pair} has reserves`);
      }
    }
  });
  await t.test('the point lookup is the list item\'s subset', async () => {
    for (const c of s.coins.slice(0, 5)) {
      const res = await get(`${MAINAPI}/neofun/coins/${c.address}`);
      assert.equal(res.status, 200);
      const { address, name, symbol, pairWeth, pairNeo } = c;
      assert.deepEqual(
        { address: res.body.address, name: res.body.name, symbol: res.body.symbol, pairWeth: res.body.pairWeth, pairNeo: res.body.pairNeo },
        { address, name, symbol, pairWeth, pairNeo });
    }
  });
});
