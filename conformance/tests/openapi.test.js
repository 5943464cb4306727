// The published API description, checked from outside as an integrator
// would: /openapi.json must be a valid OpenAPI 3.0 document, every GET it
// describes is called on the running system with real data and its answer
// validated (status declared, body matching the declared schema), and the
// conventions of main-api.md sections 4, 7 and 9 (cache tiers, weak ETags and
// 304s, X-Indexed-Block, no-store errors, 400/403/404 forms) are checked on
// the wire.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';

import { MAINAPI, RPC, deployment, get, waitFor } from '../lib/env.js';
import {
  NO_ETAG,
  PRIVATE_ROUTES,
  SPEC_TIERS,
  TIERS,
  describeErrors,
  escape,
  pointer,
  schemaValidator,
} from '../lib/openapi.js';

const ZERO = '0x0000000000000000000000000000000000000000';
const ADDRESS = /^0x[0-9a-f]{40}$/;
const WEAK_ETAG = /^W\/"[^"]+"$/;
const INVALID_ADDRESS = '0x1234';

// call GETs a path of mainapi; a 429 or a 503 with Retry-After (spec 8:
// rate limit, shedding) is retried a few times after the advised delay, so
// that other suites sharing the IP cannot make this one flaky.
async function call(path, headers = {}) {
  for (let i = 0; ; i++) {
    const r = await get(MAINAPI + path, { headers });
    const retry = r.headers.get('retry-after');
    if (i < 3 && retry && (r.status === 429 || r.status === 503)) {
      await new Promise((res) => setTimeout(res, Math.min(Number(retry) || 1, 5) * 1000));
      continue;
    }
    return r;
  }
}

const docRes = await call('/openapi.json');
const doc = docRes.status === 200 && typeof docRes.body === 'object' ? docRes.body : null;
const schemaAt = doc ? schemaValidator(doc) : null;
const getPaths = doc ? Object.keys(doc.paths || {}).filter((p) => doc.paths[p].get).sort() : [];

test('GET /openapi.json is a valid OpenAPI 3.0 document', async () => {
  assert.equal(docRes.status, 200, `GET /openapi.json answered ${docRes.status}: ${docRes.text.slice(0, 300)}`);
  assert.match(docRes.headers.get('content-type') || '', /^application\/json/);
  assert.ok(doc, 'the body is not a JSON object');
  const validator = new Validator();
  const res = await validator.validate(structuredClone(doc));
  assert.ok(res.valid, `the document does not validate:\n${JSON.stringify(res.errors, null, 2)}`);
  assert.equal(validator.version, '3.0', `validated as OpenAPI ${validator.version}, want 3.0`);
  assert.match(doc.openapi, /^3\.0\.\d+$/);
});

// Spectral's OpenAPI ruleset ("spectral:oas", recommended), as API
// gateways and CI linters run it: no error and no warning but info-contact
// (the document names no contact: the project has no public support
// channel to publish).
test('Spectral lints the document clean (spectral:oas)', async () => {
  assert.ok(doc, 'needs the document');
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset({ extends: [[spectralRulesets.oas, 'recommended']] });
  const results = await spectral.run(new spectralCore.Document(docRes.text, spectralParsers.Json, 'openapi.json'));
  const problems = results
    .filter((r) => r.severity <= 1 && r.code !== 'info-contact') // 0 error, 1 warning
    .map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
  assert.deepEqual(problems, []);
});

test('the document describes the routes the spec requires it to, and not the retired or excluded ones', () => {
  assert.ok(doc, 'no document');
  // main-api.md 4.1 and 9.1; launch-venue.md 4.1 (every /neofun/* route is
  // described, even on a venue-off deploy).
  for (const p of ['/openapi.json', '/config', '/health/live', '/version', '/chain/head',
    '/neofun/stats', '/neofun/coins', '/neofun/coins/{address}', '/neofun/revenue/series']) {
    assert.ok(doc.paths[p]?.get, `${p} is not described`);
  }
  // Wrong-number and retired forms answer 404 (spec 4.2, 9.3); the logo
  // routes are excluded from the description (launch-venue.md 4.1).
  for (const p of ['/tokens/{address}/price', '/token/{address}/chart', '/pnl/{address}/farm/{pid}',
    '/pnl/{address}/farm/{chef}', '/launchpad/token/{address}/logo']) {
    assert.equal(doc.paths[p], undefined, `${p} is described`);
  }
  // Section 5.4: internal routes are not part of the public contract.
  const internal = Object.keys(doc.paths).filter((p) => p.startsWith('/internal') || p.startsWith('/admin'));
  assert.deepEqual(internal, [], 'internal routes are described');
});

