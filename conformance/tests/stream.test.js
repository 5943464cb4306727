// GET /stream with a standard SSE client (the eventsource package, the
// WHATWG EventSource for Node): headers, event ids, the documented event
// names and payloads (docs/funbackend.md "Stream"), and replay after a
// reconnect with Last-Event-ID. Trades of our own come from dev account 3.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { EventSource } from 'eventsource';

import { DEV_KEYS, FUNBACKEND, get, waitFor } from '../lib/env.js';
import { ADDRESS_RE, buyOnTradingCoin, funConfig, launchCoin } from '../lib/fun.js';
import { privateKeyToAccount } from 'viem/accounts';

const me = privateKeyToAccount(DEV_KEYS[3]).address.toLowerCase();
const STREAM = `${FUNBACKEND}/stream`;
const EVENT_NAMES = ['coin', 'trade', 'lifecycle', 'pve', 'retract', 'reorg', 'reset'];
const ID_RE = /^([0-9a-z]+)-(\d+)$/;

let cfg;
const open = new Set();

before(async () => {
  cfg = await funConfig();
});

after(() => {
  for (const es of open) es.close();
});

// connect opens an EventSource on /stream, optionally sending Last-Event-ID
// on the first request (through the custom fetch the package accepts), and
// records every event in order: {type, id, data (parsed)}. The first
// response's status and headers are kept.
function connect({ lastEventId } = {}) {
  const events = [];
  let response;
  let resolveOpen, rejectOpen;
  const opened = new Promise((res, rej) => {
    resolveOpen = res;
    rejectOpen = rej;
  });
  const es = new EventSource(STREAM, {
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (lastEventId && !headers.has('last-event-id')) headers.set('Last-Event-ID', lastEventId);
      return fetch(input, { ...init, headers }).then((res) => {
        response ??= { status: res.status, headers: res.headers };
        return res;
      });
    },
  });
  open.add(es);
  const record = (ev) => {
    let data;
    try {
      data = JSON.parse(ev.data);
    } catch {
      data = { unparsable: ev.data };
    }
    events.push({ type: ev.type, id: ev.lastEventId, data });
  };
  for (const name of EVENT_NAMES) es.addEventListener(name, record);
  es.onmessage = record; // an unnamed event would be a discrepancy: recorded as "message"
  es.onopen = () => resolveOpen();
  es.onerror = (err) => rejectOpen(new Error(`stream error: ${err.message ?? ''} ${err.code ?? ''}`));
  return {
    es,
    events,
    opened,
    response: () => response,
    close() {
      es.close();
      open.delete(es);
    },
  };
}

function seqOf(id) {
  const m = ID_RE.exec(id);
  assert.ok(m, `event id ${JSON.stringify(id)} is <boot>-<seq>`);
  return { boot: m[1], seq: BigInt(m[2]) };
}

const num = (v, k) => assert.equal(typeof v[k], 'number', `${k} is a number in ${JSON.stringify(v)}`);
const str = (v, k) => assert.equal(typeof v[k], 'string', `${k} is a string in ${JSON.stringify(v)}`);
const dec = (v, k) => assert.match(String(v[k]), /^\d+$/, `${k} is a decimal string in ${JSON.stringify(v)}`);
const hash = (v, k) => assert.match(String(v[k]), /^0x[0-9a-f]{64}$/i, `${k} is a tx hash in ${JSON.stringify(v)}`);

