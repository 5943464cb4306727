// An independent EIP-712 launch-intent signer (launch-venue spec 1.6, 2.2,
// 4.2, 5.2, 7; docs/funbackend.md "Intents"): viem signs a LaunchIntent
// with the domain funbackend's /config announces, posts it to /intents,
// checks the predicted address against the curve, then materializes the
// coin with buyWithIntent and waits for the indexer to serve it.
// Transactions and signatures come from dev account 2 only.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { hashTypedData, keccak256, parseEther, stringToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, FUNBACKEND, gasWithMargin, get, waitFor } from '../lib/env.js';
import { ADDRESS_RE, board, clients, curveAbi, funConfig, launchIntentTypes } from '../lib/fun.js';

const creator = privateKeyToAccount(DEV_KEYS[2]);
const stranger = privateKeyToAccount(DEV_KEYS[3]);
const creatorAddr = creator.address.toLowerCase();

let cfg, pub, wallet, domain;

before(async () => {
  cfg = await funConfig();
  ({ pub, wallet } = clients(cfg));
  assert.equal(await pub.getChainId(), cfg.chainId, '/config chainId is the RPC chain id');
  domain = {
    name: cfg.eip712.name,
    version: cfg.eip712.version,
    chainId: cfg.chainId,
    verifyingContract: cfg.addresses.curve,
  };
  // POST /intents spends the per-IP intent-write bucket (spec 8: 5 per 10
  // minutes by default); this file posts four times through the limiter.
  const pre = await get(`${FUNBACKEND}/intents/precheck?creator=${creatorAddr}&symbol=CONF`);
  assert.equal(pre.status, 200, pre.text);
  assert.ok(
    pre.body.slotsFree === -1 || pre.body.slotsFree >= 4,
    `the intent-write limiter has ${pre.body.slotsFree} slots left for this IP; this file needs 4`,
  );
});

// newIntent builds a fresh intent of the creator at nonce (default: the
// on-chain launchNonce) and its metadata bytes; signer signs it.
async function newIntent({ nonce, signer = creator, tag = '' } = {}) {
  const onChainNonce = await pub.readContract({
    address: cfg.addresses.curve,
    abi: curveAbi,
    functionName: 'launchNonce',
    args: [creator.address],
  });
  const rand = BigInt(Math.floor(Math.random() * 2 ** 48));
  const head = await pub.getBlock();
  const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(head.timestamp)));
  // The metadata JSON's exact bytes; metadataHash is keccak256 of them.
  const metadata = JSON.stringify({
    description: `Outside-in conformance coin ${rand}${tag} ("quoted", ünïcode ✓)`,
    image: '',
  });
  const metadataHash = keccak256(stringToBytes(metadata));
  const intent = {
    creator: creator.address,
    submitter: creator.address, // a dev buy: only the creator may submit the first buy
    name: `Conformance ${rand % 100000n}`,
    symbol: `CF${rand % 100000n}`,
    metadataHash,
    salt: rand * 1000n + 7n,
    nonce: nonce ?? onChainNonce,
    deadline: now + 3600n,
    feeRecipient: creator.address,
  };
  const signature = await signer.signTypedData({
    domain,
    types: launchIntentTypes,
    primaryType: 'LaunchIntent',
    message: intent,
  });
  // docs/funbackend.md: uint256 fields as decimal strings, metadata as a
  // string of its exact bytes.
  const body = JSON.stringify({
    intent: {
      creator: intent.creator,
      submitter: intent.submitter,
      name: intent.name,
      symbol: intent.symbol,
      metadataHash: intent.metadataHash,
      salt: intent.salt.toString(),
      nonce: intent.nonce.toString(),
      deadline: intent.deadline.toString(),
      feeRecipient: intent.feeRecipient,
    },
    signature,
    metadata,
  });
  return { intent, signature, metadata, metadataHash, body, onChainNonce };
}

