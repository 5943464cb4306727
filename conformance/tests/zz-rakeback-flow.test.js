// Rakeback as a trader and an integrator meet it (spec main-api 1.9, 2.2
// leaf row, 3 lifecycle and epoch, 4.5, 4.8 RakebackV2.claim, 6): a fresh
// wallet, funded by dev account 2, pays protocol fees through FeeRouter
// (viem); /rakeback/{address} shows 2/7 of each feeAmount as the current
// epoch's accrual. The devnet's clock is moved with evm_increaseTime (as
// anvil and Hardhat define it) past the epoch's close: mainapi's weekly job
// builds and posts the root, and /proof's leaf verifies with
// @openzeppelin/merkle-tree's StandardMerkleTree against the root on chain.
// A day later the job activates the slice; the wallet claims with /proof's
// values verbatim, receives the tokens, and the API shows the leaf claimed.
//
// Named to run last (files run one at a time, in name order): it moves the
// devnet's clock forward by more than a week.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createPublicClient, decodeEventLog, http, parseAbi, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { StandardMerkleTree } from '@openzeppelin/merkle-tree';

import { DEV_KEYS, MAINAPI, RPC, deployment, get, mainHead, rpc, waitFor, send } from '../lib/env.js';

const chain = createPublicClient({ transport: http(RPC) });
const funder = privateKeyToAccount(DEV_KEYS[2]);
const account = privateKeyToAccount(generatePrivateKey());
const user = account.address.toLowerCase();
const A = deployment.addresses;
const LEAF_TYPES = ['uint256', 'address', 'uint256', 'address', 'uint256'];

const feeRouterAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256 amountOut)',
  'event Swap(address indexed user, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address feeToken, uint256 feeAmount)',
]);
const rakebackAbi = parseAbi([
  'struct Root { bytes32 root; uint64 postedAt; uint64 activatableAt; bool cancelled; }',
  'function rootOf(uint256 epoch) view returns (Root)',
  'function claim(uint256 epoch, address token, uint256 index, address account, uint256 amount, bytes32[] proof)',
  'function isClaimed(uint256 epoch, uint256 index) view returns (bool)',
]);
const erc20Abi = parseAbi(['function balanceOf(address) view returns (uint256)']);

const epochOf = (t) => Math.floor((Number(t) - 259200) / 604800);

async function indexed(n) {
  await waitFor(`mainapi's head at block ${n}`, async () => BigInt(await mainHead()) >= n, { timeoutMs: 90_000 });
}

// leaves reads /rakeback/{user} and returns its epochs[] rows of epoch e.
async function leaves(e) {
  const r = await get(`${MAINAPI}/rakeback/${user}`);
  assert.equal(r.status, 200, r.text);
  return r.body.epochs.filter((l) => l.epoch === e);
}

