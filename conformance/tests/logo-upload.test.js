// The signed logo upload (docs/logo.md) with an independent EIP-191 signer:
// a token launched outside the curve, registered on chain with a creator,
// gets its logo from a personal_sign signature made by viem, for an EOA
// creator and for a smart-account creator (ERC-1271); the GET then serves
// the exact bytes. Signatures by anyone else, expired ones and a curve coin
// are refused as documented.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

import { createPublicClient, createWalletClient, http, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, MAINAPI, RPC, deployment, gasWithMargin, get } from '../lib/env.js';

const chain = createPublicClient({ transport: http(RPC) });
const deployer = privateKeyToAccount(DEV_KEYS[0]); // owns the registry and the ERC-1271 wallet
const creator = privateKeyToAccount(DEV_KEYS[1]);
const stranger = privateKeyToAccount(DEV_KEYS[2]);
const registryAbi = parseAbi([
  'function register(address token, address creator, uint256 feeBps)',
  'function owner() view returns (address)',
]);
const artifact = (name) => new URL(`../../contracts/artifacts/${name}`, import.meta.url);
const tokenAbi = JSON.parse(readFileSync(artifact('TestToken.abi'), 'utf8'));
const tokenBin = `0x${readFileSync(artifact('TestToken.bin'), 'utf8').trim().replace(/^0x/, '')}`;

async function send(account, tx) {
  const wallet = createWalletClient({ account, transport: http(RPC) });
  const hash = tx.bytecode
    ? await wallet.deployContract({ ...tx, chain: null })
    : await wallet.writeContract({ ...tx, chain: null, gas: await gasWithMargin(chain, { ...tx, account }) });
  const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 60_000 });
  assert.equal(receipt.status, 'success');
  return receipt;
}

// png is a w x h RGBA image with one colour, encoded by hand (signature,
// IHDR, one IDAT, IEND), so no image library of ours is involved.
function png(w, h, rgba) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array(w).fill(Buffer.from(rgba)))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(Array(h).fill(row)))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

// upload signs the documented message with signer and posts the image.
async function upload(token, body, signer, { expires = Math.floor(Date.now() / 1000) + 300 } = {}) {
  const sha = createHash('sha256').update(body).digest('hex');
  const message = ['NeoSwap logo upload', `chain: ${deployment.chainId}`, `token: ${token}`, `sha256: ${sha}`,
    `expires: ${expires}`].join('\n');
  const signature = await signer.signMessage({ message }); // EIP-191 personal_sign
  const res = await get(`${MAINAPI}/launchpad/token/${token}/logo`, {
    method: 'POST', body,
    headers: { 'Content-Type': 'image/png', 'X-Logo-Expires': String(expires), 'X-Logo-Signature': signature },
  });
  return { ...res, sha };
}

// newToken deploys a TestToken from account 1 and registers it on the
// creator-fee registry with the given creator.
async function newToken(symbol, creatorAddress) {
  const registry = deployment.addresses.creatorFeeRegistry;
  assert.equal((await chain.readContract({ address: registry, abi: registryAbi, functionName: 'owner' })).toLowerCase(),
    deployer.address.toLowerCase(), 'the deployer owns the registry');
  const receipt = await send(creator, { abi: tokenAbi, bytecode: tokenBin, args: [`Logo ${symbol}`, symbol, 18, creator.address] });
  const token = receipt.contractAddress.toLowerCase();
  await send(deployer, { address: registry, abi: registryAbi, functionName: 'register', args: [token, creatorAddress, 0n] });
  return token;
}

test('signed logo upload: EIP-191 from an EOA creator, ERC-1271 from a smart account', async (t) => {
  const token = await newToken(`L${Date.now() % 100000}`, creator.address);
  const image = png(16, 16, [0x12, 0x34, 0x56, 0xff]);

  await t.test('a signature by someone else is refused', async () => {
    const res = await upload(token, image, stranger);
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { error: "signature is not the token creator's" });
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });
  await t.test('an expired signature is refused', async () => {
    const res = await upload(token, image, creator, { expires: Math.floor(Date.now() / 1000) - 5 });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { error: 'signature expired' });
  });
  await t.test('the creator\'s signature stores the logo; the GET serves its bytes', async () => {
    const res = await upload(token, image, creator);
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body, { token, sha256: res.sha, bytes: image.length });
    assert.equal(res.headers.get('etag'), null);
    const got = await fetch(`${MAINAPI}/launchpad/token/${token}/logo`);
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('content-type'), 'image/png');
    assert.equal(got.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(got.headers.get('cache-control'), 'public, max-age=300, s-maxage=300, stale-while-revalidate=900');
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), image);
    const etag = got.headers.get('etag');
    assert.match(etag, /^W\/".+"$/);
    const again = await fetch(`${MAINAPI}/launchpad/token/${token}/logo`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });

  await t.test('a smart-account creator signs through ERC-1271', async () => {
    const walletToken = await newToken(`W${Date.now() % 100000}`, deployment.extra.erc1271Wallet);
    const other = png(8, 8, [0xff, 0, 0, 0xff]);
    const refused = await upload(walletToken, other, stranger);
    assert.equal(refused.status, 403, refused.text);
    const res = await upload(walletToken, other, deployer); // the wallet's owner key
    assert.equal(res.status, 201, res.text);
    const got = await fetch(`${MAINAPI}/launchpad/token/${walletToken}/logo`);
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), other);
  });

  await t.test('a launch venue coin cannot take an uploaded logo', async () => {
    const coins = await get(`${MAINAPI}/neofun/coins`);
    const coin = coins.body.items?.[0];
    if (!coin) {
      t.skip('the simulator has launched no coin yet');
      return;
    }
    const res = await upload(coin.address, image, creator);
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { error: 'launch venue coin: its logo comes from the launch app' });
  });
});
