// NEO staking as an integrator uses it (spec main-api 3 staking, 4.3
// /activity vault_stake, 4.6 /stake/vaults and /neo/overview, 6 NeoStaking,
// 8 locks and boosts): a fresh wallet, funded by dev account 1, approves
// and stakes NEO on NeoStaking (the `neoStaking` address of /config), each
// signed with viem; once GET /chain/head reaches the receipt's block,
// /stake/vaults shows the option's tvl equal to the contract's
// stakedByOption at the indexed block, which holds the wallet's position,
// /neo/overview agrees per tier and in total, and the stake is a
// vault_stake row of the wallet's /activity. A fresh wallet, because every
// dev account a test may sign with has a history of its own (and the
// simulator's traders stake too): its position and feed hold this stake
// and nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createPublicClient, decodeEventLog, http, parseAbi, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, MAINAPI, RPC, get, mainHead, waitFor, send } from '../lib/env.js';

const ZERO = '0x0000000000000000000000000000000000000000';
const chain = createPublicClient({ transport: http(RPC) });
const funder = privateKeyToAccount(DEV_KEYS[1]);
const account = privateKeyToAccount(generatePrivateKey());
const user = account.address.toLowerCase();

const stakingAbi = parseAbi([
  'struct Position { uint256 amount; uint256 effective; uint64 start; uint8 option; }',
  'function stake(uint256 amount, uint8 option)',
  'function positionOf(address account) view returns (Position)',
  'function stakedByOption(uint8 option) view returns (uint256)',
  'function totalStaked() view returns (uint256)',
  'function boostBps(uint8 option) view returns (uint256)',
  'function lockDuration(uint8 option) pure returns (uint256)',
  'event Staked(address indexed account, uint256 amount, uint8 durationOption)',
]);
const erc20Abi = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);

// The stake: 1,234.5 NEO in the 6-month option.
const AMOUNT = parseEther('1234.5');
const OPTION = 1;

// indexed waits until mainapi's head covers block n (spec 4.1).
async function indexed(n) {
  await waitFor(`mainapi's head at block ${n}`, async () => BigInt(await mainHead()) >= n);
}

// read reads NeoStaking at block `at`.
function read(staking, functionName, args, at) {
  return chain.readContract({ address: staking, abi: stakingAbi, functionName, args, blockNumber: at });
}

