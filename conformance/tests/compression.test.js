// Response compression as an HTTP client without automatic decompression
// sees it (node:http, zlib): a JSON answer of 1 KB or more comes gzip-encoded
// when asked for, decodes to the identity answer with the same ETag, says
// Vary: Accept-Encoding, and revalidates to 304 in either form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

import { FUNBACKEND, MAINAPI, waitFor } from '../lib/env.js';

// raw GETs url with the given headers and returns status, headers and the
// body bytes exactly as sent.
function raw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// pair fetches url plain and gzip-accepting until both answers carry the
// same ETag (a new block can land between the two).
async function pair(url) {
  return waitFor(`${url}: two answers of one ETag`, async () => {
    const plain = await raw(url);
    const gz = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    return plain.headers.etag === gz.headers.etag ? { plain, gz } : null;
  }, { timeoutMs: 30_000, everyMs: 200 });
}

function checkPair(url, { plain, gz }) {
  assert.equal(plain.status, 200, `${url} plain`);
  assert.ok(plain.body.length >= 1024, `${url}: ${plain.body.length} bytes, want a body over the 1 KB threshold`);
  assert.equal(plain.headers['content-encoding'], undefined, `${url}: plain answer not encoded`);
  assert.equal(gz.status, 200, `${url} gzip`);
  assert.equal(gz.headers['content-encoding'], 'gzip', `${url}: Content-Encoding`);
  assert.equal(gz.headers['content-length'], String(gz.body.length), `${url}: Content-Length of the encoded body`);
  for (const res of [plain, gz]) assert.match(res.headers.vary || '', /accept-encoding/i, `${url}: Vary`);
  assert.ok(gz.body.length < plain.body.length, `${url}: ${gz.body.length} bytes encoded from ${plain.body.length}`);
  assert.deepEqual(gunzipSync(gz.body), plain.body, `${url}: gunzipped answer equals the identity answer`);
}

test('mainapi compresses large JSON answers', async (t) => {
  for (const path of ['/openapi.json', '/config']) {
    await t.test(path, async () => checkPair(path, await pair(`${MAINAPI}${path}`)));
  }
  await t.test('/dex/pools: cached, and 304 in either form', async () => {
    const url = `${MAINAPI}/dex/pools`;
    const p = await pair(url);
    checkPair(url, p);
    const etag = p.gz.headers.etag;
    assert.match(etag, /^W\//);
    const nm = await raw(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    if (nm.headers.etag === etag) { // else a block landed in between
      assert.equal(nm.status, 304);
      assert.equal(nm.body.length, 0);
      assert.match(nm.headers.vary || '', /accept-encoding/i);
    }
  });
  await t.test('small and error answers stay plain', async () => {
    const head = await raw(`${MAINAPI}/chain/head`, { 'accept-encoding': 'gzip' });
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-encoding'], undefined);
    const bad = await raw(`${MAINAPI}/tokens/0x12/chart`, { 'accept-encoding': 'gzip' });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(bad.body), { error: 'invalid address' });
  });
});

test('funbackend compresses large JSON answers', async () => {
  const url = `${FUNBACKEND}/tokens`;
  await waitFor('a board over 1 KB', async () => (await raw(url)).body.length >= 1024, { timeoutMs: 120_000, everyMs: 1000 });
  checkPair(url, await pair(url));
});
