/**
 * Query parameters that advertising and mail tools add to links and that no page reads on the
 * server: the browser reads the campaign ones for attribution from its own address (decision 0021),
 * the others are the click ids of ad networks and mailing tools. A page asked with them is the page
 * without them, so the page cache answers it (a newsletter's or a shopping ad's visitors land on
 * the stored page instead of rendering it each).
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  // the shop's own channel codes (lib/attribution/entry-source.ts)
  'ecc',
  'ecm',
  'eccMarketing',
  // Google Analytics' campaign fields
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  // click ids: Google Ads and Merchant Center, Microsoft, Meta, TikTok, X, LinkedIn, Yandex, Mailchimp
  'gclid',
  'gclsrc',
  'gad_source',
  'gbraid',
  'wbraid',
  'dclid',
  'srsltid',
  '_gl',
  'msclkid',
  'fbclid',
  'igshid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'mc_cid',
  'mc_eid',
]);

/**
 * The query without its tracking parameters and empty parts ('' when nothing else is left, else
 * starting with '?'); the other parameters keep their order and spelling. A part whose name does
 * not decode stays as it is.
 */
export function withoutTrackingParams(search: string): string {
  const kept = partsOf(search).filter((part) => !isTracking(part));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/**
 * The tracking parameters among a page's parameters (as Next.js hands them to it), encoded and
 * joined by '&': what a redirect the page answers itself passes on to its target.
 */
export function trackingQueryOf(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!TRACKING_PARAMS.has(key) || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  return query.toString();
}

/** The query's tracking parameters as they were written, joined by '&' ('' without any). */
export function trackingParamsOf(search: string): string {
  return partsOf(search).filter(isTracking).join('&');
}

/**
 * A redirect's target with the tracking parameters of the request it answers: a stored redirect
 * is shared without them, and the campaign's visitor keeps them in the address it lands on.
 */
export function withTrackingParams(location: string, tracking: string): string {
  if (tracking === '') return location;
  const hashAt = location.indexOf('#');
  const target = hashAt < 0 ? location : location.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : location.slice(hashAt);
  const joiner = !target.includes('?') ? '?' : target.endsWith('?') || target.endsWith('&') ? '' : '&';
  return `${target}${joiner}${asQuery(tracking)}${hash}`;
}

/**
 * The parameters as a URI's query may hold them: a character the request line carried as it was
 * (`"`, `<`, `{`, `|`, …) is percent-encoded, escapes already there stay as they are.
 */
function asQuery(tracking: string): string {
  return tracking.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (c) => encodeURIComponent(c));
}

function partsOf(search: string): string[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? [] : query.split('&').filter((part) => part !== '');
}

function isTracking(part: string): boolean {
  return TRACKING_PARAMS.has(nameOf(part));
}

/** A request's path and query (`req.url`) without the query's tracking parameters. */
export function urlWithoutTrackingParams(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : url.slice(0, at) + withoutTrackingParams(url.slice(at));
}

function nameOf(part: string): string {
  const at = part.indexOf('=');
  const raw = (at < 0 ? part : part.slice(0, at)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
