// A trade as an integrator sends and then reads it back (spec main-api 1.7,
// 1.9, 4.1 /chain/head, 4.2 swaps, 4.3 /activity, 6): the wallet signs a
// FeeRouter swap with viem, the receipt's events obey the fee model and the
// Uniswap V2 SDK's math, and once GET /chain/head reaches the receipt's block
// (the spec's freshness protocol) the trade is in the wallet's activity and
// the token's swaps, attributed to the payer, with the wallet's ETag moved.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  createPublicClient, createWalletClient, decodeEventLog, getAddress, http, parseAbi, parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, MAINAPI, RPC, deployment, gasWithMargin, get, mainHead, waitFor } from '../lib/env.js';
import { CurrencyAmount, Pair, Token } from '../lib/uniswap.js';


const chain = createPublicClient({ transport: http(RPC) });
const account = privateKeyToAccount(DEV_KEYS[1]);
const wallet = createWalletClient({ account, transport: http(RPC) });
const user = account.address.toLowerCase();
const A = deployment.addresses;
const T = deployment.extra.testTokens;

const feeRouterAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256 amountOut)',
  'function protocolFeeBps() view returns (uint256)',
  'event Swap(address indexed user, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address feeToken, uint256 feeAmount)',
]);
const pairAbi = parseAbi([
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
  'function token0() view returns (address)',
]);

// swap sends a FeeRouter ETH-in swap along path and returns its receipt with
// the decoded FeeRouter Swap and, per pair, its Swap and Sync.
async function swap(path, value) {
  const block = await chain.getBlock();
  const call = {
    address: A.feeRouter, abi: feeRouterAbi, functionName: 'swapExactETHForTokens',
    args: [1n, path, account.address, block.timestamp + 3600n], value, account,
  };
  const hash = await wallet.writeContract({ ...call, chain: null, gas: await gasWithMargin(chain, call) });
  const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 60_000 });
  assert.equal(receipt.status, 'success');
  const out = { hash, receipt, router: null, pairs: new Map() };
  for (const log of receipt.logs) {
    const addr = log.address.toLowerCase();
    if (addr === A.feeRouter) {
      const ev = decodeEventLog({ abi: feeRouterAbi, ...log, strict: false });
      if (ev.eventName === 'Swap') out.router = ev.args;
      continue;
    }
    let ev;
    try {
      ev = decodeEventLog({ abi: pairAbi, ...log });
    } catch {
      continue;
    }
    const p = out.pairs.get(addr) ?? {};
    p[ev.eventName] = ev.args;
    out.pairs.set(addr, p);
  }
  assert.ok(out.router, 'the FeeRouter emitted its Swap');
  return out;
}

// indexed waits until mainapi's head covers block n (spec 4.1).
async function indexed(n) {
  await waitFor(`mainapi's head at block ${n}`, async () => {
    return BigInt(await mainHead()) >= n;
  });
}

