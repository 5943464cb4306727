// A farm as an integrator uses it (spec main-api 3 farm withdrawal, 4.3
// /activity farm kinds, 4.4 /farms and /pnl/{address}/farm/{chef}/{pid}, 4.8
// farm entry points): a wallet zaps ETH into an own pool with NeoSwapZap,
// stakes the LP in the live VampChef campaign, harvests and withdraws, each
// signed with viem; once GET /chain/head reaches the receipt's block the API
// shows the stake on /farms (equal to the chef's own poolInfo at the
// indexed block), each action in the wallet's /activity with its chef and
// pid, and the wallet's PnL equal to its chain state.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createPublicClient, createWalletClient, decodeEventLog, http, parseAbi, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, MAINAPI, RPC, deployment, gasWithMargin, get, mainHead, waitFor } from '../lib/env.js';

const chain = createPublicClient({ transport: http(RPC) });
const account = privateKeyToAccount(DEV_KEYS[2]);
const wallet = createWalletClient({ account, transport: http(RPC) });
const user = account.address.toLowerCase();
const A = deployment.addresses;
const vampChef = deployment.extra.vampChef;

const chefAbi = parseAbi([
  'struct PoolInfo { address lpToken; uint256 allocPoint; uint256 lastRewardTime; uint256 accRewardPerShare; uint256 totalStaked; uint16 depositFeeBps; }',
  'struct UserInfo { uint256 amount; uint256 rewardDebt; uint256 owed; }',
  'function poolLength() view returns (uint256)',
  'function poolInfo(uint256 pid) view returns (PoolInfo)',
  'function userInfo(uint256 pid, address user) view returns (UserInfo)',
  'function deposit(uint256 pid, uint256 amount)',
  'function withdraw(uint256 pid, uint256 amount)',
  'function harvest(uint256 pid)',
  'event Deposit(address indexed user, uint256 indexed pid, uint256 amount)',
  'event Withdraw(address indexed user, uint256 indexed pid, uint256 amount)',
  'event RewardPaid(address indexed user, uint256 indexed pid, uint256 amount)',
]);
const zapAbi = parseAbi([
  'function zapInETH(address pair, uint256 minLp, address to, uint256 deadline) payable returns (uint256 lpAmount)',
]);
const erc20Abi = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);

// send signs and sends a contract call from the wallet with a gas margin
// (the simulator's trades may land first and settle rewards the estimate
// did not see) and returns its successful receipt.
async function send(call) {
  const full = { ...call, account };
  const hash = await wallet.writeContract({ ...full, chain: null, gas: await gasWithMargin(chain, full) });
  const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 60_000 });
  assert.equal(receipt.status, 'success', `${call.functionName} succeeded`);
  return receipt;
}

// chefEvents decodes the receipt's VampChef events.
function chefEvents(receipt) {
  const out = [];
  for (const log of receipt.logs) {
    if (log.address.toLowerCase() !== vampChef) continue;
    try {
      out.push(decodeEventLog({ abi: chefAbi, ...log }));
    } catch {
      // an event this test does not read
    }
  }
  return out;
}

// indexed waits until mainapi's head covers block n (spec 4.1).
async function indexed(n) {
  await waitFor(`mainapi's head at block ${n}`, async () => BigInt(await mainHead()) >= n);
}

// activityOf returns the wallet's farm activity rows of kind in tx.
async function activityOf(kind, tx) {
  const r = await get(`${MAINAPI}/activity?type=${kind}&user=${user}`);
  assert.equal(r.status, 200);
  return r.body.items.filter((it) => it.transactionId === tx);
}