// ---- real data of the running system ----

let dataPromise;
function realData() {
  dataPromise ??= (async () => {
    const cfg = await call('/config');
    assert.equal(cfg.status, 200, 'GET /config');
    const A = cfg.body.addresses;
    const D = deployment.addresses || {};
    // The simulator trades from boot: wait until the indexer shows pools and
    // swaps rather than racing it.
    const pools = await waitFor('indexed pools with 24h volume', async () => {
      const r = await call('/dex/pools?sort=volume24h&dir=desc');
      return r.status === 200 && r.body.items.find((p) => p.volume24hUsd !== '0') && r.body.items;
    });
    const swaps = await waitFor('swaps in /activity', async () => {
      const r = await call('/activity?type=swap');
      return r.status === 200 && r.body.items.length > 0 && r.body.items;
    });
    const adds = (await call('/activity?type=add_liquidity')).body.items || [];
    let coins = [];
    if (cfg.body.neofunEnabled) {
      coins = await waitFor('a launched coin in /neofun/coins', async () => {
        const r = await call('/neofun/coins');
        return r.status === 200 && r.body.items.length > 0 && r.body.items;
      });
    }
    const pool = pools.find((p) => p.volume24hUsd !== '0');
    const neo = A.neoToken !== ZERO ? A.neoToken : D.neoToken;
    const tokens = [...new Set([neo, A.usdc, pool.token1].filter((a) => a && a !== ZERO))];
    const wallets = [...new Set([swaps[0].user, adds[0]?.user].filter(Boolean))];
    return {
      config: cfg.body,
      pool,
      pair: pool.pairAddress,
      tokens,
      wallets,
      coin: coins[0]?.address ?? null,
      // Spec 3: epoch = floor((seconds - 259200) / 604800).
      epoch: Math.floor((Math.floor(Date.now() / 1000) - 259200) / 604800),
    };
  })();
  return dataPromise;
}

const opPointer = (path) => `#/paths/${escape(path)}/get`;
const exampleOf = (p) => p.example ?? p.schema?.example;

