// The wallet-signed writes (spec main-api 4.6, 5.2; docs/profiles.md) with
// an independent EIP-191 signer: a referral signed with viem's
// signMessage over the spec's text binds (200 bound, then 200 already),
// a smart-account referee (the deployment's ERC-1271 test wallet) binds
// with its owner's signature, another signer is refused; a profile picture
// set with a Neocat dev account 1 holds shows on /profile/{address}.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createPublicClient, http, parseAbi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

import { DEV_KEYS, MAINAPI, RPC, deployment, get } from '../lib/env.js';

const chain = createPublicClient({ transport: http(RPC) });
const owner = privateKeyToAccount(DEV_KEYS[0]); // owns the ERC-1271 test wallet
const holder = privateKeyToAccount(DEV_KEYS[1]); // holds Neocats (deploy's fixture)
const referrer = privateKeyToAccount(DEV_KEYS[3]).address.toLowerCase();

// The spec's text: four parts separated by blank lines, both addresses
// lowercase, the chain id /config serves; parts 1 and 2 as docs/api.md
// publishes them.
function referralText(referee, ref, chainId) {
  return [
    'I am activating my NeoSwap referral link.',
    'This is a free signature: it sends no transaction, spends no gas and approves no funds. It only links this wallet to the referrer below.',
    `Referred by: ${ref}\nYour wallet: ${referee}`,
    `neoswap-referral:${referee}:${ref}:${chainId}`,
  ].join('\n\n');
}

async function post(path, body) {
  return get(`${MAINAPI}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

test('the referral text is the one /openapi.json publishes', async () => {
  const doc = (await get(`${MAINAPI}/openapi.json`)).body;
  const op = doc.paths['/referrals/attribute'].post;
  const template = referralText('<referee>', '<referrer>', '<chainId>');
  assert.ok(op.description.includes(template), 'the route description carries the exact template');
  assert.ok(op.requestBody.content['application/json'].schema.properties.signature, 'the body is described');
});

test('a referral signed with viem binds once; the smart-account referee too', async () => {
  const { chainId } = (await get(`${MAINAPI}/config`)).body;
  assert.equal(chainId, deployment.chainId);

  const referee = privateKeyToAccount(generatePrivateKey()); // a fresh wallet: never traded
  const address = referee.address.toLowerCase();
  const signature = await referee.signMessage({ message: referralText(address, referrer, chainId) });
  const first = await post('/referrals/attribute', { referee: referee.address, referrer, signature, source: '  conformance\tsuite ' });
  assert.equal(first.status, 200, first.text);
  assert.equal(first.headers.get('cache-control'), 'no-store');
  assert.equal(first.body.bound, true);
  assert.equal(first.body.already, undefined);
  assert.deepEqual(Object.keys(first.body.binding).sort(), ['boundAt', 'refereeAddress', 'referrerAddress', 'source']);
  assert.equal(first.body.binding.refereeAddress, address);
  assert.equal(first.body.binding.referrerAddress, referrer);
  assert.equal(first.body.binding.source, 'conformance suite');
  assert.match(first.body.binding.boundAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  const again = await post('/referrals/attribute', { referee: address, referrer, signature });
  assert.equal(again.status, 200, again.text);
  assert.deepEqual(again.body, { bound: false, already: true, binding: first.body.binding });

  // A smart account: its isValidSignature accepts its owner's signature of
  // the EIP-191 hash, which is what signMessage produces.
  const wallet = deployment.extra.erc1271Wallet.toLowerCase();
  const walletSig = await owner.signMessage({ message: referralText(wallet, referrer, chainId) });
  const smart = await post('/referrals/attribute', { referee: wallet, referrer, signature: walletSig });
  assert.equal(smart.status, 200, smart.text);
  assert.equal(smart.body.binding.refereeAddress, wallet);

  // Anyone else's signature is a 403 {bound: false, error}.
  const other = privateKeyToAccount(generatePrivateKey());
  const forged = await post('/referrals/attribute', {
    referee: other.address, referrer, signature: await holder.signMessage({ message: referralText(other.address.toLowerCase(), referrer, chainId) }),
  });
  assert.equal(forged.status, 403, forged.text);
  assert.equal(forged.body.bound, false);
  assert.equal(typeof forged.body.error, 'string');

  const self = await post('/referrals/attribute', {
    referee: other.address, referrer: other.address,
    signature: await other.signMessage({ message: referralText(other.address.toLowerCase(), other.address.toLowerCase(), chainId) }),
  });
  assert.equal(self.status, 400, self.text);
  assert.equal(self.body.bound, false);
});

test('a pfp set with a held Neocat shows on /profile/{address}', async () => {
  const { chainId } = (await get(`${MAINAPI}/config`)).body;
  const nft = deployment.addresses.neocatNft;
  const abi = parseAbi(['function ownerOf(uint256) view returns (address)']);
  let tokenId;
  for (let id = 1n; id <= 200n && tokenId === undefined; id++) {
    const who = await chain.readContract({ address: nft, abi, functionName: 'ownerOf', args: [id] }).catch(() => null);
    if (who && who.toLowerCase() === holder.address.toLowerCase()) tokenId = id;
  }
  assert.ok(tokenId !== undefined, 'dev account 1 holds a Neocat');

  const address = holder.address.toLowerCase();
  const issuedAt = Math.floor(Date.now() / 1000);
  const message = ['Set my NeoSwap profile picture', '', 'This signature sends no transaction and costs no gas.', '',
    `Wallet: ${address}`, `Neocat: ${tokenId}`, `Chain ID: ${chainId}`, `Issued at: ${issuedAt}`].join('\n');
  const body = { address, tokenId: String(tokenId), signature: await holder.signMessage({ message }), issuedAt };
  const res = await post('/profile/pfp', body);
  assert.equal(res.status, 200, res.text);
  assert.deepEqual(res.body, { address, neocatTokenId: String(tokenId), xHandle: null, xVerified: false });

  const replay = await post('/profile/pfp', body);
  assert.equal(replay.status, 403, replay.text);

  const read = await get(`${MAINAPI}/profile/${holder.address}`);
  assert.equal(read.status, 200);
  assert.deepEqual(read.body, res.body);
  assert.match(read.headers.get('etag'), /^W\/"p\d+"$/);
  const list = await get(`${MAINAPI}/profiles?addresses=${address},${privateKeyToAccount(generatePrivateKey()).address}`);
  assert.deepEqual(list.body, { profiles: { [address]: res.body } });
});
