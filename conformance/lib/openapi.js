// Helpers of tests/openapi.test.js: the spec's cache tiers (main-api.md
// section 4, launch-venue.md 4.1) route by route, JSON pointers into the
// published OpenAPI document, and an Ajv instance that validates bodies
// against the schemas the document declares.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

// The Cache-Control of each tier (main-api.md section 4).
export const TIERS = {
  HEARTBEAT: 'public, max-age=1, s-maxage=1, stale-while-revalidate=9',
  BLOCK: 'public, max-age=3, s-maxage=3, stale-while-revalidate=9',
  CRON_FAST: 'public, max-age=15, s-maxage=15, stale-while-revalidate=45',
  CRON: 'public, max-age=30, s-maxage=30, stale-while-revalidate=90',
  STATIC: 'public, max-age=300, s-maxage=300, stale-while-revalidate=900',
};

// SPEC_TIERS maps every GET route whose tier the spec text names to that
// tier, in OpenAPI path form. Routes the service does not publish yet are
// listed too, so that they are checked the day they appear in the document.
export const SPEC_TIERS = {
  // main-api.md 4.1
  '/chain/head': 'HEARTBEAT',
  '/config': 'STATIC',
  // 4.2
  '/token/{address}/price': 'BLOCK',
  '/tokens': 'BLOCK',
  '/tokens/{address}/chart': 'BLOCK',
  '/tokens/{address}/stats': 'BLOCK',
  '/tokens/{address}/swaps': 'BLOCK',
  '/tokens/{address}/pools': 'BLOCK',
  '/tokens/neo/supply': 'BLOCK',
  '/launchpad/token/{address}/logo': 'STATIC',
  // 4.3
  '/activity': 'BLOCK',
  '/analytics/overview': 'BLOCK',
  '/stats/series': 'BLOCK',
  '/analytics/revenue/series': 'BLOCK',
  '/analytics/revshare/series': 'BLOCK',
  '/analytics/creator-fees/series': 'BLOCK',
  '/analytics/breakdown': 'CRON',
  // 4.4
  '/dex/pools': 'BLOCK',
  '/swap/candidates': 'CRON',
  '/explore/creators': 'CRON',
  '/points/rules': 'STATIC',
  '/points/leagues': 'CRON',
  '/rakeback/stats': 'STATIC',
  // 4.5
  '/rakeback/{address}': 'BLOCK',
  '/rakeback/{address}/epoch/{epoch}': 'STATIC',
  '/rakeback/{address}/proof': 'STATIC',
  // 4.6
  '/referrals/{address}': 'BLOCK',
  '/stake/vaults': 'BLOCK',
  '/neo/overview': 'BLOCK',
  '/{address}/meta': 'BLOCK',
  '/profile/{address}': 'BLOCK',
  '/profiles': 'CRON_FAST',
  // 4.7
  '/creator/token/{token}': 'BLOCK',
  '/creator/{address}': 'BLOCK',
  '/pve/token/{token}': 'BLOCK',
  '/pve/creator/{address}': 'BLOCK',
  '/pve/wallet/{address}': 'BLOCK',
  // launch-venue.md 4.1
  '/neofun/stats': 'BLOCK',
  '/neofun/coins': 'BLOCK',
  '/neofun/coins/{address}': 'BLOCK',
  '/neofun/revenue/series': 'BLOCK',
};

// PRIVATE_ROUTES are "Private, no-store" (main-api.md 4.1, 4.6): no tier, no
// ETag.
export const PRIVATE_ROUTES = new Set(['/health/live', '/version', '/profile/x/status']);

// NO_ETAG are the GET routes the spec says carry no ETag (section 4).
export const NO_ETAG = new Set(['/config', '/health/live', '/version', '/profile/x/status']);

// pointer resolves a local JSON pointer ("#/components/schemas/Error").
export function pointer(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`not a local reference: ${ref}`);
  let v = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (v === null || typeof v !== 'object' || !(key in v)) throw new Error(`unresolvable reference ${ref}`);
    v = v[key];
  }
  return v;
}

// escape turns one key into a JSON pointer segment.
export function escape(key) {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

export const DOC_ID = 'https://mainapi.conformance/openapi.json';

// schemaValidator adds the whole document to a fresh Ajv (so that
// "#/components/schemas/..." references resolve inside it) and returns a
// function that compiles the schema at a JSON pointer of the document.
export function schemaValidator(doc) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, DOC_ID);
  const compiled = new Map();
  return (ptr) => {
    let v = compiled.get(ptr);
    if (!v) {
      v = ajv.getSchema(`${DOC_ID}#${ptr}`);
      if (!v) throw new Error(`no schema at ${ptr}`);
      compiled.set(ptr, v);
    }
    return v;
  };
}

// describeErrors formats Ajv errors, with the offending value.
export function describeErrors(errors, body) {
  return (errors || [])
    .slice(0, 20)
    .map((e) => {
      let at = body;
      for (const k of e.instancePath.split('/').slice(1)) at = at?.[k.replaceAll('~1', '/').replaceAll('~0', '~')];
      const shown = JSON.stringify(at);
      return `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)} (value ${shown && shown.length > 120 ? shown.slice(0, 120) + '...' : shown})`;
    })
    .join('\n');
}