async function post(body, init = {}) {
  const res = await fetch(`${FUNBACKEND}/intents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    ...init,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

function assertError(r, status, message) {
  assert.equal(r.status, status, `status ${r.status}: ${r.text}`);
  assert.match(r.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(typeof r.json?.error, 'string', `{error} body: ${r.text}`);
  if (message !== undefined) assert.equal(r.json.error, message);
  assert.equal(r.headers.get('cache-control'), 'no-store', 'POST /intents is no-store on every answer (spec 7, 8)');
}

test('the EIP-712 domain and struct hash agree with the curve', async () => {
  assert.equal(cfg.eip712.name, 'NeoswapLaunchpad');
  assert.equal(cfg.eip712.version, '1');
  const { intent } = await newIntent({ signer: creator, tag: ' (hash)' });
  const onChain = await pub.readContract({
    address: cfg.addresses.curve,
    abi: curveAbi,
    functionName: 'hashIntent',
    args: [intent],
  });
  const ours = hashTypedData({ domain, types: launchIntentTypes, primaryType: 'LaunchIntent', message: intent });
  assert.equal(ours, onChain, "viem's EIP-712 digest equals the curve's hashIntent");
});

let posted; // the accepted intent, shared by the tests below

test('POST /intents accepts a viem-signed intent: 201 {predictedAddress, metadataHash}', async () => {
  posted = await newIntent();
  const r = await post(posted.body);
  assert.equal(r.status, 201, r.text);
  assert.equal(r.headers.get('cache-control'), 'no-store');
  assert.equal(r.headers.get('etag'), null, 'no ETag on no-store routes (docs)');
  assert.match(r.headers.get('content-type') ?? '', /application\/json/);
  assert.equal(r.json.metadataHash.toLowerCase(), posted.metadataHash, "metadataHash is viem's keccak256 of the bytes");
  assert.match(r.json.predictedAddress, ADDRESS_RE);
  const predicted = await pub.readContract({
    address: cfg.addresses.curve,
    abi: curveAbi,
    functionName: 'predictTokenAddress',
    args: [posted.intent.creator, posted.intent.salt],
  });
  assert.equal(r.json.predictedAddress, predicted.toLowerCase(), "predictedAddress is the curve's predictTokenAddress");
  assert.equal(await pub.getCode({ address: predicted }), undefined, 'a pending coin has no code yet');
  posted.address = r.json.predictedAddress;
});

test('GET /intents/{address} returns the signed payload verbatim', async () => {
  assert.ok(posted?.address, 'needs the accepted intent');
  const r = await get(`${FUNBACKEND}/intents/${posted.address}`);
  assert.equal(r.status, 200, r.text);
  assert.equal(r.text, posted.body, 'the posted body byte for byte');
  assert.equal(r.headers.get('cache-control'), 'no-cache', 'live revalidate tier (spec 8)');
  assert.match(r.headers.get('etag') ?? '', /^W\/"[0-9a-f]+"$/);
  const again = await get(`${FUNBACKEND}/intents/${posted.address}`, { headers: { 'if-none-match': r.headers.get('etag') } });
  assert.equal(again.status, 304, 'a matching If-None-Match revalidates');

  const none = await get(`${FUNBACKEND}/intents/0x${'00c0ffee'.repeat(5)}`);
  assert.equal(none.status, 404);
  assert.deepEqual(none.body, { error: 'not found' });
});

test('GET /tokens/{address} serves the pending branch, and /tokens lists it', async () => {
  assert.ok(posted?.address, 'needs the accepted intent');
  const r = await get(`${FUNBACKEND}/tokens/${posted.address}`);
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.pending, true);
  assert.equal(r.headers.get('cache-control'), 'no-cache', 'live revalidate tier (spec 8)');
  assert.equal(typeof r.body.ethUsd, 'number');
  const it = r.body.intent;
  assert.equal(it.address, posted.address);
  assert.equal(it.creator, creatorAddr);
  assert.equal(it.submitter, creatorAddr);
  assert.equal(it.fee_recipient, creatorAddr);
  assert.equal(it.name, posted.intent.name);
  assert.equal(it.symbol, posted.intent.symbol);
  assert.equal(it.metadata_hash.toLowerCase(), posted.metadataHash);
  assert.equal(it.nonce, posted.intent.nonce.toString());
  assert.equal(it.deadline, Number(posted.intent.deadline));
  assert.equal(it.metadata_json, posted.metadata, 'metadata_json is the exact bytes');
  assert.equal(it.has_image, 0, 'an empty image is no image');
  assert.equal(it.salt, posted.intent.salt.toString());
  assert.equal(it.signature, posted.signature);
  assert.equal(it.curve, cfg.addresses.curve);
  assert.ok(!('payload' in it), 'the pending intent has every column but payload');

  // The pending row on the board (q-filtered so the cached whole board of
  // another test cannot hide it).
  const b = await get(`${FUNBACKEND}/tokens?q=${encodeURIComponent(posted.intent.symbol)}`);
  assert.equal(b.status, 200, b.text);
  const row = b.body.pending.find((p) => p.address === posted.address);
  assert.ok(row, `pending[] lists the intent: ${b.text}`);
  for (const k of ['creator', 'submitter', 'fee_recipient', 'name', 'symbol', 'metadata_hash', 'nonce', 'deadline', 'has_image']) {
    assert.ok(k in row, `pending row has ${k}`);
  }
  assert.equal(typeof row.nonce, 'string');
});

test('a signature by another key is refused: 400 bad signature', async () => {
  const forged = await newIntent({ signer: stranger, tag: ' (forged)' });
  const r = await post(forged.body);
  assertError(r, 400, 'bad signature');
});

test('a wrong nonce is refused: 409 naming the nonce to use', async () => {
  const cur = await pub.readContract({ address: cfg.addresses.curve, abi: curveAbi, functionName: 'launchNonce', args: [creator.address] });
  const wrong = await newIntent({ nonce: cur + 5n, tag: ' (nonce)' });
  const r = await post(wrong.body);
  assertError(r, 409, 'nonce mismatch');
  assert.equal(r.json.nonce, cur.toString(), `names the on-chain launchNonce: ${r.text}`);
});

test('a body over 256 KB is refused: 413 {error: request body too large}', async () => {
  const big = JSON.stringify({ intent: {}, signature: '0x', metadata: 'x'.repeat(300 * 1024) });
  // With a Content-Length (refused before the limiter and the handler) ...
  const r = await post(big);
  assertError(r, 413, 'request body too large');
  // ... and streamed without one (chunked: refused while reading).
  const enc = new TextEncoder().encode(big);
  const stream = new ReadableStream({
    start(c) {
      for (let i = 0; i < enc.length; i += 16384) c.enqueue(enc.subarray(i, i + 16384));
      c.close();
    },
  });
  const r2 = await post(stream, { duplex: 'half' });
  assertError(r2, 413, 'request body too large');
});

test('buyWithIntent materializes the coin; the backend serves it with the buy', async () => {
  assert.ok(posted?.address, 'needs the accepted intent');
  const w = wallet(2);
  const call = {
    account: w.account,
    address: cfg.addresses.curve,
    abi: curveAbi,
    functionName: 'buyWithIntent',
    args: [posted.intent, posted.signature, 1n],
    value: parseEther('0.01'),
  };
  const hash = await w.writeContract({ ...call, gas: await gasWithMargin(pub, call) });
  const receipt = await pub.waitForTransactionReceipt({ hash, timeoutMs: 30_000 });
  assert.equal(receipt.status, 'success');
  assert.notEqual(await pub.getCode({ address: posted.address }), undefined, 'the coin has code at the predicted address');
  const nonceAfter = await pub.readContract({ address: cfg.addresses.curve, abi: curveAbi, functionName: 'launchNonce', args: [creator.address] });
  assert.equal(nonceAfter, posted.intent.nonce + 1n, 'the launch consumed the nonce');

  const coin = await waitFor(
    'the materialized coin with its first buy',
    async () => {
      const r = await get(`${FUNBACKEND}/tokens/${posted.address}`);
      if (r.status !== 200 || r.body.pending) return null;
      const t = (r.body.recentTrades ?? []).find((x) => x.tx_hash === hash);
      return t ? r.body : null;
    },
    { timeoutMs: 30_000, everyMs: 500 },
  );
  assert.equal(coin.address, posted.address);
  assert.equal(coin.creator, creatorAddr);
  assert.equal(coin.name, posted.intent.name);
  assert.equal(coin.symbol, posted.intent.symbol);
  assert.equal(coin.metadata_hash.toLowerCase(), posted.metadataHash);
  assert.equal(coin.status, 1, 'Trading');
  const trade = coin.recentTrades.find((x) => x.tx_hash === hash);
  assert.equal(trade.trader, creatorAddr);
  assert.equal(trade.is_buy, 1);
  assert.equal(trade.token, posted.address);
  assert.equal(trade.block_number, Number(receipt.blockNumber));
  assert.equal(coin.firstBuyer, creatorAddr);
  // The stored intent's metadata matches the chain's hash, so it is served.
  assert.ok(coin.metadata, 'metadata is kept: the intent was stored before the coin was indexed');
  assert.equal(coin.metadata.description, JSON.parse(posted.metadata).description);
  assert.equal(coin.metadata.verifiedBy, 'chain');
  assert.equal(typeof coin.ethUsd, 'number');

  await waitFor(
    'the coin on the board',
    async () => (await board()).tokens.find((t) => t.address === posted.address),
    { timeoutMs: 30_000, everyMs: 1000 },
  );
  const b = await board();
  assert.ok(!b.pending.some((p) => p.address === posted.address), 'no longer pending');
});
