// The DEX as an integrator using the Uniswap V2 SDK sees it: the pools that
// mainapi serves (GET /dex/pools) are the chain's pairs at the block mainapi
// says it served (X-Indexed-Block), their addresses derive offline by CREATE2
// from the factory and its init code hash, and the SDK's constant-product
// math over the served reserves gives exactly what the deployed router
// quotes (getAmountsOut, getAmountsIn), one hop and multi-hop.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createPublicClient, encodePacked, getAddress, getContractAddress, http, keccak256, parseAbi } from 'viem';

import { MAINAPI, RPC, deployment, get, waitFor } from '../lib/env.js';
import { CurrencyAmount, Pair, Route, Token, Trade, TradeType } from '../lib/uniswap.js';

const chain = createPublicClient({ transport: http(RPC) });
const factoryAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function INIT_CODE_PAIR_HASH() view returns (bytes32)',
  'function swapFeeBps() view returns (uint256)',
]);
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']);
const routerAbi = parseAbi([
  'function getAmountsOut(uint256, address[]) view returns (uint256[])',
  'function getAmountsIn(uint256, address[]) view returns (uint256[])',
]);

// servedPools waits until mainapi serves the seeded own pools with reserves
// and returns them with the block they were served at.
async function servedPools() {
  const factory = deployment.addresses?.factory ?? deployment.factory;
  assert.ok(factory, 'deployment file has the factory address');
  return waitFor('mainapi to serve the own pools', async () => {
    const res = await get(`${MAINAPI}/dex/pools`);
    if (res.status !== 200) return null;
    const block = BigInt(res.headers.get('x-indexed-block'));
    const own = [];
    for (const p of res.body.items) {
      const onChain = await chain.readContract({
        address: factory, abi: factoryAbi, functionName: 'getPair', args: [p.token0, p.token1], blockNumber: block,
      });
      if (onChain.toLowerCase() === p.pairAddress && p.reserve0 !== '0' && p.reserve1 !== '0') own.push(p);
    }
    return own.length >= 5 ? { factory, block, pools: own, all: res.body.items } : null;
  });
}

async function tokenOf(address, block) {
  const decimals = await chain.readContract({
    address, abi: parseAbi(['function decimals() view returns (uint8)']), functionName: 'decimals', blockNumber: block,
  });
  return new Token(1, getAddress(address), Number(decimals));
}

const read = (address, abi, functionName, args, blockNumber) =>
  chain.readContract({ address, abi, functionName, args, blockNumber });

test('uniswap v2 sdk: served pools, offline pair addresses and the router agree', async (t) => {
  const { factory, block, pools } = await servedPools();
  const router = deployment.addresses?.router ?? deployment.router;
  assert.equal(await read(factory, factoryAbi, 'swapFeeBps', [], block), 30n,
    'the SDK hard-codes the 0.30% LP fee; the launched swapFeeBps is 30');
  const initCodeHash = await read(factory, factoryAbi, 'INIT_CODE_PAIR_HASH', [], block);
  const tokens = new Map();
  const token = async (a) => tokens.get(a) ?? tokens.set(a, await tokenOf(a, block)).get(a);
  const sdkPairs = [];

  for (const p of pools) {
    await t.test(`pool ${p.pairAddress}`, async () => {
      const [t0, t1] = [await token(p.token0), await token(p.token1)];
      assert.ok(t0.sortsBefore(t1), 'token0 sorts before token1, as the SDK orders them');
      // The pair address is CREATE2(factory, keccak(token0 ++ token1), init code hash).
      const derived = getContractAddress({
        opcode: 'CREATE2', from: factory, bytecodeHash: initCodeHash,
        salt: keccak256(encodePacked(['address', 'address'], [t0.address, t1.address])),
      });
      assert.equal(derived.toLowerCase(), p.pairAddress);
      // The served reserves are the chain's at the served block.
      const [r0, r1] = await read(p.pairAddress, pairAbi, 'getReserves', [], block);
      assert.deepEqual([p.reserve0, p.reserve1], [r0.toString(), r1.toString()]);

      const pair = new Pair(CurrencyAmount.fromRawAmount(t0, p.reserve0), CurrencyAmount.fromRawAmount(t1, p.reserve1));
      sdkPairs.push(pair);
      for (const [tin, tout, rin, rout] of [[t0, t1, r0, r1], [t1, t0, r1, r0]]) {
        for (const amountIn of [rin / 100_000n, rin / 1000n, rin / 7n]) {
          const [sdkOut] = pair.getOutputAmount(CurrencyAmount.fromRawAmount(tin, amountIn.toString()));
          const amounts = await read(router, routerAbi, 'getAmountsOut', [amountIn, [tin.address, tout.address]], block);
          assert.equal(sdkOut.quotient.toString(), amounts[1].toString(), `getAmountsOut(${amountIn}) ${tin.address}→${tout.address}`);
        }
        const amountOut = rout / 50n;
        const [sdkIn] = pair.getInputAmount(CurrencyAmount.fromRawAmount(tout, amountOut.toString()));
        const amounts = await read(router, routerAbi, 'getAmountsIn', [amountOut, [tin.address, tout.address]], block);
        assert.equal(sdkIn.quotient.toString(), amounts[0].toString(), `getAmountsIn(${amountOut}) ${tin.address}→${tout.address}`);
      }
    });
  }

  await t.test('multi-hop routes', async () => {
    // Every two-hop path through the served own pools: the SDK's best
    // exact-in trade over the route equals the router's quote of the path.
    let routes = 0;
    for (const a of sdkPairs) {
      for (const b of sdkPairs) {
        if (a === b) continue;
        for (const input of [a.token0, a.token1]) {
          const mid = input.equals(a.token0) ? a.token1 : a.token0;
          if (!b.involvesToken(mid)) continue;
          const output = mid.equals(b.token0) ? b.token1 : b.token0;
          if (output.equals(input)) continue;
          const amountIn = BigInt(a.reserveOf(input).quotient.toString()) / 200n;
          const trade = new Trade(new Route([a, b], input, output),
            CurrencyAmount.fromRawAmount(input, amountIn.toString()), TradeType.EXACT_INPUT);
          const amounts = await read(router, routerAbi, 'getAmountsOut',
            [amountIn, [input.address, mid.address, output.address]], block);
          assert.equal(trade.outputAmount.quotient.toString(), amounts[2].toString(),
            `${input.symbol ?? input.address}→${mid.address}→${output.address}`);
          routes++;
        }
      }
    }
    assert.ok(routes >= 4, `${routes} two-hop routes through the served pools`);
  });
});
