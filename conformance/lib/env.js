// The running system under test, as scripts/conformance.sh starts it, and
// small helpers every test file shares.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { createPublicClient, createWalletClient, http } from 'viem';

function need(name) {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the suite with scripts/conformance.sh`);
  return v;
}

export const MAINAPI = need('MAINAPI_URL');
export const FUNBACKEND = need('FUNBACKEND_URL');
export const RPC = need('RPC_URL');
export const APP_PORT = Number(process.env.APP_PORT || 28090);
export const deployment = JSON.parse(readFileSync(need('DEPLOYMENT_FILE'), 'utf8'));

// The development mnemonic's accounts (anvil/Hardhat). Account 0 deploys,
// 4 is funbackend's keeper and 5 to 9 are the simulator's traders, so the
// suite sends its own transactions from 1, 2 and 3 (no nonce races), and
// from 0 only for owner calls once the deployment is done.
export const DEV_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
];

// get fetches a URL and returns {status, headers, body (parsed JSON when the
// answer is JSON, else text)}.
export async function get(url, init = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  const type = res.headers.get('content-type') || '';
  let body = text;
  if (type.includes('json') && text !== '') body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body, text };
}

// waitFor polls fn until it returns a truthy value or the deadline passes.
export async function waitFor(what, fn, { timeoutMs = 60_000, everyMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

// mainHead is the block mainapi serves from (GET /chain/head, spec 4.1).
export async function mainHead() {
  return (await get(`${MAINAPI}/chain/head`)).body.blockNumber;
}

// funIndexed is the last block funbackend's curve indexer has applied
// (GET /health, spec launch-venue 4.2).
export async function funIndexed() {
  return Number((await get(`${FUNBACKEND}/health`)).body.indexer.lastIndexedBlock);
}

const devnet = createPublicClient({ transport: http(RPC) });

// rpc calls a JSON-RPC method of the devnet directly (the evm_* time
// controls, as anvil and Hardhat define them) and returns its result.
export async function rpc(method, params) {
  const res = await fetch(RPC, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await res.json();
  assert.ok(!body.error, `${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

// gasWithMargin estimates a contract call's gas and adds a margin, as
// wallets do: the devnet's simulator and keeper send transactions all the
// time, and one that lands first can make the call cost more than the
// estimate saw (a storage slot it empties, rewards it settles), which would
// revert the call out of gas.
export async function gasWithMargin(client, call) {
  return (await client.estimateContractGas(call)) * 3n / 2n + 100_000n;
}

// send signs and sends a call (a contract call, or a plain transfer with
// `to`) as `from` with a gas margin and returns its successful receipt.
export async function send(from, call) {
  const wallet = createWalletClient({ account: from, transport: http(RPC) });
  let hash;
  if (call.to) {
    hash = await wallet.sendTransaction({ ...call, chain: null });
  } else {
    const full = { ...call, account: from };
    hash = await wallet.writeContract({ ...full, chain: null, gas: await gasWithMargin(devnet, full) });
  }
  const receipt = await devnet.waitForTransactionReceipt({ hash, timeout: 60_000 });
  assert.equal(receipt.status, 'success', `${call.functionName ?? 'transfer'} succeeded`);
  return receipt;
}
