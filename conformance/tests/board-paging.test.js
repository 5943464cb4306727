// Paging funbackend's board and graduation feed as a client does (spec
// launch-venue 4.2 and 7): following nextCursor walks every coin once,
// newest first; a page is full when it has a next cursor; a cursor is bound to
// its `q` and signed (another q, an edited or a made-up cursor is 400
// {error: "bad cursor"}); limit and q are validated.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { FUNBACKEND, get, waitFor } from '../lib/env.js';

// pages follows nextCursor from `first` (a query string) and returns the
// pages' rows and sizes.
async function pages(route, first, key) {
  const rows = [];
  const sizes = [];
  let url = `${FUNBACKEND}${route}?${first}`;
  for (let i = 0; i < 200; i++) {
    const res = await get(url);
    assert.equal(res.status, 200, `${url}: ${res.text}`);
    const page = res.body[key];
    rows.push(...page);
    sizes.push(page.length);
    if (res.body.nextCursor === null) return { rows, sizes };
    assert.equal(typeof res.body.nextCursor, 'string');
    url = `${FUNBACKEND}${route}?${first.replace(/(^|&)cursor=[^&]*/, '')}&cursor=${encodeURIComponent(res.body.nextCursor)}`;
  }
  throw new Error('more than 200 pages');
}

test('GET /tokens pages: every coin once, newest first, cursors bound to q', async (t) => {
  const board = await waitFor('at least seven coins on the board', async () => {
    const res = await get(`${FUNBACKEND}/tokens`);
    return res.body.tokens?.length >= 7 ? res.body.tokens : null;
  }, { timeoutMs: 120_000, everyMs: 1000 });

  await t.test('limit=3: the pages walk the whole board', async () => {
    const { rows, sizes } = await pages('/tokens', 'limit=3', 'tokens');
    const seen = rows.map((r) => r.address);
    assert.equal(new Set(seen).size, seen.length, 'no coin twice');
    for (const c of board) assert.ok(seen.includes(c.address), `${c.address} of the board is on a page`);
    for (let i = 1; i < rows.length; i++) {
      assert.ok(rows[i - 1].created_block >= rows[i].created_block, `newest first at ${i}`);
    }
    assert.ok(sizes.slice(0, -1).every((n) => n === 3), `every page but the last is full: ${sizes}`);
  });

  await t.test('q filters case-insensitively and trimmed; its cursor works only with it', async () => {
    // A word of a coin name that several coins share.
    const words = {};
    for (const c of board) for (const w of c.name.split(/\s+/)) words[w] = (words[w] ?? 0) + 1;
    const [word] = Object.entries(words).sort((a, b) => b[1] - a[1])[0];
    const q = ` ${word.toUpperCase()} `;
    const { rows } = await pages('/tokens', `limit=1&q=${encodeURIComponent(q)}`, 'tokens');
    assert.ok(rows.length >= 2, `"${word}" matches several coins`);
    for (const r of rows) {
      assert.ok(`${r.name} ${r.symbol} ${r.address}`.toLowerCase().includes(word.toLowerCase()), `${r.name} matches ${word}`);
    }
    const first = await get(`${FUNBACKEND}/tokens?limit=1&q=${encodeURIComponent(q)}`);
    const cursor = first.body.nextCursor;
    assert.equal(typeof cursor, 'string');
    const other = await get(`${FUNBACKEND}/tokens?limit=1&q=zz${encodeURIComponent(word)}&cursor=${encodeURIComponent(cursor)}`);
    assert.equal(other.status, 400);
    assert.deepEqual(other.body, { error: 'bad cursor' });
    const [pos, mac] = cursor.split('.');
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(pos, 'base64url')), b: 1 })).toString('base64url');
    for (const bad of [`${edited}.${mac}`, `${pos}.${mac.slice(0, -2)}AA`, 'not-a-cursor']) {
      const res = await get(`${FUNBACKEND}/tokens?limit=1&q=${encodeURIComponent(q)}&cursor=${encodeURIComponent(bad)}`);
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.body, { error: 'bad cursor' }, bad);
    }
  });

  await t.test('limit 1 to 100 and q up to 64 characters', async () => {
    for (const [query, error] of [['limit=0', 'bad limit'], ['limit=101', 'bad limit'], ['limit=x', 'bad limit'],
      [`q=${'a'.repeat(65)}`, 'bad q']]) {
      const res = await get(`${FUNBACKEND}/tokens?${query}`);
      assert.equal(res.status, 400, query);
      assert.deepEqual(res.body, { error }, query);
    }
    assert.equal((await get(`${FUNBACKEND}/tokens?limit=100&q=${'a'.repeat(64)}`)).status, 200);
  });
});

test('GET /graduated/feed pages: newest graduation first, every graduated coin once', async () => {
  await waitFor('two graduated coins', async () => {
    const res = await get(`${FUNBACKEND}/graduated/feed`);
    return res.body.coins?.length >= 2;
  }, { timeoutMs: 120_000, everyMs: 1000 });
  const whole = (await get(`${FUNBACKEND}/graduated/feed`)).body.coins;
  const { rows, sizes } = await pages('/graduated/feed', 'limit=1', 'coins');
  const seen = rows.map((r) => r.token);
  assert.equal(new Set(seen).size, seen.length, 'no coin twice');
  for (const c of whole) assert.ok(seen.includes(c.token), `${c.token} is on a page`);
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].graduatedBlock >= rows[i].graduatedBlock, `newest first at ${i}`);
  assert.ok(sizes.slice(0, -1).every((n) => n === 1), `${sizes}`);
  const bad = await get(`${FUNBACKEND}/graduated/feed?limit=zero`);
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body, { error: 'bad limit' });
  const clamped = await get(`${FUNBACKEND}/graduated/feed?limit=5000`);
  assert.equal(clamped.status, 200, 'a limit over 200 is clamped, not refused');
});