// checkPayload checks an event's payload against docs/funbackend.md's table.
function checkPayload(ev) {
  const d = ev.data;
  switch (ev.type) {
    case 'trade': // the trade row of spec 2.2
      assert.match(d.token, ADDRESS_RE);
      assert.match(d.trader, ADDRESS_RE);
      hash(d, 'tx_hash');
      for (const k of ['eth_amount', 'token_amount', 'price_x18', 'protocol_fee', 'creator_fee']) dec(d, k);
      for (const k of ['log_index', 'block_number', 'timestamp', 'eth_amount_gwei', 'creator_fee_gwei', 'token_amount_milli']) num(d, k);
      assert.ok(d.is_buy === 0 || d.is_buy === 1, `is_buy 0/1: ${d.is_buy}`);
      assert.ok(d.fed === 0 || d.fed === 1, `fed 0/1: ${d.fed}`);
      break;
    case 'coin': // the board row of /tokens
      assert.match(d.address, ADDRESS_RE);
      assert.match(d.creator, ADDRESS_RE);
      str(d, 'name');
      str(d, 'symbol');
      for (const k of ['status', 'created_block', 'created_at', 'hidden', 'pve', 'trades24h', 'holder_count', 'has_image']) num(d, k);
      for (const k of ['metadata_hash', 'pair_weth', 'pair_neo', 'announced', 'fee_recipient', 'last_price_x18', 'volume24h']) {
        assert.ok(k in d, `coin row has ${k}`);
      }
      assert.equal(d.hidden, 0, 'a hidden coin is never announced');
      break;
    case 'lifecycle':
      assert.match(d.token, ADDRESS_RE);
      assert.ok(['frozen', 'unfrozen', 'graduated'].includes(d.event), `lifecycle event ${d.event}`);
      for (const k of ['status', 'block_number', 'timestamp', 'log_index']) num(d, k);
      hash(d, 'tx_hash');
      if (d.event === 'frozen') {
        assert.equal(d.status, 2);
        num(d, 'frozenAt');
        num(d, 'sellsOpenAt');
        dec(d, 'priceX18');
      } else if (d.event === 'graduated') {
        assert.equal(d.status, 3);
        assert.match(d.pairWeth, ADDRESS_RE);
        assert.match(d.pairNeo, ADDRESS_RE);
        dec(d, 'priceX18');
      } else {
        assert.equal(d.status, 1);
        assert.ok('prevFrozenAt' in d && 'prevFrozenBlock' in d);
      }
      break;
    case 'pve':
      assert.match(d.token, ADDRESS_RE);
      assert.equal(d.event, 'credited');
      assert.match(d.vault, ADDRESS_RE);
      for (const k of ['amountWei', 'totalStaked', 'creditBlock']) dec(d, k);
      for (const k of ['block_number', 'timestamp', 'log_index']) num(d, k);
      hash(d, 'tx_hash');
      break;
    case 'retract':
      assert.match(d.token, ADDRESS_RE);
      hash(d, 'tx_hash');
      num(d, 'log_index');
      num(d, 'block_number');
      break;
    case 'reorg':
      assert.ok('ancestor' in d);
      break;
    case 'reset':
      str(d, 'reason');
      break;
    default:
      assert.fail(`undocumented event name ${JSON.stringify(ev.type)}: ${JSON.stringify(ev)}`);
  }
}

let firstRun; // {events, lastId, boot}

function tally(evs) {
  const n = {};
  for (const e of evs) n[e.type] = (n[e.type] ?? 0) + 1;
  return Object.entries(n).map(([k, v]) => `${k} ${v}`).join(', ');
}

test('GET /stream: text/event-stream, no-store; ids, documented names and payloads; our trade arrives', async (t) => {
  const s = connect();
  await s.opened;
  const res = s.response();
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.equal(res.headers.get('cache-control'), 'no-store');

  // A trade of our own on a Trading coin (the simulator trades too).
  const mine = await buyOnTradingCoin(cfg, 3);
  const ours = await waitFor(
    'our trade on the stream',
    () => s.events.find((e) => e.type === 'trade' && e.data.tx_hash === mine.hash),
    { timeoutMs: 30_000, everyMs: 200 },
  );
  assert.equal(ours.data.trader, me);
  assert.equal(ours.data.token, mine.token);
  assert.equal(ours.data.is_buy, 1);
  assert.equal(ours.data.eth_amount, (10n ** 15n).toString(), 'the gross ETH of the buy');
  assert.equal(ours.data.block_number, Number(mine.receipt.blockNumber));

  // A coin of our own: its coin event carries the board row (every column).
  const launched = await launchCoin(cfg, 3);
  const coinEv = await waitFor(
    'our coin on the stream',
    () => s.events.find((e) => e.type === 'coin' && e.data.address === launched.address),
    { timeoutMs: 30_000, everyMs: 200 },
  );
  assert.equal(coinEv.data.creator, me);
  assert.equal(coinEv.data.symbol, launched.symbol);
  assert.equal(coinEv.data.created_block, Number(launched.receipt.blockNumber));
  const devBuy = await waitFor(
    'the dev buy of our coin on the stream',
    () => s.events.find((e) => e.type === 'trade' && e.data.token === launched.address),
    { timeoutMs: 10_000, everyMs: 200 },
  );
  assert.ok(s.events.indexOf(coinEv) < s.events.indexOf(devBuy), 'the coin event precedes its first trade');
  const row = await waitFor(
    'our coin on the board',
    async () => (await get(`${FUNBACKEND}/tokens?q=${launched.symbol}`)).body?.tokens?.find((t) => t.address === launched.address),
    { timeoutMs: 20_000, everyMs: 1000 },
  );
  for (const k of Object.keys(row)) assert.ok(k in coinEv.data, `the coin event has the board column ${k}`);
  s.close();

  assert.ok(s.events.length >= 1);
  let prev;
  for (const ev of s.events) {
    assert.notEqual(ev.type, 'message', `every event is named: ${JSON.stringify(ev)}`);
    assert.notEqual(ev.type, 'reset', 'a fresh connection gets no reset');
    const id = seqOf(ev.id);
    if (prev) {
      assert.equal(id.boot, prev.boot, 'one process');
      assert.equal(id.seq, prev.seq + 1n, `ids are consecutive: ${prev.seq} then ${id.seq}`);
    }
    prev = id;
    checkPayload(ev);
  }
  firstRun = { events: s.events, lastId: s.events.at(-1).id, ...prev };
  t.diagnostic(`live: ${tally(s.events)}; last id ${firstRun.lastId}`);
});

