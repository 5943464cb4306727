// Helpers shared by the launch app backend's checks (launch-intent, stream,
// unfurl): a viem client set for the devnet built from funbackend's own
// GET /config, the curve ABI fragments an integrator writes by hand, and a
// few readers of the board.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  keccak256,
  parseAbi,
  parseEther,
  stringToBytes,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, FUNBACKEND, RPC, gasWithMargin, get, waitFor } from './env.js';

// The curve's and lens's ABI, written from the contract interfaces as an
// integrator would (only what these checks call).
export const intentTuple =
  '(address creator, address submitter, string name, string symbol, bytes32 metadataHash, uint256 salt, uint256 nonce, uint256 deadline, address feeRecipient)';
export const curveAbi = parseAbi([
  'function launchNonce(address creator) view returns (uint256)',
  'function predictTokenAddress(address creator, uint256 salt) view returns (address)',
  `function hashIntent(${intentTuple} intent) view returns (bytes32)`,
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function statusOf(address token) view returns (uint8)',
  `function buyWithIntent(${intentTuple} intent, bytes signature, uint256 minOut) payable returns (address)`,
  'function buy(address token, uint256 minOut) payable returns (uint256)',
  'function launch((string name, string symbol, bytes32 metadataHash, uint256 salt, address feeRecipient, uint256 pveEth) args, uint256 minOut) payable returns (address)',
  'error BadNonce(uint256 expected, uint256 got)',
  'error InvalidSignature()',
  'error NotTrading(uint8 status)',
  'error Slippage(uint256 amountOut, uint256 minOut)',
  'error IntentExpired(uint256 deadline)',
  'error WrongSubmitter(address submitter)',
  'error BuysPaused()',
]);
export const lensAbi = parseAbi([
  'function quoteBuy(address token, uint256 ethIn) view returns (uint256 tokensOut, uint256 grossUsed, uint256 refund)',
]);