test('a FeeRouter swap: fee model, SDK math, then visible through the API', async (t) => {
  const path = [A.weth, A.usdc];
  const before = await get(`${MAINAPI}/activity?user=${user}`);
  assert.equal(before.status, 200);
  const amountIn = parseEther('0.05');
  const s = await swap(path, amountIn);
  const bps = await chain.readContract({ address: A.feeRouter, abi: feeRouterAbi, functionName: 'protocolFeeBps' });

  await t.test('the FeeRouter Swap: payer, amounts and the 0.70% fee on the WETH leg', () => {
    const r = s.router;
    assert.equal(r.user.toLowerCase(), user, 'user is the payer (msg.sender)');
    assert.equal(r.tokenIn.toLowerCase(), A.weth);
    assert.equal(r.tokenOut.toLowerCase(), A.usdc);
    assert.equal(r.amountIn, amountIn);
    assert.equal(bps, 70n);
    assert.equal(r.feeToken.toLowerCase(), A.weth, 'WETH outranks USDC, so WETH pays');
    assert.equal(r.feeAmount, amountIn * bps / 10_000n);
  });

  await t.test('the pair swap equals the Uniswap V2 SDK over the reserves before it', async () => {
    assert.equal(s.pairs.size, 1);
    const [[pairAddr, ev]] = [...s.pairs];
    const token0 = (await chain.readContract({ address: pairAddr, abi: pairAbi, functionName: 'token0' })).toLowerCase();
    const wethIs0 = token0 === A.weth;
    const sw = ev.Swap;
    const [in0, in1, out0, out1] = [sw.amount0In, sw.amount1In, sw.amount0Out, sw.amount1Out];
    // Reserves before the swap: the Sync after it, minus what came in, plus what went out.
    const r0 = ev.Sync.reserve0 - in0 + out0;
    const r1 = ev.Sync.reserve1 - in1 + out1;
    const netIn = wethIs0 ? in0 : in1;
    assert.equal(netIn, amountIn - s.router.feeAmount, 'the pair receives the input net of the protocol fee');
    const t0 = new Token(1, getAddress(token0), wethIs0 ? 18 : 6);
    const t1 = new Token(1, getAddress(wethIs0 ? A.usdc : A.weth), wethIs0 ? 6 : 18);
    const pair = new Pair(CurrencyAmount.fromRawAmount(t0, r0.toString()), CurrencyAmount.fromRawAmount(t1, r1.toString()));
    const [sdkOut] = pair.getOutputAmount(CurrencyAmount.fromRawAmount(wethIs0 ? t0 : t1, netIn.toString()));
    assert.equal(sdkOut.quotient.toString(), (wethIs0 ? out1 : out0).toString());
    assert.equal(s.router.amountOut, wethIs0 ? out1 : out0, 'no fee on the output leg');
  });

  await indexed(s.receipt.blockNumber);

  await t.test('the wallet activity: the payer, the legs, a USD snapshot, a new ETag', async () => {
    const res = await get(`${MAINAPI}/activity?user=${user}&type=swap`);
    assert.equal(res.status, 200);
    assert.ok(BigInt(res.headers.get('x-indexed-block')) >= s.receipt.blockNumber);
    const item = res.body.items.find((i) => i.transactionId === s.hash);
    assert.ok(item, `swap ${s.hash} in the wallet's activity`);
    assert.equal(item.user, user);
    assert.equal(item.kind, 'swap');
    assert.equal(item.blockNumber, Number(s.receipt.blockNumber));
    const block = await chain.getBlock({ blockNumber: s.receipt.blockNumber });
    assert.equal(item.timestamp, Number(block.timestamp));
    assert.match(item.data.usdValue, /^\d+(\.\d{1,6})?$/);
    assert.ok(Number(item.data.usdValue) > 0, 'a priced trade has a USD snapshot');
    const legs = Object.fromEntries(item.data.legs.map((l) => [l.token, l]));
    assert.equal(legs[A.usdc]?.amount, s.router.amountOut.toString(), JSON.stringify(item.data.legs));
    assert.equal(legs[A.usdc].decimals, 6);
    assert.ok(legs[A.weth], JSON.stringify(item.data.legs));
    // Per-user routes version on the wallet's last activity block.
    const etag = res.headers.get('etag');
    assert.notEqual(before.headers.get('etag'), (await get(`${MAINAPI}/activity?user=${user}`)).headers.get('etag'));
    const again = await get(`${MAINAPI}/activity?user=${user}&type=swap`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
  });

  await t.test('the token swaps: one row, from USDC\'s view a buy by the payer', async () => {
    const [row] = await swapRows(A.usdc, s);
    assert.ok(row, `swap ${s.hash} in USDC's swaps`);
    assert.equal(row.wallet, user);
    assert.equal(row.side, 'buy');
    assert.equal(row.tokenAmount, s.router.amountOut.toString());
    assert.equal(row.tokenDecimals, 6);
    assert.equal(row.counterToken, A.weth);
    assert.equal(row.counterDecimals, 18);
    assert.equal(row.poolCount, undefined, 'one pool: no poolCount');
  });
});

// swapRows returns the rows of swap s (its hash and receipt) in token's
// /tokens/{address}/swaps, paging (50 a page, newest first) down past the
// swap's block time: the simulator's trades of the same token may have
// pushed it off the first page.
async function swapRows(token, s) {
  const { timestamp } = await chain.getBlock({ blockNumber: s.receipt.blockNumber });
  const rows = new Map(); // by log index: a row can move to the next page between reads
  for (let page = 1; page <= 200; page++) {
    const res = await get(`${MAINAPI}/tokens/${token}/swaps?page=${page}`);
    assert.equal(res.status, 200);
    for (const i of res.body.items.filter((i) => i.txHash === s.hash)) rows.set(i.logIndex, i);
    if (!res.body.hasMore || res.body.items.some((i) => i.timestamp < Number(timestamp))) break;
  }
  return [...rows.values()];
}

test('a multi-hop FeeRouter swap is one trade folded over its pools', async (t) => {
  const [alpha, gamma] = [T.ALPHA.address, T.GAMMA.address];
  const s = await swap([A.weth, alpha, gamma], parseEther('0.02'));
  assert.equal(s.pairs.size, 2, 'two hops, two pair swaps');
  await indexed(s.receipt.blockNumber);
  const rows = await swapRows(gamma, s);
  assert.equal(rows.length, 1, 'one row for the trade, not one per hop');
  const [row] = rows;
  assert.equal(row.wallet, user);
  assert.equal(row.side, 'buy');
  assert.equal(row.tokenAmount, s.router.amountOut.toString());
  assert.equal(row.tokenDecimals, 8);
  assert.equal(row.poolCount, 2);
  assert.deepEqual(row.outerInput, { token: A.weth, amount: s.router.amountIn.toString() });
});