test('a reconnect with Last-Event-ID replays exactly the missed events', async (t) => {
  assert.ok(firstRun, 'needs the first connection');
  // Activity while disconnected: one trade of ours, indexed before we come back.
  const missed = await buyOnTradingCoin(cfg, 3);
  await waitFor(
    'our second trade indexed',
    async () => {
      const r = await get(`${FUNBACKEND}/tokens/${missed.token}`);
      return r.status === 200 && r.body.recentTrades?.some((t) => t.tx_hash === missed.hash);
    },
    { timeoutMs: 30_000, everyMs: 500 },
  );

  const s = connect({ lastEventId: firstRun.lastId });
  await s.opened;
  assert.equal(s.response().status, 200);
  await waitFor('the missed trade replayed', () => s.events.some((e) => e.type === 'trade' && e.data.tx_hash === missed.hash), {
    timeoutMs: 15_000,
    everyMs: 200,
  });
  s.close();

  const seen = new Set(firstRun.events.map((e) => e.id));
  assert.ok(!s.events.some((e) => e.type === 'reset'), 'an id of this process within the ring is continued, not reset');
  let prevSeq = firstRun.seq;
  for (const ev of s.events) {
    assert.ok(!seen.has(ev.id), `event ${ev.id} was already delivered before the reconnect`);
    const id = seqOf(ev.id);
    assert.equal(id.boot, firstRun.boot);
    assert.equal(id.seq, prevSeq + 1n, `no gap: ${prevSeq} then ${id.seq}`);
    prevSeq = id.seq;
    checkPayload(ev);
  }
  t.diagnostic(`replayed and live after ${firstRun.lastId}: ${tally(s.events)}`);
});

test('a Last-Event-ID the server cannot continue gets one reset event and no replay', async () => {
  const s = connect({ lastEventId: 'zzzz-1' });
  await s.opened;
  await waitFor('the reset event', () => s.events.length > 0, { timeoutMs: 10_000, everyMs: 100 });
  s.close();
  const [first, ...rest] = s.events;
  assert.equal(first.type, 'reset', `first event: ${JSON.stringify(first)}`);
  assert.equal(first.id, '', 'the reset event carries no id (docs: "(no id)")');
  checkPayload(first);
  assert.ok(!rest.some((e) => e.type === 'reset'), 'one reset only');
  // Whatever followed is live: it continues no replay of earlier events.
  if (firstRun) for (const e of rest) assert.ok(seqOf(e.id).seq > firstRun.seq);
});

test('the per-IP stream cap answers 429 {error} with Retry-After and no-store', async () => {
  // Spec 8: 40 streams per IP by default (env-configurable, so the cap is
  // found by opening streams until one is refused, bounded at 200).
  const held = [];
  try {
    let refused;
    for (let i = 0; i < 200 && !refused; i++) {
      const ctl = new AbortController();
      const res = await fetch(STREAM, { signal: ctl.signal, headers: { accept: 'text/event-stream' } });
      if (res.status === 200) {
        held.push(ctl);
        continue;
      }
      refused = { status: res.status, headers: res.headers, body: await res.json() };
    }
    assert.ok(refused, `no refusal after ${held.length} streams`);
    assert.equal(refused.status, 429, JSON.stringify(refused.body));
    assert.equal(refused.body.error, 'too many streams');
    assert.equal(refused.headers.get('retry-after'), '5');
    assert.equal(refused.headers.get('cache-control'), 'no-store');
  } finally {
    for (const ctl of held) ctl.abort();
  }
  // The slots come back once the streams are closed.
  await waitFor('a stream slot after closing ours', async () => {
    const ctl = new AbortController();
    const res = await fetch(STREAM, { signal: ctl.signal });
    ctl.abort();
    return res.status === 200;
  }, { timeoutMs: 10_000, everyMs: 200 });
});