// blockRoute gets a BLOCK route and checks its caching headers (spec 4).
async function blockRoute(path) {
  const r = await get(`${MAINAPI}${path}`);
  assert.equal(r.status, 200, `GET ${path}`);
  assert.match(r.headers.get('etag') ?? '', /^W\/"/, `${path} has a weak ETag`);
  assert.match(r.headers.get('cache-control') ?? '', /max-age=3, s-maxage=3/, `${path} is BLOCK`);
  const at = BigInt(r.headers.get('x-indexed-block'));
  return { body: r.body, at };
}

const WEI = /^(0|[1-9][0-9]*)$/;
const USD = /^[0-9]+(\.[0-9]{1,6})?$/;

// checkVaults holds a /stake/vaults body to spec 4.6 and to NeoStaking at
// block `at`, and returns the tvl of each option.
async function checkVaults(staking, body, at) {
  assert.ok(Array.isArray(body.vaults), 'vaults is an array');
  assert.equal(body.vaults.length, 4, 'four lock options');
  const tvl = [];
  for (const [i, v] of body.vaults.entries()) {
    assert.equal(v.vaultId, i, 'vaults in vaultId order 0..3');
    assert.equal(typeof v.label, 'string');
    assert.ok(v.label.length > 0, 'a label');
    assert.equal(typeof v.lockDuration, 'number');
    assert.equal(BigInt(v.lockDuration), await read(staking, 'lockDuration', [i], at), `lockDuration of option ${i} in seconds`);
    assert.equal(typeof v.rewardMultiplierBps, 'number');
    assert.equal(BigInt(v.rewardMultiplierBps), 10_000n + await read(staking, 'boostBps', [i], at), `10000 + boostBps of option ${i}`);
    assert.equal(typeof v.tvl, 'string');
    assert.match(v.tvl, WEI, 'tvl is a Wei string');
    assert.equal(v.tvl, (await read(staking, 'stakedByOption', [i], at)).toString(), `tvl of option ${i} is stakedByOption at the indexed block`);
    assert.ok(v.projectedAprBps === null || Number.isInteger(v.projectedAprBps), 'projectedAprBps is an integer or null');
    tvl.push(BigInt(v.tvl));
  }
  assert.ok(body.neoPriceUsd === null || (typeof body.neoPriceUsd === 'string' && USD.test(body.neoPriceUsd)),
    'neoPriceUsd is a Usd string or null');
  return tvl;
}

test('a NEO stake signed with viem shows on /stake/vaults, /neo/overview and /activity', async (t) => {
  const cfg = await get(`${MAINAPI}/config`);
  assert.equal(cfg.status, 200);
  const staking = cfg.body.addresses.neoStaking;
  const neo = cfg.body.addresses.neoToken;
  assert.match(staking ?? '', /^0x[0-9a-f]{40}$/, '/config names neoStaking');
  assert.notEqual(staking, ZERO, 'neoStaking is deployed');
  assert.notEqual(neo, ZERO, 'neoToken is deployed');

  // Before: the API's vaults agree with the chain at their own block.
  const before = await blockRoute('/stake/vaults');
  await checkVaults(staking, before.body, before.at);

  // Fund the fresh wallet, then approve and stake from it.
  await send(funder, { to: account.address, value: parseEther('1') });
  await send(funder, { address: neo, abi: erc20Abi, functionName: 'transfer', args: [account.address, AMOUNT] });
  await send(account, { address: neo, abi: erc20Abi, functionName: 'approve', args: [staking, AMOUNT] });
  const staked = await send(account, { address: staking, abi: stakingAbi, functionName: 'stake', args: [AMOUNT, OPTION] });
  const ev = staked.logs
    .filter((l) => l.address.toLowerCase() === staking)
    .map((l) => {
      try {
        return decodeEventLog({ abi: stakingAbi, ...l });
      } catch {
        return null; // an event this test does not read
      }
    })
    .find((e) => e?.eventName === 'Staked');
  assert.ok(ev, 'the stake emitted Staked');
  assert.deepEqual([ev.args.account.toLowerCase(), ev.args.amount, ev.args.durationOption], [user, AMOUNT, OPTION]);
  await indexed(staked.blockNumber);

  await t.test('/stake/vaults: the option holds the stake, each tvl equal to the chain at the indexed block', async () => {
    const after = await blockRoute('/stake/vaults');
    assert.ok(after.at >= staked.blockNumber, 'indexed past the stake');
    const tvl = await checkVaults(staking, after.body, after.at);
    const pos = await read(staking, 'positionOf', [account.address], after.at);
    assert.deepEqual([pos.amount, pos.option], [AMOUNT, OPTION], "the wallet's position at the indexed block");
    assert.ok(tvl[OPTION] >= AMOUNT, "the option's tvl holds the stake");
    // The tvl grew by the stake, plus what the simulator's traders added
    // (or moved out) in the meantime, which the chain holds too.
    const moved = (await read(staking, 'stakedByOption', [OPTION], after.at)) -
      (await read(staking, 'stakedByOption', [OPTION], before.at));
    assert.equal(tvl[OPTION] - BigInt(before.body.vaults[OPTION].tvl), moved);
  });

  await t.test('/neo/overview: staked by tier and in total equal to the chain at the indexed block', async () => {
    const { body, at } = await blockRoute('/neo/overview');
    assert.ok(at >= staked.blockNumber, 'indexed past the stake');
    assert.ok(Array.isArray(body.stakedByTier), 'stakedByTier is an array');
    assert.equal(body.stakedByTier.length, 4, 'four tiers');
    for (const [i, row] of body.stakedByTier.entries()) {
      assert.equal(row.vaultId, i, 'tiers in vaultId order 0..3');
      assert.match(row.staked, WEI, 'staked is a Wei string');
      assert.equal(row.staked, (await read(staking, 'stakedByOption', [i], at)).toString(), `tier ${i} is stakedByOption`);
    }
    assert.ok(BigInt(body.stakedByTier[OPTION].staked) >= AMOUNT, "the stake's tier holds it");
    assert.match(body.stakedTotal, WEI, 'stakedTotal is a Wei string');
    assert.equal(body.stakedTotal, (await read(staking, 'totalStaked', [], at)).toString(), 'stakedTotal is totalStaked');
    assert.equal(BigInt(body.stakedTotal), body.stakedByTier.reduce((s, r) => s + BigInt(r.staked), 0n), 'the total is the sum of the tiers');
    assert.match(body.inNeoswapPools, WEI, 'inNeoswapPools is a Wei string');
    assert.ok(BigInt(body.inNeoswapPools) > 0n, 'the seeded NEO pools hold NEO');
    assert.ok(Number.isInteger(body.neoswapPoolCount) && body.neoswapPoolCount > 0, 'neoswapPoolCount counts the NEO pools');
    assert.ok(Number.isInteger(body.pveLaunchCount) && body.pveLaunchCount >= 0, 'pveLaunchCount is a count');
    assert.ok(body.neoPriceUsd === null || (typeof body.neoPriceUsd === 'string' && USD.test(body.neoPriceUsd)),
      'neoPriceUsd is a Usd string or null');
  });

  await t.test('the stake is a vault_stake of the wallet', async () => {
    const r = await get(`${MAINAPI}/activity?type=vault_stake&user=${user}`);
    assert.equal(r.status, 200);
    assert.equal(r.body.items.length, 1, 'the fresh wallet staked once');
    const [it] = r.body.items;
    assert.equal(it.kind, 'vault_stake');
    assert.equal(it.user, user);
    assert.equal(it.transactionId, staked.transactionHash);
    assert.equal(it.blockNumber, Number(staked.blockNumber));
    assert.equal(it.status, 'completed');
    if (it.data?.legs) {
      const leg = it.data.legs.find((l) => l.token === neo);
      assert.ok(leg, 'a NEO leg');
      assert.equal(leg.amount, AMOUNT.toString(), 'the NEO leg is the staked amount');
    }
    const swaps = await get(`${MAINAPI}/activity?type=swap&user=${user}`);
    assert.equal(swaps.status, 200);
    assert.equal(swaps.body.items.length, 0, 'the wallet never swapped');
  });
});
