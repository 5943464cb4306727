// The system in a real browser (headless Chromium). scripts/conformance.sh
// gives mainapi the app's origin (APP_ORIGIN) and funbackend the app's URL
// (NEOFUN_APP_URL), both http://127.0.0.1:APP_PORT, which this file serves.
//
// mainapi's CORS (spec main-api 5.5): a page from the app's origin and one
// from another origin call mainapi with fetch():
//   - a simple GET works from any origin and can read the exposed headers;
//   - a script-set If-None-Match needs a preflight: refused for another
//     origin, allowed for the app's, which then sees the 304;
//   - a POST with a non-simple content type (the logo upload) likewise.
// funbackend's share page (launch-venue 4.2): opened in the browser it
// moves on to the app's coin page (meta refresh, `ref` kept), and its
// og:image decodes as a 1200x630 image.
//
// Without Chromium the tests are skipped, unless CONFORMANCE_REQUIRE_BROWSER=1
// (CI), where they fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';

import { chromium } from 'playwright-core';

import { APP_PORT, FUNBACKEND, MAINAPI, deployment, get, waitFor } from '../lib/env.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// servePage serves an empty HTML page on 127.0.0.1:port (an origin).
async function servePage(port) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>origin</title>');
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return server;
}

// calls runs in the page: the fetches of one origin, each reported as
// {status, etag, indexed, body} or {error} when the browser refused it.
async function calls({ api, pngPath }) {
  const attempt = async (url, init) => {
    try {
      const res = await fetch(url, init);
      const text = await res.text();
      return { status: res.status, etag: res.headers.get('ETag'), indexed: res.headers.get('X-Indexed-Block'), body: text };
    } catch (err) {
      return { error: String(err) };
    }
  };
  const head = await attempt(`${api}/chain/head`);
  const pools = await attempt(`${api}/dex/pools`);
  // The head moves with every block: retry until the tag still matches.
  let conditional;
  for (let i = 0; i < 5; i++) {
    const fresh = await attempt(`${api}/dex/pools`);
    conditional = await attempt(`${api}/dex/pools`, { headers: { 'If-None-Match': fresh.etag } });
    if (conditional.error || conditional.status === 304) break;
  }
  const upload = await attempt(`${api}${pngPath}`, {
    method: 'POST', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
  });
  return { head, pools, conditional, upload };
}

const appOrigin = `http://127.0.0.1:${APP_PORT}`;
const otherOrigin = `http://127.0.0.1:${APP_PORT + 1}`;

// launch starts Chromium and the two origins' page servers, or skips (or
// fails, in CI) without Chromium.
async function launch(t) {
  if (!existsSync(CHROMIUM)) {
    if (process.env.CONFORMANCE_REQUIRE_BROWSER === '1') assert.fail(`Chromium not found at ${CHROMIUM}`);
    t.skip(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
    return null;
  }
  const servers = [await servePage(APP_PORT), await servePage(APP_PORT + 1)];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  t.after(async () => {
    await browser.close();
    for (const s of servers) s.close();
  });
  return browser;
}

test('browser CORS: simple GETs from any origin, preflights only from the app origin', async (t) => {
  const browser = await launch(t);
  if (!browser) return;
  const coin = deployment.addresses.weth; // any address: the upload is refused after the preflight
  const results = {};
  for (const origin of [appOrigin, otherOrigin]) {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    results[origin] = await page.evaluate(calls, { api: MAINAPI, pngPath: `/launchpad/token/${coin}/logo` });
    await page.close();
  }

  for (const origin of [appOrigin, otherOrigin]) {
    const r = results[origin];
    await t.test(`simple GETs from ${origin}`, () => {
      assert.equal(r.head.status, 200, JSON.stringify(r.head));
      assert.equal(typeof JSON.parse(r.head.body).blockNumber, 'number');
      assert.equal(r.pools.status, 200, JSON.stringify(r.pools).slice(0, 300));
      assert.match(r.pools.etag ?? '', /^W\/".+"$/, 'ETag is exposed to scripts');
      assert.match(r.pools.indexed ?? '', /^\d+$/, 'X-Indexed-Block is exposed to scripts');
    });
  }
  await t.test('a script-set If-None-Match from the app origin is allowed and answered 304', () => {
    assert.equal(results[appOrigin].conditional.status, 304, JSON.stringify(results[appOrigin].conditional));
  });
  await t.test('a script-set If-None-Match from another origin is refused by the preflight', () => {
    assert.ok(results[otherOrigin].conditional.error, JSON.stringify(results[otherOrigin].conditional));
  });
  await t.test('a POST with a non-simple content type: the app origin reads the answer, another origin is refused', () => {
    const app = results[appOrigin].upload;
    assert.ok(!app.error && app.status >= 400 && app.status < 500, JSON.stringify(app));
    assert.match(JSON.parse(app.body).error, /.+/);
    assert.ok(results[otherOrigin].upload.error, JSON.stringify(results[otherOrigin].upload));
  });
});

test('browser: the share page moves on to the app\'s coin page; its og:image decodes at 1200x630', async (t) => {
  const browser = await launch(t);
  if (!browser) return;
  const coin = await waitFor('a launched coin on the board', async () => {
    const board = await get(`${FUNBACKEND}/tokens`);
    return board.body.tokens?.find((c) => c.hidden === 0);
  });
  const ref = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  const page = await browser.newPage();
  const landed = page.waitForURL((u) => u.origin === appOrigin, { timeout: 15_000 });
  await page.goto(`${FUNBACKEND}/share/${coin.address}?ref=${ref}`);
  await landed;
  const url = new URL(page.url());
  assert.equal(url.pathname, `/coin/${coin.address}`);
  assert.deepEqual(Object.fromEntries(url.searchParams), { chain: 'ethereum', ref });

  // The card, as the og:image of the page, decoded by the browser.
  const html = (await get(`${FUNBACKEND}/share/${coin.address}`)).text;
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  assert.ok(image, 'the share page has an og:image');
  const size = await page.evaluate((src) => new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
    img.onerror = () => reject(new Error(`the browser could not load ${src}`));
    img.src = src;
  }), image);
  assert.deepEqual(size, [1200, 630]);
  await page.close();
});
