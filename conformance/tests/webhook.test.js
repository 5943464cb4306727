// The block-streaming webhook (docs/indexer.md, "Webhook") as a provider
// calls it: the body is the node's own JSON-RPC results for a block
// (eth_getBlockByNumber, eth_getBlockReceipts) passed through untouched, the
// signature an HMAC-SHA256 computed with Node's crypto. Deliveries are
// idempotent; an unsigned, mis-signed or stale one answers 401 before the body
// is read; a malformed one 400; none of them moves or corrupts the head. The
// same route takes QuickNode Streams' signed, gzipped batches.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';

import { MAINAPI, RPC, get, mainHead, waitFor } from '../lib/env.js';

const SECRET = process.env.WEBHOOK_SECRET;
const URL_ = `${MAINAPI}/internal/ingest/block`;

async function rpc(method, params) {
  const res = await fetch(RPC, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await res.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

// deliver posts body (a string) signed at ts with secret.
function deliver(body, { secret = SECRET, ts = Math.floor(Date.now() / 1000), signature } = {}) {
  const sig = signature ?? `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`;
  return get(URL_, {
    method: 'POST', body,
    headers: { 'Content-Type': 'application/json', 'X-Webhook-Timestamp': String(ts), 'X-Webhook-Signature': sig },
  });
}

// senders are the distinct senders of a block's receipts.
const sendersOf = (receipts) => [...new Set(receipts.map((r) => r.from.toLowerCase()))];

// rowsOfBlock is block n's /activity rows of the given wallets, as the API
// serves them: each wallet's feed (25 a page, newest first) is paged down
// past block n, since a busy trader's newer rows push it off the first page.
async function rowsOfBlock(n, wallets) {
  const out = [];
  for (const u of wallets) {
    let cursor = null;
    for (let page = 0; page < 200; page++) {
      const res = await get(`${MAINAPI}/activity?user=${u}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      assert.equal(res.status, 200);
      out.push(...res.body.items.filter((i) => i.blockNumber === n));
      if (!res.body.hasMore || res.body.items.some((i) => i.blockNumber < n)) break;
      cursor = res.body.nextCursor;
    }
  }
  return out.sort((a, b) => a.transactionId.localeCompare(b.transactionId) || a.logIndex - b.logIndex);
}

test('webhook deliveries in the provider format', async (t) => {
  if (!SECRET) {
    assert.fail('WEBHOOK_SECRET is not set: run the suite with scripts/conformance.sh');
  }
  // A block with transactions that mainapi has indexed already (from its
  // RPC follower), one of them with two logs or more (a swap: the malformed
  // case below reorders them), with activity rows of its senders (not every
  // block has them: a keeper's or an owner's transactions alone make none):
  // delivering it again must change nothing.
  const n = await waitFor('an indexed block with a multi-log receipt and activity of its senders', async () => {
    const head = await mainHead();
    for (let b = head; b > Math.max(0, head - 20); b--) {
      const rs = await rpc('eth_getBlockReceipts', [`0x${b.toString(16)}`]);
      if (rs.some((r) => r.logs.length >= 2) && (await rowsOfBlock(b, sendersOf(rs))).length > 0) return b;
    }
    return null;
  });
  const hex = `0x${n.toString(16)}`;
  const block = await rpc('eth_getBlockByNumber', [hex, false]);
  const receipts = await rpc('eth_getBlockReceipts', [hex]);
  const body = JSON.stringify({ block, receipts });
  const multiLog = receipts.findIndex((r) => r.logs.length >= 2);
  const headBefore = (await get(`${MAINAPI}/chain/head`)).body;

  await t.test('signed deliveries of an indexed block change nothing', async () => {
    // The block's rows as the API serves them, per sender, before and after
    // the same block is delivered twice (the inbox may take it again once it
    // has drained it: idempotence is the indexer's, by block hash).
    const senders = sendersOf(receipts);
    const before = await rowsOfBlock(n, senders);
    assert.ok(before.length > 0, `block ${n} has activity rows of its senders`);
    for (let i = 0; i < 2; i++) {
      const res = await deliver(body);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.ok, true);
      assert.equal(typeof res.body.recorded, 'boolean');
      assert.equal(res.body.number, n);
      assert.equal(res.body.hash, block.hash);
    }
    // The writer drains the inbox before its next poll of the node (1 s).
    await new Promise((r) => setTimeout(r, 2500));
    assert.deepEqual(await rowsOfBlock(n, senders), before);
  });

  await t.test('the bare hex signature form is accepted too', async () => {
    const ts = Math.floor(Date.now() / 1000);
    const res = await deliver(body, { ts, signature: createHmac('sha256', SECRET).update(`${ts}.${body}`).digest('hex') });
    assert.equal(res.status, 200, res.text);
  });

  for (const [name, opts, tamper] of [
    ['no signature', { signature: '' }],
    ['a signature with another secret', { secret: 'not-the-secret' }],
    ['a timestamp ten minutes old', { ts: Math.floor(Date.now() / 1000) - 600 }],
    ['a body changed after signing', {}, true],
  ]) {
    await t.test(`${name}: 401`, async () => {
      let res;
      if (tamper) {
        const ts = Math.floor(Date.now() / 1000);
        const sig = `sha256=${createHmac('sha256', SECRET).update(`${ts}.${body}`).digest('hex')}`;
        res = await get(URL_, {
          method: 'POST', body: body.replace(block.parentHash, `0x${'ab'.repeat(32)}`),
          headers: { 'Content-Type': 'application/json', 'X-Webhook-Timestamp': String(ts), 'X-Webhook-Signature': sig },
        });
      } else {
        res = await deliver(body, opts);
      }
      assert.equal(res.status, 401, res.text);
      assert.equal(typeof res.body.error, 'string');
      assert.equal(res.headers.get('cache-control'), 'no-store');
    });
  }

  for (const [name, malformed] of [
    ['not JSON', '{"block":'],
    ['a receipt missing', JSON.stringify({ block, receipts: receipts.slice(1) })],
    ['a log index out of order', JSON.stringify({
      block, receipts: receipts.map((r, i) => (i === multiLog ? { ...r, logs: [...r.logs].reverse() } : r)),
    })],
    ['no block hash', JSON.stringify({ block: { ...block, hash: undefined }, receipts })],
  ]) {
    await t.test(`signed but malformed (${name}): 400`, async () => {
      const res = await deliver(malformed);
      assert.equal(res.status, 400, res.text);
      assert.equal(typeof res.body.error, 'string');
    });
  }

  await t.test('a QuickNode Streams batch, gzipped, signed over the JSON', async () => {
    // block_with_receipts items ({block, receipts}, as qn_getBlockWithReceipts
    // returns them) of the block and its parent, metadata in the body.
    const prev = `0x${(n - 1).toString(16)}`;
    const items = [
      { block: await rpc('eth_getBlockByNumber', [prev, false]), receipts: await rpc('eth_getBlockReceipts', [prev]) },
      { block, receipts },
    ];
    const json = JSON.stringify({ data: items, metadata: { dataset: 'block_with_receipts', batch_start_range: n - 1, batch_end_range: n } });
    const post = (sigOver, nonce = randomBytes(16).toString('hex')) => {
      const ts = String(Math.floor(Date.now() / 1000));
      return get(URL_, {
        method: 'POST', body: gzipSync(json),
        headers: {
          'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'X-QN-Nonce': nonce, 'X-QN-Timestamp': ts,
          'X-QN-Signature': createHmac('sha256', SECRET).update(nonce + ts + sigOver).digest('hex'),
        },
      });
    };
    const res = await post(json);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.ok, true);
    assert.deepEqual(res.body.blocks.map((b) => [b.number, b.hash]), [[n - 1, items[0].block.hash], [n, block.hash]]);
    const bad = await post(`${json} `); // signed over other bytes
    assert.equal(bad.status, 401, bad.text);
  });

  await t.test('the head went on from the same chain', async () => {
    const after = (await get(`${MAINAPI}/chain/head`)).body;
    assert.ok(after.blockNumber >= headBefore.blockNumber);
    const canonical = await rpc('eth_getBlockByNumber', [`0x${after.blockNumber.toString(16)}`, false]);
    assert.equal(after.blockTimestamp, Number(canonical.timestamp));
  });
});
