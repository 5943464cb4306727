// Per-IP rate limits as a client meets them (spec main-api 8 and 7,
// launch-venue 8), with the shipping defaults make run uses: a burst past
// mainapi's /neofun/* budget (burst 600, 150 per second) is refused with 429
// {error}, Retry-After and no-store, and served again once the bucket
// refills; funbackend's /creators/top (3,000 per 10 minutes) refuses with
// Retry-After and no-store, /graduated/feed (the expensive-reads bucket)
// with Retry-After and no-cache, and unlimited routes keep answering. Every answer of a
// limited route, the 429 included, carries the RateLimit-Policy and
// RateLimit fields of draft-ietf-httpapi-ratelimit-headers-11, so a client
// can pace itself before it meets a refusal.
//
// Later files need these buckets only after they refill (mainapi's within
// seconds; the two funbackend buckets exhausted here are used by no later
// file).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { FUNBACKEND, MAINAPI, get, waitFor } from '../lib/env.js';

// burst sends n GETs of url, `parallel` at a time, and returns the answers'
// status counts and the first refusal.
async function burst(url, n, parallel = 32) {
  const counts = {};
  let refusal = null;
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      const res = await fetch(url);
      const body = await res.text();
      counts[res.status] = (counts[res.status] ?? 0) + 1;
      if (res.status === 429 && !refusal) refusal = { headers: res.headers, body };
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { counts, refusal };
}

// rateFields parses the RateLimit-Policy and RateLimit fields of res as
// the draft defines them (a Structured Field list of items whose value is
// the policy name as an sf-string) into {name: {q, w}} and {name: {r, t}}.
function rateFields(res) {
  const parse = (v) => Object.fromEntries((v ?? '').split(/\s*,\s*/).filter(Boolean).map((item) => {
    const [name, ...params] = item.split(';');
    assert.match(name, /^"[^"\\]*"$/, `the policy name is an sf-string: ${item}`);
    return [JSON.parse(name), Object.fromEntries(params.map((p) => {
      const [k, n] = p.split('=');
      assert.match(n ?? '', /^\d+$/, `${k} is a non-negative integer: ${item}`);
      return [k, Number(n)];
    }))];
  }));
  return { policy: parse(res.headers.get('ratelimit-policy')), state: parse(res.headers.get('ratelimit')) };
}

test('RateLimit-Policy and RateLimit: the quota left falls with each request', async () => {
  // The buckets refill continuously, so a burst of 50 at once (not two
  // requests in a row) is what must show the quota falling.
  for (const [url, name, q, w] of [[`${MAINAPI}/chain/head`, 'default', 300, 3], [`${FUNBACKEND}/tokens`, 'board', 6000, 600]]) {
    const first = rateFields(await fetch(url));
    assert.deepEqual(first.policy, { [name]: { q, w } }, `${url}: RateLimit-Policy`);
    assert.ok(first.state[name], `${url}: RateLimit names the policy`);
    const rest = await Promise.all(Array.from({ length: 50 }, async () => rateFields(await fetch(url)).state[name]));
    for (const st of rest) assert.ok(st && st.r <= q && st.t <= w, `${url}: r within the quota, t within the window`);
    const low = Math.min(...rest.map((st) => st.r));
    assert.ok(low < first.state[name].r, `${url}: r falls: ${first.state[name].r}, then at least down to ${low}`);
  }
});

test('mainapi /neofun/*: 429 with Retry-After past the burst, then served again', async () => {
  const url = `${MAINAPI}/neofun/stats`;
  assert.equal((await get(url)).status, 200);
  const { counts, refusal } = await burst(url, 1500);
  assert.ok(counts[200] >= 600, `at least the burst of 600 is served: ${JSON.stringify(counts)}`);
  assert.ok(counts[429] > 0, `past the burst some are refused: ${JSON.stringify(counts)}`);
  assert.deepEqual(Object.keys(counts).sort(), ['200', '429'], JSON.stringify(counts));
  const retry = refusal.headers.get('retry-after');
  assert.match(retry ?? '', /^[1-9]\d*$/, `Retry-After is whole seconds, at least 1: ${retry}`);
  assert.equal(refusal.headers.get('cache-control'), 'no-store');
  assert.equal(typeof JSON.parse(refusal.body).error, 'string');
  const fields = rateFields(refusal);
  assert.deepEqual(fields.policy, { neofun: { q: 600, w: 4 } }, 'the 429 carries RateLimit-Policy');
  assert.equal(fields.state.neofun?.r, 0, 'the 429 says nothing is left');
  // Other buckets are untouched: the DEX routes answer meanwhile.
  assert.equal((await get(`${MAINAPI}/chain/head`)).status, 200);
  await waitFor('the /neofun/* bucket to refill', async () => (await get(url)).status === 200,
    { timeoutMs: Number(retry) * 1000 + 5000, everyMs: 250 });
});

test('funbackend: /creators/top refuses with Retry-After and no-store, /graduated/feed with Retry-After and no-cache', async () => {
  for (const [route, cap, noStore] of [['/creators/top', 3000, true], ['/graduated/feed', 3000, false]]) {
    const { counts, refusal } = await burst(`${FUNBACKEND}${route}`, cap + 200, 64);
    assert.ok(counts[429] > 0 && counts[200] >= cap - 50, `${route}: ${JSON.stringify(counts)}`);
    assert.deepEqual(JSON.parse(refusal.body), { error: 'rate limited' }, route);
    const policy = route === '/creators/top' ? 'creators' : 'expensive';
    assert.deepEqual(rateFields(refusal).policy, { [policy]: { q: cap, w: 600 } }, `${route}: the 429 carries RateLimit-Policy`);
    assert.equal(rateFields(refusal).state[policy]?.r, 0, `${route}: nothing left`);
    // Every 429 says when to come back (docs/funbackend.md, Rate limits).
    assert.match(refusal.headers.get('retry-after') ?? '', /^[1-9]\d*$/, `${route}: Retry-After`);
    if (noStore) {
      assert.equal(refusal.headers.get('cache-control'), 'no-store', route);
    } else {
      assert.equal(refusal.headers.get('cache-control'), 'no-cache', `${route}: an error is never cached (spec 7)`);
    }
  }
  // An unlimited route answers meanwhile (spec 8: /trades/recent has no rate limit).
  assert.equal((await get(`${FUNBACKEND}/trades/recent`)).status, 200);
});
