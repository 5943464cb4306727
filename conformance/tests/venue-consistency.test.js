// The two services that carry the launch venue (spec launch-venue 1.8) index
// the same curve with two indexers: an integrator reading both must see the
// same coins. At a moment when mainapi's head and funbackend's last indexed
// block are the same block, mainapi's /neofun/coins (every page) and
// /neofun/stats agree with funbackend's board and coin details: the same
// coins, names, creators, launch times, lifecycle states, graduation pairs,
// last prices and trade counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { FUNBACKEND, MAINAPI, get, waitFor } from '../lib/env.js';

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

const funHead = async () => Number((await get(`${FUNBACKEND}/health`)).body.indexer.lastIndexedBlock);
const mainHead = async () => (await get(`${MAINAPI}/chain/head`)).body.blockNumber;

// snapshot reads both services while neither head moves and both are at the
// same block.
async function snapshot() {
  return waitFor('both services at the same block', async () => {
    const [m1, f1] = [await mainHead(), await funHead()];
    if (m1 !== f1) return null;
    const board = await get(`${FUNBACKEND}/tokens`);
    const coins = await mainCoins();
    const stats = await get(`${MAINAPI}/neofun/stats`);
    const details = new Map();
    for (const row of board.body.tokens) {
      details.set(row.address, (await get(`${FUNBACKEND}/tokens/${row.address}`)).body);
    }
    const [m2, f2] = [await mainHead(), await funHead()];
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
  t.diagnostic(`compared at block ${s.block}: ${s.board.length} coins`);

  await t.test('the same coins', () => {
    assert.deepEqual(s.coins.map((c) => c.address).sort(), s.board.map((c) => c.address).sort());
  });
  await t.test('each coin: identity, lifecycle, pairs, last price, trades', () => {
    const main = new Map(s.coins.map((c) => [c.address, c]));
    for (const row of s.board) {
      const c = main.get(row.address);
      const trades = s.details.get(row.address).stats.trades;
      assert.deepEqual(
        { name: c.name, symbol: c.symbol, creator: c.creator, timestamp: c.timestamp, status: c.status,
          pairWeth: c.pairWeth, pairNeo: c.pairNeo, lastPriceX18: c.lastPriceX18, trades: c.trades },
        { name: row.name, symbol: row.symbol, creator: row.creator, timestamp: row.created_at, status: STATUS[row.status],
          pairWeth: row.pair_weth, pairNeo: row.pair_neo, lastPriceX18: row.last_price_x18 ?? null, trades: Number(trades) },
        row.address);
    }
  });
  await t.test('the venue stats count what the board holds', () => {
    const count = (st) => s.board.filter((c) => c.status === st).length;
    assert.equal(s.stats.coins, s.board.length);
    assert.equal(s.stats.graduated, count(3));
    assert.equal(s.stats.frozen, count(2));
    assert.equal(s.stats.bonding, Math.max(0, s.stats.coins - s.stats.graduated - s.stats.frozen));
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