// The EIP-712 types of spec 2.2 (field order is load-bearing).
export const launchIntentTypes = {
  LaunchIntent: [
    { name: 'creator', type: 'address' },
    { name: 'submitter', type: 'address' },
    { name: 'name', type: 'string' },
    { name: 'symbol', type: 'string' },
    { name: 'metadataHash', type: 'bytes32' },
    { name: 'salt', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
    { name: 'feeRecipient', type: 'address' },
  ],
};

export const ADDRESS_RE = /^0x[0-9a-f]{40}$/;

// funConfig is funbackend's GET /config body (checked just enough to use it).
export async function funConfig() {
  const r = await get(`${FUNBACKEND}/config`);
  if (r.status !== 200) throw new Error(`GET /config answered ${r.status}`);
  const cfg = r.body;
  if (!cfg.neofunEnabled || !ADDRESS_RE.test(cfg.addresses?.curve ?? '')) {
    throw new Error(`funbackend has no live curve: ${r.text}`);
  }
  return cfg;
}

// clients returns viem clients on the devnet for the chain /config names;
// wallet(i) is a wallet client of dev account i.
export function clients(cfg) {
  const chain = defineChain({
    id: cfg.chainId,
    name: 'neoswap devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [RPC] } },
  });
  const transport = http(RPC);
  const pub = createPublicClient({ chain, transport, pollingInterval: 250 });
  const wallet = (i) =>
    createWalletClient({ chain, transport, account: privateKeyToAccount(DEV_KEYS[i]), pollingInterval: 250 });
  return { chain, pub, wallet };
}

// board is GET /tokens's whole board (no parameters).
export async function board() {
  const r = await get(`${FUNBACKEND}/tokens`);
  if (r.status !== 200) throw new Error(`GET /tokens answered ${r.status}: ${r.text}`);
  return r.body;
}

// waitForCoin waits until the board has a coin matching pred (the
// simulator launches coins a few seconds after the system starts).
export async function waitForCoin(pred = () => true, timeoutMs = 60_000) {
  return waitFor('a launched coin on the board', async () => (await board()).tokens.find(pred), {
    timeoutMs,
    everyMs: 1000,
  });
}

// buyOnTradingCoin buys a little of a coin that is Trading on chain (status
// 1) from dev account i and returns {token, hash, receipt}. It retries on
// another coin when the chosen one froze in between.
export async function buyOnTradingCoin(cfg, i, { ethIn = 10n ** 15n, exclude = [] } = {}) {
  const { pub, wallet } = clients(cfg);
  const w = wallet(i);
  const curve = cfg.addresses.curve;
  return waitFor(
    `a buy from dev account ${i} on a Trading coin`,
    async () => {
      const { tokens } = await board();
      for (const t of tokens.filter((t) => t.status === 1 && !exclude.includes(t.address))) {
        const status = await pub.readContract({ address: curve, abi: curveAbi, functionName: 'statusOf', args: [t.address] });
        if (status !== 1) continue;
        try {
          const call = { account: w.account, address: curve, abi: curveAbi, functionName: 'buy', args: [t.address, 1n], value: ethIn };
          const hash = await w.writeContract({ ...call, gas: await gasWithMargin(pub, call) });
          const receipt = await pub.waitForTransactionReceipt({ hash, timeoutMs: 30_000 });
          if (receipt.status !== 'success') continue;
          return { token: t.address, hash, receipt };
        } catch (err) {
          if (/NotTrading|BuysPaused/.test(String(err?.message))) continue;
          throw err;
        }
      }
      return null;
    },
    { timeoutMs: 60_000, everyMs: 1000 },
  );
}

// launchCoin launches a coin directly (launch(...) payable: deploy and a
// creator dev buy in one transaction) from dev account i and returns
// {address, name, symbol, hash, receipt}. name defaults to a plain one.
export async function launchCoin(cfg, i, { name, symbol, ethIn = parseEther('0.001') } = {}) {
  const { pub, wallet } = clients(cfg);
  const w = wallet(i);
  const rand = BigInt(Math.floor(Math.random() * 2 ** 40));
  const args = {
    name: name ?? `Conformance Launch ${rand % 100000n}`,
    symbol: symbol ?? `CL${rand % 100000n}`,
    metadataHash: keccak256(stringToBytes(`{"description":"conformance ${rand}"}`)),
    salt: rand,
    feeRecipient: zeroAddress,
    pveEth: 0n,
  };
  const { result, request } = await pub.simulateContract({
    account: w.account,
    address: cfg.addresses.curve,
    abi: curveAbi,
    functionName: 'launch',
    args: [args, 1n],
    value: ethIn,
  });
  const hash = await w.writeContract({ ...request, gas: await gasWithMargin(pub, request) });
  const receipt = await pub.waitForTransactionReceipt({ hash, timeoutMs: 30_000 });
  if (receipt.status !== 'success') throw new Error(`launch reverted: ${hash} (gas used ${receipt.gasUsed})`);
  return { address: result.toLowerCase(), name: args.name, symbol: args.symbol, hash, receipt };
}

// pngSize reads a PNG's dimensions from its IHDR chunk (PNG spec 11.2.2):
// the 8-byte signature, then the first chunk must be IHDR of length 13.
export function pngSize(buf) {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length < 33 || !sig.every((b, i) => buf[i] === b)) throw new Error('not a PNG (bad signature)');
  const len = buf.readUInt32BE(8);
  const type = buf.subarray(12, 16).toString('latin1');
  if (type !== 'IHDR' || len !== 13) throw new Error(`first chunk is ${type} (length ${len}), not IHDR`);
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20), bitDepth: buf[24], colorType: buf[25] };
}

// slug is the chain slug of the FUNBACKEND base path (/backend-fun/<slug>).
export function slug() {
  const parts = new URL(FUNBACKEND).pathname.split('/').filter(Boolean);
  return parts[parts.length - 1];
}