test('Rakeback: accrue, close the epoch, verify the proof, claim verbatim, see it claimed', async () => {
  assert.notEqual(A.rakeback, '0x0000000000000000000000000000000000000000', '/config rakeback is set');
  await send(funder, { to: account.address, value: parseEther('5') });

  // Two ETH-in swaps: their fee is in WETH (the quote side).
  let accrued = 0n;
  let feeToken;
  let lastBlock = 0n;
  for (const value of [parseEther('0.3'), parseEther('0.2')]) {
    const head = await chain.getBlock();
    const receipt = await send(account, {
      address: A.feeRouter, abi: feeRouterAbi, functionName: 'swapExactETHForTokens',
      args: [1n, [A.weth, A.neoToken], account.address, head.timestamp + 3600n], value,
    });
    for (const log of receipt.logs) {
      if (log.address.toLowerCase() !== A.feeRouter) continue;
      const ev = decodeEventLog({ abi: feeRouterAbi, ...log, strict: false });
      if (ev.eventName !== 'Swap') continue;
      assert.equal(ev.args.user.toLowerCase(), user, 'the payer is the user (spec 6 rule 2)');
      accrued += ev.args.feeAmount * 2n / 7n;
      feeToken = ev.args.feeToken.toLowerCase();
    }
    lastBlock = receipt.blockNumber;
  }
  assert.ok(accrued > 0n, 'the swaps paid a protocol fee');
  const swapTime = (await chain.getBlock({ blockNumber: lastBlock })).timestamp;
  const epoch = epochOf(swapTime);
  await indexed(lastBlock);

  const before = await get(`${MAINAPI}/rakeback/${user}`);
  assert.equal(before.status, 200, before.text);
  assert.equal(before.body.currentEpoch, epoch);
  assert.equal(before.body.swapsMade, 2);
  assert.deepEqual(before.body.epochs, []);
  assert.equal(before.body.epochRewards.length, 12);
  const row = before.body.epochRewards.find((r) => r.epoch === epoch);
  assert.deepEqual(row.amounts.map((a) => [a.token, a.amount]), [[feeToken, accrued.toString()]],
    '2/7 of each feeAmount accrues to the payer in the epoch of the swap');

  // Past the epoch's close: the job builds and posts the tree.
  const now = (await chain.getBlock()).timestamp;
  const close = BigInt((epoch + 1) * 604800 + 259200);
  await rpc('evm_increaseTime', [Number(close - now) + 60]);
  await rpc('evm_mine', []);
  const proof = await waitFor('the posted leaf in /proof', async () => {
    const r = await get(`${MAINAPI}/rakeback/${user}/proof`);
    return r.status === 200 && r.body.items.find((i) => i.epoch === epoch);
  }, { timeoutMs: 180_000, everyMs: 1000 });
  assert.equal(proof.token, feeToken);
  assert.equal(proof.amount, (accrued / 2n).toString(), 'the first root pays half the accrual (vest 50/25/25)');
  const onChain = await chain.readContract({ address: A.rakeback, abi: rakebackAbi, functionName: 'rootOf', args: [BigInt(epoch)] });
  assert.equal(proof.root, onChain.root, 'the root of /proof is the root posted on chain');
  assert.ok(StandardMerkleTree.verify(proof.root, LEAF_TYPES,
    [BigInt(epoch), proof.token, BigInt(proof.index), user, BigInt(proof.amount)], proof.proof),
  'the leaf verifies with @openzeppelin/merkle-tree');
  const pending = await leaves(epoch);
  assert.equal(pending.length, 1);
  assert.equal(pending[0].status, 'pending');
  assert.equal(pending[0].activatedAt, null);
  const proofETag = (await get(`${MAINAPI}/rakeback/${user}/proof`)).headers.get('etag');

  // A day later the job activates the slice.
  await rpc('evm_increaseTime', [86400 + 60]);
  await rpc('evm_mine', []);
  const claimable = await waitFor('the leaf claimable', async () => {
    const l = (await leaves(epoch))[0];
    return l && l.status === 'claimable' && l;
  }, { timeoutMs: 120_000, everyMs: 1000 });
  assert.equal(claimable.claimDeadline, claimable.activatedAt + 30 * 86400);

  // The claim, with /proof's values verbatim.
  const token = proof.token;
  const balance0 = await chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
  const receipt = await send(account, {
    address: A.rakeback, abi: rakebackAbi, functionName: 'claim',
    args: [BigInt(proof.epoch), proof.token, BigInt(proof.index), account.address, BigInt(proof.amount), proof.proof],
  });
  const balance1 = await chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
  assert.equal(balance1 - balance0, BigInt(proof.amount), 'the wallet received the leaf amount');
  await indexed(receipt.blockNumber);
  const claimed = (await leaves(epoch))[0];
  assert.equal(claimed.status, 'claimed');
  const summary = (await get(`${MAINAPI}/rakeback/${user}`)).body.tokens.find((r) => r.token === token);
  assert.equal(summary.claimed, proof.amount);
  const after = await get(`${MAINAPI}/rakeback/${user}/proof`);
  assert.equal(after.headers.get('etag'), proofETag, 'the /proof ETag flips only with a new tree containing the wallet');
});