// pathValues lists the real values of a path parameter: tokens for token
// routes, a launched coin for /neofun/coins/{address}, wallets otherwise.
function pathValues(path, p, d) {
  switch (p.name) {
    case 'pair':
      return [d.pair];
    case 'token':
      return d.tokens;
    case 'epoch':
      return [String(d.epoch)];
    case 'address':
      // A launched coin: these routes answer 404 for any other address.
      if (path.startsWith('/neofun/coins/') || path.startsWith('/launchpad/token/')) return d.coin ? [d.coin] : [];
      if (/^\/(token|tokens|launchpad\/token|creator\/token|pve\/token)\//.test(path)) return d.tokens;
      return d.wallets;
  }
  const ex = exampleOf(p);
  return ex === undefined ? [] : [String(ex)];
}

// queryValue is the real value of an optional query parameter, if the base
// request should carry one.
function queryValue(p, d, path) {
  switch (p.name) {
    case 'id': // the adapter's asset and pair
      return path === '/adapter/pair' ? d.pair : d.tokens[0];
    case 'user':
      return d.wallets[0];
    case 'tokenIn':
      return d.pool.token0;
    case 'tokenOut':
      return d.pool.token1;
    case 'addresses':
      return d.wallets.join(',');
    case 'cursor':
      return undefined; // exercised with a real nextCursor below
  }
  const ex = exampleOf(p);
  if (ex !== undefined) return String(ex);
  if (p.required) return p.schema?.enum?.[0] ?? (p.schema?.minimum !== undefined ? String(p.schema.minimum) : undefined);
  return undefined;
}

// requestsFor builds the requests of one GET operation: the base request
// (every path parameter from real data, query parameters from real data or
// examples) per real path value, then one request per value of every enum
// query parameter and per bound of every integer one.
const RANGE_PARAMS = new Set(['fromBlock', 'toBlock']);

function requestsFor(path, op, d) {
  const params = op.parameters || [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  let targets = [path];
  for (const p of pathParams) {
    const values = pathValues(path, p, d);
    if (values.length === 0) return { skip: `no real value or example for path parameter ${p.name}` };
    targets = targets.flatMap((t) => values.map((v) => t.replace(`{${p.name}}`, encodeURIComponent(v))));
  }
  const base = new URLSearchParams();
  for (const p of queryParams) {
    const v = queryValue(p, d, path);
    if (v !== undefined) base.set(p.name, v);
  }
  const withQuery = (t, q) => (q.size ? `${t}?${q}` : t);
  const reqs = targets.map((t) => withQuery(t, base));
  // Spec 4: {address} lookups are case-insensitive.
  const mixed = pathParams.reduce(
    (t, p) => (p.schema?.pattern && new RegExp(p.schema.pattern).test(ZERO)
      ? t.replace(/0x[0-9a-f]{40}/, (a) => `0x${a.slice(2).toUpperCase()}`)
      : t),
    targets[0],
  );
  if (mixed !== targets[0]) reqs.push(withQuery(mixed, base));
  // A query parameter the document calls optional can be left out: the
  // request with only the required ones must answer 200 too.
  const required = new URLSearchParams([...base].filter(([k]) => queryParams.find((p) => p.name === k)?.required));
  reqs.push(withQuery(targets[0], required));
  for (const p of queryParams) {
    const alts = [...(p.schema?.enum || [])];
    // fromBlock and toBlock bound each other (a range at or below the
    // head): their bounds alone make 400s, which httpapi's adapter tests check.
    if (p.schema?.type === 'integer' && !RANGE_PARAMS.has(p.name)) {
      if (p.schema.minimum !== undefined) alts.push(String(p.schema.minimum));
      if (p.schema.maximum !== undefined) alts.push(String(p.schema.maximum));
    }
    for (const v of alts) {
      const q = new URLSearchParams(base);
      q.set(p.name, v);
      reqs.push(withQuery(targets[0], q));
    }
  }
  return { reqs: [...new Set(reqs)], cursor: queryParams.some((p) => p.name === 'cursor') };
}

// responseOf finds the response the document declares for a status and the
// JSON pointer of its object.
function responseOf(path, op, status) {
  let key = String(status);
  if (!op.responses[key]) key = op.responses[`${String(status)[0]}XX`] ? `${String(status)[0]}XX` : 'default';
  const declared = op.responses[key];
  if (!declared) return null;
  if (declared.$ref) return { resp: pointer(doc, declared.$ref), ptr: declared.$ref.slice(1) };
  return { resp: declared, ptr: `${opPointer(path).slice(1)}/responses/${escape(key)}` };
}

// checkResponse validates one live answer against the document and the
// conventions of spec sections 4 and 7.
function checkResponse(path, op, url, r) {
  const where = `GET ${url} -> ${r.status}`;
  const found = responseOf(path, op, r.status);
  assert.ok(found, `${where}: status ${r.status} is not declared (declared: ${Object.keys(op.responses).join(', ')}); body ${r.text.slice(0, 300)}`);
  const { resp, ptr } = found;

  const indexed = r.headers.get('x-indexed-block');
  assert.match(indexed ?? '', /^\d+$/, `${where}: X-Indexed-Block = ${indexed}`);

  if (r.status === 304) {
    assert.equal(r.text, '', `${where}: a 304 has a body`);
    return;
  }
  const ctype = (r.headers.get('content-type') || '').split(';')[0].trim();
  assert.ok(resp.content, `${where}: the document declares no content for this status, the server sent ${ctype} (${r.text.slice(0, 200)})`);
  assert.ok(resp.content[ctype], `${where}: Content-Type ${ctype} not declared (declared: ${Object.keys(resp.content).join(', ')})`);
  const validate = schemaAt(`${ptr}/content/${escape(ctype)}/schema`);
  if (!validate(r.body)) {
    assert.fail(`${where}: body does not match the declared schema:\n${describeErrors(validate.errors, r.body)}`);
  }

  const cc = r.headers.get('cache-control');
  const etag = r.headers.get('etag');
  if (r.status >= 400) {
    // Spec 7: {error: <string>}, never cached, so no ETag either.
    assert.equal(typeof r.body?.error, 'string', `${where}: body is not {error: string}: ${r.text.slice(0, 200)}`);
    assert.ok(cc && cc.split(/,\s*/).includes('no-store'), `${where}: Cache-Control = ${cc}, want no-store`);
    assert.equal(etag, null, `${where}: an error carries ETag ${etag}`);
    return;
  }

  // Spec 4: the tier of the route.
  const declaredCC = resp.headers?.['Cache-Control']?.schema?.enum;
  if (declaredCC) assert.ok(declaredCC.includes(cc), `${where}: Cache-Control = ${cc}, the document declares ${declaredCC}`);
  if (PRIVATE_ROUTES.has(path)) {
    const parts = (cc || '').split(/,\s*/);
    assert.ok(parts.includes('private') && parts.includes('no-store'), `${where}: Cache-Control = ${cc}, want private, no-store`);
  } else if (SPEC_TIERS[path]) {
    assert.equal(cc, TIERS[SPEC_TIERS[path]], `${where}: Cache-Control is not the spec's ${SPEC_TIERS[path]} tier`);
    assert.equal(op['x-cache-tier'], SPEC_TIERS[path], `${path}: x-cache-tier disagrees with the spec`);
  } else {
    // The spec names no tier for this route: hold it to the tier its own
    // description declares, which must be one of the spec's tiers.
    assert.ok(TIERS[op['x-cache-tier']], `${path}: x-cache-tier ${op['x-cache-tier']} is not a spec tier`);
    assert.equal(cc, TIERS[op['x-cache-tier']], `${where}: Cache-Control is not the declared ${op['x-cache-tier']} tier`);
  }

  // Spec 4: cached GETs carry a weak ETag; /config, /health/live and
  // /version none.
  if (NO_ETAG.has(path) || PRIVATE_ROUTES.has(path)) {
    assert.equal(etag, null, `${where}: carries ETag ${etag}; the spec says none`);
  } else {
    assert.match(etag ?? '', WEAK_ETAG, `${where}: ETag = ${etag}, want a weak W/"..." tag`);
  }
  assert.equal(op['x-etag'] === 'none', etag === null, `${where}: ETag ${etag} but x-etag ${op['x-etag']}`);
}

// checkNotModified repeats a request with If-None-Match: 304, no body, the
// same ETag and Cache-Control. Block-driven tags move with the head (about
// one block a second here): a 200 under a new tag is the head moving, so
// the repeat is retried with the new tag.
async function checkNotModified(path, op, url, first) {
  let etag = first.headers.get('etag');
  let r;
  for (let i = 0; i < 6; i++) {
    r = await call(url, { 'If-None-Match': etag });
    if (r.status !== 200) break;
    const fresh = r.headers.get('etag');
    assert.notEqual(fresh, etag, `GET ${url} with If-None-Match ${etag} answered 200 under the same ETag`);
    etag = fresh;
  }
  assert.equal(r.status, 304, `GET ${url} with If-None-Match ${etag} answered ${r.status}`);
  checkResponse(path, op, url, r);
  assert.equal(r.headers.get('etag'), etag, `GET ${url}: the 304 carries ETag ${r.headers.get('etag')}, sent ${etag}`);
  assert.equal(r.headers.get('cache-control'), first.headers.get('cache-control'), `GET ${url}: the 304's Cache-Control differs from the 200's`);
  // A list of tags and a weak comparison of the strong form also match (RFC 9110 13.1.2).
  const other = await call(url, { 'If-None-Match': `W/"nope", ${etag}` });
  assert.ok([200, 304].includes(other.status), `GET ${url} with a tag list answered ${other.status}`);
  if (other.status === 200) assert.notEqual(other.headers.get('etag'), etag, `GET ${url}: a tag list holding the current tag answered 200`);
}

// Every GET the document describes.
for (const path of getPaths) {
  test(`GET ${path} answers as described`, async (t) => {
    const op = doc.paths[path].get;
    const d = await realData();
    const built = requestsFor(path, op, d);
    if (built.skip) {
      // Only /neofun/coins/{address} and /launchpad/token/{address} can
      // lack real data (no coin launched), and realData() waits for one
      // whenever the venue is on.
      if ((path === '/neofun/coins/{address}' || path === '/launchpad/token/{address}') && !d.config.neofunEnabled) {
        const r = await call(path.replace('{address}', d.tokens[0]));
        checkResponse(path, op, path, r);
        assert.equal(r.status, 404, 'venue off: no coin launched, so the coin routes answer 404');
        t.skip('the launch venue is off on this deploy: only its 404 was checked');
        return;
      }
      assert.fail(`${path}: ${built.skip}`);
    }
    let first = true;
    for (const url of built.reqs) {
      await t.test(url, async () => {
        const r = await call(url);
        checkResponse(path, op, url, r);
        assert.equal(r.status, 200, `GET ${url} answered ${r.status} with real data: ${r.text.slice(0, 300)}`);
        if (first && r.headers.get('etag')) await checkNotModified(path, op, url, r);
        if (first && built.cursor) {
          // The next page, through the real cursor the first page returned.
          if (r.body.nextCursor) {
            const sep = url.includes('?') ? '&' : '?';
            const next = `${url}${sep}cursor=${encodeURIComponent(r.body.nextCursor)}`;
            const r2 = await call(next);
            checkResponse(path, op, next, r2);
            assert.equal(r2.status, 200, `GET ${next} answered ${r2.status}: ${r2.text.slice(0, 300)}`);
          } else {
            assert.equal(r.body.hasMore, false, `GET ${url}: nextCursor null but hasMore ${r.body.hasMore}`);
          }
        }
        first = false;
      });
    }
  });
}

// ---- error conventions (spec 4, 7, 9) ----

const addressParams = (op) => (op.parameters || []).filter((p) => p.schema?.pattern && new RegExp(p.schema.pattern).test(ZERO));

test('an invalid address answers 400 {error} no-store on every address route', async (t) => {
  const d = await realData();
  let checked = 0;
  for (const path of getPaths) {
    const op = doc.paths[path].get;
    for (const bad of addressParams(op)) {
      const built = requestsFor(path, op, d);
      if (built.skip) continue; // reported by the walk
      // The base request with this one parameter made invalid.
      const [target, query = ''] = built.reqs[0].split('?');
      let url;
      if (bad.in === 'path') {
        const segs = path.split('/');
        const i = segs.indexOf(`{${bad.name}}`);
        const real = target.split('/');
        real[i] = INVALID_ADDRESS;
        url = real.join('/') + (query ? `?${query}` : '');
      } else {
        const q = new URLSearchParams(query);
        q.set(bad.name, INVALID_ADDRESS);
        url = `${target}?${q}`;
      }
      await t.test(url, async () => {
        const r = await call(url);
        assert.equal(r.status, 400, `GET ${url} answered ${r.status}: ${r.text.slice(0, 200)}`);
        checkResponse(path, op, url, r);
      });
      checked++;
    }
  }
  assert.ok(checked > 0, 'the document has no address parameter to check');
});

test('unknown routes and the wrong-number forms answer 404 {error} no-store', async (t) => {
  const d = await realData();
  const a = d.tokens[0];
  for (const url of [
    '/no/such/route',
    `/tokens/${a}/price`, // spec 4.2: singular /token/{address}/price only
    `/token/${a}/chart`, // spec 4.2: plural /tokens/{address}/chart only
    `/pnl/${d.wallets[0]}/farm/0`, // spec 9.3: the old form without chef
    `/dex/pools/${ZERO.slice(0, -2)}b1`, // spec 7: unknown pair
    `/dex/pools/${ZERO.slice(0, -2)}b1/chart`,
    `/dex/pools/${ZERO.slice(0, -2)}b1/swaps`,
  ]) {
    await t.test(url, async () => {
      const r = await call(url);
      assert.equal(r.status, 404, `GET ${url} answered ${r.status}: ${r.text.slice(0, 200)}`);
      assert.match(r.headers.get('content-type') || '', /^application\/json/);
      assert.equal(typeof r.body?.error, 'string', `GET ${url}: body is not {error: string}: ${r.text.slice(0, 200)}`);
      assert.ok((r.headers.get('cache-control') || '').split(/,\s*/).includes('no-store'), `GET ${url}: Cache-Control = ${r.headers.get('cache-control')}`);
      assert.equal(r.headers.get('etag'), null, `GET ${url}: a 404 carries an ETag`);
      assert.match(r.headers.get('x-indexed-block') ?? '', /^\d+$/, `GET ${url}: X-Indexed-Block missing`);
      const path = url.startsWith('/dex/pools/') ? `/dex/pools/{pair}${url.match(/\/(chart|swaps)$/)?.[0] ?? ''}` : null;
      if (path && doc.paths[path]?.get) checkResponse(path, doc.paths[path].get, url, r);
    });
  }
});

// tamper returns variants of a signed cursor "<payload>.<signature>" (the
// form the server issues) that no longer verify.
function tamper(cursor) {
  const out = [];
  const dot = cursor.lastIndexOf('.');
  if (dot > 0) {
    const payload = cursor.slice(0, dot);
    const sig = cursor.slice(dot + 1);
    try {
      const json = Buffer.from(payload, 'base64url').toString('utf8');
      const obj = JSON.parse(json);
      // Move the keyset position by one, keep the signature.
      for (const k of Object.keys(obj)) {
        if (typeof obj[k] === 'number') {
          obj[k] += 1;
          break;
        }
      }
      out.push(`${Buffer.from(JSON.stringify(obj)).toString('base64url')}.${sig}`);
    } catch {
      // not JSON: the byte flip below still tampers with it
    }
    const flip = sig[0] === 'A' ? 'B' : 'A';
    out.push(`${payload}.${flip}${sig.slice(1)}`);
  }
  out.push(`${cursor.slice(0, -1)}${cursor.endsWith('A') ? 'B' : 'A'}`);
  out.push('not-a-cursor');
  return [...new Set(out)];
}

async function expectInvalidCursor(path, url) {
  const r = await call(url);
  assert.equal(r.status, 403, `GET ${url} answered ${r.status}: ${r.text.slice(0, 200)}`);
  assert.deepEqual(r.body, { error: 'invalid cursor' });
  if (doc.paths[path]?.get) checkResponse(path, doc.paths[path].get, url, r);
}

test('a tampered or wrong-scope cursor answers 403 {error: "invalid cursor"}', async (t) => {
  // A real /activity cursor: the simulator has produced more than a page.
  const page = await waitFor('a second page of /activity', async () => {
    const r = await call('/activity');
    return r.status === 200 && r.body.nextCursor && r.body;
  });
  const real = page.nextCursor;
  const ok = await call(`/activity?cursor=${encodeURIComponent(real)}`);
  assert.equal(ok.status, 200, `the untampered cursor answered ${ok.status}: ${ok.text.slice(0, 200)}`);
  for (const bad of tamper(real)) {
    await t.test(`/activity cursor ${bad}`, () => expectInvalidCursor('/activity', `/activity?cursor=${encodeURIComponent(bad)}`));
  }
  // Cursors are bound to their route: an /activity cursor, intact or not,
  // is not a /dex/pools cursor.
  for (const bad of [real, ...tamper(real)]) {
    await t.test(`/dex/pools cursor ${bad}`, () => expectInvalidCursor('/dex/pools', `/dex/pools?cursor=${encodeURIComponent(bad)}`));
  }
  const pools = await call('/dex/pools?sort=tvl&dir=desc');
  if (pools.body.nextCursor) {
    // Scope-bound to sort and dir (spec 4.4).
    const c = encodeURIComponent(pools.body.nextCursor);
    await t.test('/dex/pools cursor of another sort', () => expectInvalidCursor('/dex/pools', `/dex/pools?sort=volume24h&dir=desc&cursor=${c}`));
    await t.test('/dex/pools cursor of another dir', () => expectInvalidCursor('/dex/pools', `/dex/pools?sort=tvl&dir=asc&cursor=${c}`));
    for (const bad of tamper(pools.body.nextCursor)) {
      await t.test(`/dex/pools own cursor tampered ${bad}`, () => expectInvalidCursor('/dex/pools', `/dex/pools?sort=tvl&dir=desc&cursor=${encodeURIComponent(bad)}`));
    }
  } else {
    t.diagnostic(`/dex/pools holds ${pools.body.items.length} pools (one page): its own cursor's scope binding was not checked`);
  }
});

test('launch venue routes: never-launched coin 404 {error}, malformed /neofun/coins cursor an empty 200', async (t) => {
  const d = await realData();
  if (!d.config.neofunEnabled) {
    const r = await call('/neofun/stats');
    assert.equal(r.status, 404, 'venue off: /neofun/stats');
    t.skip('the launch venue is off on this deploy');
    return;
  }
  const never = d.tokens[0]; // a DEX token, never launched on the curve
  const r = await call(`/neofun/coins/${never}`);
  assert.equal(r.status, 404, `GET /neofun/coins/${never} answered ${r.status}`);
  checkResponse('/neofun/coins/{address}', doc.paths['/neofun/coins/{address}'].get, `/neofun/coins/${never}`, r);
  const m = await call('/neofun/coins?cursor=garbage');
  checkResponse('/neofun/coins', doc.paths['/neofun/coins'].get, '/neofun/coins?cursor=garbage', m);
  assert.equal(m.status, 200, `a malformed cursor answered ${m.status}: ${m.text.slice(0, 200)}`);
  assert.deepEqual(m.body.items, [], 'a malformed cursor answered items');
  assert.equal(m.body.hasMore, false);
});

test('/config addresses agree with the deployment and are lowercase', async () => {
  const d = await realData();
  const A = d.config.addresses;
  for (const [k, v] of Object.entries(deployment.addresses || {})) {
    if (typeof v !== 'string' || !(k in A)) continue;
    assert.equal(A[k], v.toLowerCase(), `/config addresses.${k}`);
  }
  for (const [k, v] of Object.entries(A)) {
    for (const a of [v].flat()) assert.match(a, ADDRESS, `/config addresses.${k}`);
  }
});

// ---- what the spec says beyond the schemas ----

test('per-user ETags follow the wallet, not the head (spec 4)', async () => {
  // A wallet no indexed event touches: its tag must survive new blocks.
  const idle = '0x00000000000000000000000000000000000dead1';
  const first = await call(`/${idle}/meta`);
  assert.equal(first.status, 200, `GET /${idle}/meta answered ${first.status}`);
  assert.equal(first.body.lastActivityBlock, 0);
  const head0 = Number(first.headers.get('x-indexed-block'));
  await waitFor('two new indexed blocks', async () => {
    const h = await call('/chain/head');
    return h.body.blockNumber >= head0 + 2;
  });
  const again = await call(`/${idle}/meta`, { 'If-None-Match': first.headers.get('etag') });
  assert.equal(again.status, 304, `the idle wallet's ETag moved with the head: ${again.headers.get('etag')} after ${first.headers.get('etag')}`);
});

test('values the spec fixes beyond the schemas', async (t) => {
  const d = await realData();
  const A = d.config.addresses;

  await t.test('/config (spec 4.1)', () => {
    assert.equal(d.config.neofunEnabled, A.launchpadCurve !== ZERO, 'neofunEnabled is true exactly when launchpadCurve is non-zero');
    for (const k of ['tokenLauncher', 'buybackDistributor', 'vaultCompounder']) assert.equal(A[k], ZERO, `permanently zero key ${k}`);
    assert.deepEqual(A.vaults, [ZERO, ZERO, ZERO, ZERO], 'vaults: four zero addresses');
    assert.deepEqual(d.config.misconfigured, [], 'misconfigured is empty in normal operation');
    const text = JSON.stringify(d.config);
    assert.ok(!text.includes(new URL(RPC).host), '/config returns the RPC URL');
  });

  await t.test('/chain/head (spec 4.1)', async () => {
    const r = await call('/chain/head');
    assert.equal(r.body.chainId, d.config.chainId);
    assert.ok(r.body.blockNumber > 0 && r.body.blockTimestamp > 0, 'the indexer has state, the head is not zero');
  });

  await t.test('pool rows: volume30dUsd only on the /dex/pools list (spec 2.2)', async () => {
    const detail = await call(`/dex/pools/${d.pair}`);
    assert.equal(detail.status, 200);
    assert.equal(detail.body.pairAddress, d.pair);
    assert.ok(!('volume30dUsd' in detail.body), '/dex/pools/{pair} carries volume30dUsd');
    const list = await call('/dex/pools');
    assert.ok(list.body.items.length <= 100, 'more than 100 pools on a page');
    for (const p of list.body.items) assert.ok('volume30dUsd' in p, `${p.pairAddress}: no volume30dUsd on the list`);
    const byToken = await call(`/tokens/${d.pool.token1}/pools`);
    assert.ok(byToken.body.items.length > 0, `/tokens/${d.pool.token1}/pools is empty though the token has a pool`);
    for (const p of byToken.body.items) assert.ok(!('volume30dUsd' in p), `/tokens/{address}/pools row ${p.pairAddress} carries volume30dUsd`);
  });

  await t.test('/dex/pools/{pair}/chart buckets (spec 4.4)', async () => {
    const table = { '24h': [1, 1441], '7d': [15, 673], '30d': [60, 721], '1y': [1440, 366] };
    for (const [range, [minutes, max]] of Object.entries(table)) {
      const r = await call(`/dex/pools/${d.pair}/chart?range=${range}`);
      assert.equal(r.body.bucketMinutes, minutes, `range ${range}`);
      assert.ok(r.body.candles.length <= max, `range ${range}: ${r.body.candles.length} rows`);
      const mins = r.body.candles.map((c) => c.minute);
      assert.deepEqual(mins, [...mins].sort((a, b) => a - b), `range ${range}: candles not oldest first`);
      for (const m of mins) assert.equal(m % minutes, 0, `range ${range}: minute ${m} is not a bucket start`);
    }
    const bad = await call(`/dex/pools/${d.pair}/chart?range=5m`);
    assert.equal(bad.status, 400, 'an invalid range');
  });

  await t.test('/tokens/{address}/chart frames (spec 4.2)', async () => {
    const table = { '1m': 1, '5m': 5, '10m': 10, '30m': 30, '24h': 1, '7d': 30, '30d': 120 };
    for (const [range, minutes] of Object.entries(table)) {
      const r = await call(`/tokens/${d.pool.token1}/chart?range=${range}`);
      assert.equal(r.body.bucketMinutes, minutes, `range ${range}`);
    }
    const dflt = await call(`/tokens/${d.pool.token1}/chart`);
    assert.equal(dflt.body.bucketMinutes, 1, 'the default range is 24h');
    const bad = await call(`/tokens/${d.pool.token1}/chart?range=1y`);
    assert.equal(bad.status, 400, 'an invalid range');
  });

  await t.test('/token/{address}/price (spec 4.2)', async () => {
    const r = await call(`/token/${d.pool.token1}/price`);
    assert.equal(r.body.source, 'onchain', 'a traded token is priced from its pools');
    assert.match(r.body.lastUpdated, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}(Z|[+-]\d\d:\d\d)$/, 'ISO 8601 with milliseconds');
    const unknown = await call(`/token/${ZERO.slice(0, -2)}b1/price`);
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, { priceUsd: null, source: null, lastUpdated: null });
    const short = await call(`/token/${d.pool.token1.slice(2)}/price`);
    assert.equal(short.status, 400, 'an address without 0x');
  });

  await t.test('/tokens (spec 4.2)', async () => {
    const r = await call('/tokens');
    assert.ok(!Number.isNaN(Date.parse(r.body.generatedAt)) && /^\d{4}-\d\d-\d\dT/.test(r.body.generatedAt), `generatedAt ${r.body.generatedAt}`);
    for (const k of ['weth', 'usdc', 'usdt', 'neoToken']) {
      const row = r.body.tokens.find((x) => x.address === A[k]);
      if (row) assert.equal(row.verified, true, `${k} is env-canonical, verified`);
    }
  });

  await t.test('page sizes (spec 8)', async () => {
    const act = await call('/activity');
    assert.ok(act.body.items.length <= 25);
    if (act.body.hasMore) assert.equal(act.body.items.length, 25, '/activity: a page before the last is full');
    const swaps = await call(`/tokens/${d.pool.token1}/swaps`);
    assert.equal(swaps.body.pageSize, 50);
    assert.equal(swaps.body.page, 1);
    assert.ok(swaps.body.items.length <= 50);
    const p0 = await call(`/tokens/${d.pool.token1}/swaps?page=0`);
    assert.equal(p0.status, 400, 'page 0');
    const p201 = await call(`/tokens/${d.pool.token1}/swaps?page=201`);
    assert.equal(p201.status, 400, 'page 201');
  });

  await t.test('/analytics/overview neofun present exactly when the venue is on (spec 9.2)', async () => {
    const r = await call('/analytics/overview');
    assert.equal('neofun' in r.body, d.config.neofunEnabled);
    if (d.config.neofunEnabled) assert.notEqual(r.body.neofun, null, 'neofun is null, want an object or absent');
  });
});
