// The share card and unfurl page as a social-card scraper sees them
// (launch-venue spec 4.2, 7, 8; docs/funbackend.md "Share card and unfurl
// page"): open-graph-scraper on /share/{address}, the og:image fetched and
// its PNG header read by hand, and the error answers.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import ogs from 'open-graph-scraper';

import { FUNBACKEND, get, waitFor } from '../lib/env.js';
import { funConfig, launchCoin, pngSize, slug, waitForCoin } from '../lib/fun.js';

let coin; // a launched coin of the board

before(async () => {
  coin = await waitForCoin((t) => t.hidden === 0);
});

// refreshTarget reads the meta refresh's URL out of the page.
function refreshTarget(html) {
  const tag = html.match(/<meta\b[^>]*http-equiv=["']?refresh["']?[^>]*>/i)?.[0];
  assert.ok(tag, 'the page has a meta refresh');
  const content = tag.match(/content=(["'])(.*?)\1/i)?.[2];
  assert.ok(content, `meta refresh content: ${tag}`);
  const m = content.replace(/&amp;/g, '&').match(/^\s*\d+\s*;\s*url=(.+)$/i);
  assert.ok(m, `meta refresh content is "<seconds>; url=<target>": ${content}`);
  return m[1].trim();
}

let page; // {url, result, html, response}

test('GET /share/{address} unfurls: og:title, og:description, og:image, twitter:card; unfurl cache tier', async () => {
  const url = `${FUNBACKEND}/share/${coin.address}`;
  const { error, result, html, response } = await ogs({ url, timeout: 10 });
  assert.equal(error, false, `scraper error: ${JSON.stringify(result)}`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(response.headers.get('cache-control'), 'public, max-age=300, stale-while-revalidate=600', 'unfurl tier (spec 8)');

  assert.equal(result.ogTitle, `${coin.name} ($${coin.symbol})`, 'og:title is "Name ($SYMBOL)"');
  assert.ok(result.ogDescription?.length > 0, 'og:description');
  assert.ok(result.ogDescription.includes(coin.symbol), `og:description names the coin: ${result.ogDescription}`);
  // The card's facts in words, in the card's human number forms (never
  // e-notation): "market cap $4.2K (1.39 ETH)" and who created it.
  assert.match(result.ogDescription, /market cap (of )?\$[0-9][0-9.]*[KMBT]? \([0-9][0-9.]*[KMBT]? ETH\)/, result.ogDescription);
  // The numbers only: a creator's short address ("0x2361…1e8f") or a
  // coin's name may well hold "1e8".
  const numbers = result.ogDescription.slice(`${coin.name} ($${coin.symbol})`.length).replace(/Created by 0x[0-9a-f]{4}…[0-9a-f]{4}\.$/, '');
  assert.doesNotMatch(numbers, /[0-9]e[-+]?[0-9]/i, 'no e-notation');
  assert.match(result.ogDescription, /Created by 0x[0-9a-f]{4}…[0-9a-f]{4}\.$/, result.ogDescription);
  assert.ok(result.twitterCard, 'twitter:card');
  assert.equal(result.twitterCard, 'summary_large_image');
  assert.equal(result.ogImage?.length, 1, `one og:image: ${JSON.stringify(result.ogImage)}`);
  // Scrapers do not resolve a relative og:image: it is absolute, on the
  // public origin run.sh gives funbackend (FUNBACKEND_PUBLIC_URL).
  // ?v= is a hash of the state the card shows, so unfurlers that cache an
  // image URL forever still get a new card after a state change.
  const [imageBase, version] = result.ogImage[0].url.split('?v=');
  assert.equal(imageBase, `${FUNBACKEND}/tokens/${coin.address}/card.png`);
  assert.match(version ?? '', /^[0-9a-f]{12}$/, `og:image carries ?v=<version>: ${result.ogImage[0].url}`);
  const img = new URL(result.ogImage[0].url);
  assert.equal(result.ogImage[0].width, '1200');
  assert.equal(result.ogImage[0].height, '630');
  page = { url, result, html, image: img.href };
});

test('the meta refresh goes to /coin/<address>?chain=<slug>; ref only when a valid address', async () => {
  assert.ok(page, 'needs the unfurl page');
  const bare = new URL(refreshTarget(page.html), 'http://app.invalid');
  assert.equal(bare.pathname, `/coin/${coin.address}`);
  assert.deepEqual([...bare.searchParams], [['chain', slug()]]);

  const ref = '0xAbCdEf0123456789aBcDeF0123456789abcdef01';
  const withRef = await get(`${FUNBACKEND}/share/${coin.address}?ref=${ref}`);
  assert.equal(withRef.status, 200);
  const t = new URL(refreshTarget(withRef.text), 'http://app.invalid');
  assert.equal(t.pathname, `/coin/${coin.address}`);
  assert.equal(t.searchParams.get('chain'), slug());
  assert.equal(t.searchParams.get('ref'), ref.toLowerCase(), 'a valid ref is forwarded, lowercased');

  for (const bad of ['0x12', 'notanaddress', `${ref}00`, '"><script>alert(1)</script>']) {
    const r = await get(`${FUNBACKEND}/share/${coin.address}?ref=${encodeURIComponent(bad)}`);
    assert.equal(r.status, 200);
    const u = new URL(refreshTarget(r.text), 'http://app.invalid');
    assert.equal(u.searchParams.get('ref'), null, `ref ${bad} is not forwarded`);
    assert.ok(!r.text.includes('<script>'), 'nothing of ref is echoed unescaped');
  }
});

test('og:image is a 1200x630 PNG with Cache-Control: public, max-age=30', async () => {
  assert.ok(page, 'needs the unfurl page');
  const res = await fetch(page.image);
  const buf = Buffer.from(await res.arrayBuffer());
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.equal(res.headers.get('cache-control'), 'public, max-age=30');
  assert.equal(res.headers.get('etag'), null, 'no ETag on PNG routes (spec 8)');
  const { width, height } = pngSize(buf);
  assert.equal(width, 1200);
  assert.equal(height, 630);
  // The last chunk is IEND: the body is a whole PNG.
  assert.equal(buf.subarray(buf.length - 8, buf.length - 4).toString('latin1'), 'IEND');
});

test('HEAD, as link checkers and some scrapers ask first: the page and its og:image answer like GET, without a body', async () => {
  assert.ok(page, 'needs the unfurl page');
  for (const url of [page.url, page.image]) {
    const full = await fetch(url);
    const length = Buffer.from(await full.arrayBuffer()).length;
    const head = await fetch(url, { method: 'HEAD' });
    assert.equal(head.status, full.status, url);
    for (const h of ['content-type', 'cache-control']) {
      assert.equal(head.headers.get(h), full.headers.get(h), `${h} of ${url}`);
    }
    assert.equal(head.headers.get('content-length'), String(length), `content-length of ${url}`);
    assert.equal((await head.arrayBuffer()).byteLength, 0, `HEAD ${url} has no body`);
  }
});

test('share errors are text/plain: 400 bad address, 404 unknown coin', async () => {
  const bad = await get(`${FUNBACKEND}/share/0x12`);
  assert.equal(bad.status, 400);
  assert.match(bad.headers.get('content-type') ?? '', /^text\/plain/);
  assert.equal(bad.text, 'bad address');
  assert.equal(bad.headers.get('cache-control'), 'no-cache', 'errors are not cached for the unfurl window');

  const unknown = `0x${'00c0ffee'.repeat(5)}`;
  const nf = await get(`${FUNBACKEND}/share/${unknown}`);
  assert.equal(nf.status, 404);
  assert.match(nf.headers.get('content-type') ?? '', /^text\/plain/);
  assert.equal(nf.text, 'not found');
  assert.equal(nf.headers.get('cache-control'), 'no-cache');

  const scraped = await ogs({ url: `${FUNBACKEND}/share/${unknown}`, timeout: 10 }).catch((e) => e);
  assert.equal(scraped.error, true, 'a scraper gets no card for an unknown coin');
});

test('card.png errors: 400 {error: bad address}, 404 {error: not found}', async () => {
  const bad = await get(`${FUNBACKEND}/tokens/0x12/card.png`);
  assert.equal(bad.status, 400);
  assert.match(bad.headers.get('content-type') ?? '', /application\/json/);
  assert.deepEqual(bad.body, { error: 'bad address' });

  const nf = await get(`${FUNBACKEND}/tokens/0x${'00c0ffee'.repeat(5)}/card.png`);
  assert.equal(nf.status, 404);
  assert.deepEqual(nf.body, { error: 'not found' });
  assert.notEqual(nf.headers.get('cache-control'), 'public, max-age=30', 'an error does not inherit the card tier');
});

test('a coin name with HTML metacharacters unfurls escaped and intact', async () => {
  // Launched directly (launch(...) payable, a creator dev buy) from dev
  // account 2: the chain accepts any name, so the page must escape it.
  const cfg = await funConfig();
  const rand = Math.floor(Math.random() * 100000);
  const name = `Q "x" <b>y</b> & 'z' ${rand % 1000}`;
  const symbol = `ESC${rand}`;
  const { address } = await launchCoin(cfg, 2, { name, symbol });
  await waitFor('the launched coin indexed', async () => (await get(`${FUNBACKEND}/tokens/${address}`)).body?.address === address, {
    timeoutMs: 30_000,
    everyMs: 500,
  });

  const url = `${FUNBACKEND}/share/${address}`;
  const { error, result, html } = await ogs({ url, timeout: 10 });
  assert.equal(error, false, JSON.stringify(result));
  assert.equal(result.ogTitle, `${name} ($${symbol})`, 'og:title decodes to the exact name');
  assert.equal(result.twitterTitle, `${name} ($${symbol})`);
  assert.ok(!html.includes('<b>'), 'the name is not injected as markup');
  const target = new URL(refreshTarget(html), 'http://app.invalid');
  assert.equal(target.pathname, `/coin/${address}`);
  const card = await fetch(new URL(result.ogImage[0].url, url));
  assert.equal(card.status, 200);
  const { width, height } = pngSize(Buffer.from(await card.arrayBuffer()));
  assert.deepEqual([width, height], [1200, 630]);
});