test('a VampChef farm: zap, stake, harvest, withdraw, each visible through the API', async (t) => {
  assert.match(vampChef ?? '', /^0x[0-9a-f]{40}$/, 'the deployment names VampChef');
  assert.notEqual(A.zap, '0x0000000000000000000000000000000000000000', '/config names the zap');

  // The farm of the NEO/WETH pool, found on chain as a wallet would.
  const pair = deployment.extra.pairs['NEO/WETH'].toLowerCase();
  const n = await chain.readContract({ address: vampChef, abi: chefAbi, functionName: 'poolLength' });
  let pid = -1n;
  for (let i = 0n; i < n; i++) {
    const p = await chain.readContract({ address: vampChef, abi: chefAbi, functionName: 'poolInfo', args: [i] });
    if (p.lpToken.toLowerCase() === pair) pid = i;
  }
  assert.ok(pid >= 0n, 'VampChef farms NEO/WETH');

  const deadline = (await chain.getBlock()).timestamp + 3600n;
  await send({ address: A.zap, abi: zapAbi, functionName: 'zapInETH', args: [pair, 1n, account.address, deadline], value: parseEther('0.5') });
  const lp = await chain.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
  assert.ok(lp > 0n, 'the zap minted LP to the wallet');
  await send({ address: pair, abi: erc20Abi, functionName: 'approve', args: [vampChef, lp] });
  const staked = await send({ address: vampChef, abi: chefAbi, functionName: 'deposit', args: [pid, lp] });
  const dep = chefEvents(staked).find((e) => e.eventName === 'Deposit');
  assert.deepEqual([dep.args.user.toLowerCase(), dep.args.pid, dep.args.amount], [user, pid, lp]);

  await t.test('the stake is on /farms, equal to the chef at the indexed block', async () => {
    await indexed(staked.blockNumber);
    const r = await get(`${MAINAPI}/farms`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('etag') ?? '', /^W\/"/);
    assert.match(r.headers.get('cache-control'), /max-age=3, s-maxage=3/);
    const row = r.body.pools.find((p) => p.chef === vampChef && p.pid === Number(pid));
    assert.ok(row, 'the pool is listed');
    assert.equal(row.lpToken, pair);
    const at = BigInt(r.headers.get('x-indexed-block'));
    const onChain = await chain.readContract({ address: vampChef, abi: chefAbi, functionName: 'poolInfo', args: [pid], blockNumber: at });
    assert.equal(row.totalStaked, onChain.totalStaked.toString());
    assert.equal(typeof row.rewardPerSecond, 'string');
    assert.equal(row.withdrawCooldown, false, 'VampChef never queues a withdrawal');
  });

  await t.test('the stake is a farm_stake of the wallet, with chef and pid', async () => {
    const rows = await activityOf('farm_stake', staked.transactionHash);
    assert.equal(rows.length, 1);
    const [it] = rows;
    assert.equal(it.user, user);
    assert.equal(it.kind, 'farm_stake');
    assert.equal(it.blockNumber, Number(staked.blockNumber));
    assert.equal(it.data.ctx.chef, vampChef);
    assert.equal(it.data.ctx.pid, Number(pid));
    assert.equal(typeof it.data.usdValue, 'string');
  });

  // A later block accrues a reward; harvest pays it.
  const harvested = await send({ address: vampChef, abi: chefAbi, functionName: 'harvest', args: [pid] });
  const paid = chefEvents(harvested).find((e) => e.eventName === 'RewardPaid');
  assert.ok(paid && paid.args.amount > 0n, 'the harvest paid a reward');
  const out = await send({ address: vampChef, abi: chefAbi, functionName: 'withdraw', args: [pid, lp / 2n] });
  const wd = chefEvents(out).find((e) => e.eventName === 'Withdraw');
  assert.equal(wd.args.amount, lp / 2n);

  await t.test('harvest and withdraw are in the feed; the PnL equals the chain', async () => {
    await indexed(out.blockNumber);
    assert.equal((await activityOf('farm_harvest', harvested.transactionHash)).length, 1);
    assert.equal((await activityOf('farm_unstake', out.transactionHash)).length, 1);

    const path = `${MAINAPI}/pnl/${user}/farm/${vampChef}/${pid}`;
    const r = await get(path);
    assert.equal(r.status, 200);
    const at = BigInt(r.headers.get('x-indexed-block'));
    const info = await chain.readContract({ address: vampChef, abi: chefAbi, functionName: 'userInfo', args: [pid, account.address], blockNumber: at });
    assert.equal(r.body.staked, info.amount.toString());
    assert.ok(BigInt(r.body.deposited) >= lp, 'every deposit of the wallet is counted');
    assert.ok(BigInt(r.body.withdrawn) >= lp / 2n);
    assert.ok(BigInt(r.body.harvested) + BigInt(r.body.vested) >= paid.args.amount, 'the reward is split liquid and vested');
    assert.equal(r.body.queuedWithdrawal, null);

    const again = await get(path, { headers: { 'If-None-Match': r.headers.get('etag') } });
    assert.equal(again.status, 304, 'the per-wallet ETag holds while the wallet does nothing');
    assert.equal((await get(`${MAINAPI}/pnl/${user}/farm/${pid}`)).status, 404, 'the old form without chef answers 404');
  });
});
