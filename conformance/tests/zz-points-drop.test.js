// Points as a trader meets them (spec main-api 1.2, 2.2 points record, 4.4
// /points/*, 6 rule 2, 8 points row; docs/points.md): a fresh wallet pays
// protocol fees through FeeRouter (viem). Until the next 00:00 UTC drop its
// published points do not move (no per-swap delta is observable) and the
// referral state already says it can no longer be referred (it is active).
// The devnet's clock is moved past midnight with evm_increaseTime: once
// mainapi has indexed a block of the new day, the wallet's points are
// published (at least 10 a fee-paying swap), the leaderboard ranks it with
// the same total, and its rank counts the wallets above it.
//
// Named to run after the other files (they run one at a time, in name
// order) but before zz-rakeback-flow: it moves the devnet's clock a day.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createPublicClient, http, parseAbi, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, MAINAPI, RPC, deployment, get, mainHead, rpc, waitFor, send } from '../lib/env.js';

const chain = createPublicClient({ transport: http(RPC) });
const funder = privateKeyToAccount(DEV_KEYS[3]);
const account = privateKeyToAccount(generatePrivateKey());
const user = account.address.toLowerCase();
const A = deployment.addresses;

const feeRouterAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256 amountOut)',
]);

async function points() {
  const r = await get(`${MAINAPI}/points/${user}`);
  assert.equal(r.status, 200, r.text);
  return r.body;
}

test('points: nothing shows before the drop, the day\'s swaps publish at 00:00 UTC and rank on the leaderboard', async () => {
  await send(funder, { to: account.address, value: parseEther('2') });
  const before = await points();
  assert.equal(before.totalPoints, 0);
  assert.equal(before.rank, null);
  assert.equal(before.referral.canBind, true, JSON.stringify(before.referral));

  const swaps = [parseEther('0.2'), parseEther('0.1')];
  let last = 0n;
  for (const value of swaps) {
    const head = await chain.getBlock();
    const receipt = await send(account, {
      address: A.feeRouter, abi: feeRouterAbi, functionName: 'swapExactETHForTokens',
      args: [1n, [A.weth, A.neoToken], account.address, head.timestamp + 3600n], value,
    });
    assert.equal(receipt.status, 'success');
    last = receipt.blockNumber;
  }
  await waitFor(`mainapi's head at block ${last}`, async () => BigInt(await mainHead()) >= last, { timeoutMs: 90_000 });

  const same = await points();
  assert.equal(same.referral.canBind, false, 'a wallet with a fee-paying swap is active: a referral can no longer bind');
  if (same.publishedAt === before.publishedAt) {
    assert.equal(same.totalPoints, 0, 'no per-swap delta before the drop');
  }

  // Past the next 00:00 UTC of the chain's clock, then one block of the new day.
  const now = (await chain.getBlock()).timestamp;
  const midnight = (now / 86400n + 1n) * 86400n;
  await rpc('evm_increaseTime', [Number(midnight - now + 60n)]);
  await rpc('evm_mine', []);
  const mined = await chain.getBlockNumber();
  await waitFor(`mainapi's head at block ${mined}`, async () => BigInt(await mainHead()) >= mined, { timeoutMs: 90_000 });

  const after = await points();
  assert.ok(after.publishedAt >= Number(midnight), `published up to ${after.publishedAt}, the drop is ${midnight}`);
  assert.ok(after.totalPoints >= 10 * swaps.length, `totalPoints ${after.totalPoints}: each fee-paying swap scores at least 10`);
  assert.equal(typeof after.rank, 'number');
  assert.ok(after.rank >= 1);

  // The leaderboard, page by page, holds the wallet with the same total
  // and rank; every wallet above it has more points.
  let cursor = null;
  let found = null;
  let above = 0;
  for (let page = 0; page < 200 && !found; page++) {
    const r = await get(`${MAINAPI}/points/leaderboard${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    assert.equal(r.status, 200, r.text);
    for (const row of r.body.items) {
      if (row.address === user) {
        found = row;
        break;
      }
      if (row.totalPoints > after.totalPoints) above++;
    }
    if (!r.body.nextCursor) break;
    cursor = r.body.nextCursor;
  }
  assert.ok(found, 'the wallet is on the leaderboard');
  assert.equal(found.totalPoints, after.totalPoints);
  assert.equal(found.rank, after.rank);
  assert.equal(after.rank, above + 1, 'rank counts the wallets with more points');
});
