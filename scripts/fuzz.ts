/**
 * `npm run fuzz -- [origin]`: throws generated requests at a running shop (default
 * http://127.0.0.1:$PORT) and reports what came back. Every persisted operation gets variables
 * generated from its GraphQL types, bent on purpose (wrong types, NUL bytes, huge and odd strings,
 * deep nesting), sent by GET and POST, plus broken transports (bad JSON, bad hashes, junk documents);
 * then odd URLs (undecodable escapes, long and unicode paths, junk queries). Bounded in time
 * (FUZZ_SECONDS, default 600). Fails (exit 1) on any HTTP 500 or any answer slower than 2 s.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import persisted from '../src/graphql/generated/persisted-operations.json';

const origin = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const GRAPHQL_REQUESTS = Number(process.env.FUZZ_GRAPHQL ?? 10_000);
const URL_REQUESTS = Number(process.env.FUZZ_URLS ?? 2_000);
const DEADLINE = Date.now() + Number(process.env.FUZZ_SECONDS ?? 600) * 1000;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const SLOW_MS = 2_000;

// a small deterministic random source, so that a failing run can be repeated (FUZZ_SEED)
let seed = Number(process.env.FUZZ_SEED ?? 20261123);
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (p: number) => random() < p;

const ODD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '%00',
  'x'.repeat(5_000),
  '🙂'.repeat(300),
  '\uD800',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '12345678901234567890',
  'de-AT',
  'fr-CH',
  'xx-XX',
  '/mode',
  '/mode/damen-kleider',
  '123456',
  '000000',
  'anna.muster@example.at',
  'not-an-email',
  '1990-01-01',
  '2099-13-45',
  'sortKey',
  'priceAsc',
  '\r\nSet-Cookie: x=1',
  'ä'.repeat(100),
];

const schema = buildSchema(
  [
    'base',
    'product',
    'category',
    'listing',
    'search',
    'wishlist',
    'basket',
    'direct-order',
    'checkout',
    'order',
    'content',
    'customer',
    'account',
    'service',
  ]
    .map((f) => readFileSync(path.join('src/server/graphql/schema', `${f}.graphql`), 'utf8'))
    .join('\n'),
);

/** A value of the type, often plausible, sometimes of the wrong kind. */
function valueOf(type: GraphQLInputType, depth = 0): unknown {
  if (chance(0.04)) return pick([null, 42, -1, 1.5, true, 'junk', [], {}, ['a'], { a: 1 }]);
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  if (chance(0.05)) return null;
  if (isListType(type)) {
    const length = chance(0.05) ? 200 : Math.floor(random() * 4);
    return Array.from({ length }, () => valueOf(type.ofType, depth + 1));
  }
  if (isEnumType(type)) return chance(0.9) ? pick(type.getValues()).name : pick(ODD_STRINGS);
  if (isInputObjectType(type)) {
    if (depth > 6) return {};
    const object: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (!chance(0.1)) object[field.name] = valueOf(field.type, depth + 1);
    if (chance(0.05)) object.unexpectedField = 'x';
    return object;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return pick([0, 1, 2, 12, 36, 72, 99, 100, -5, 2 ** 31, 1e12, 3.7]);
      case 'Float':
        return pick([0, 1.5, -3, 1e308, 19.99]);
      case 'Boolean':
        return chance(0.5);
      default:
        return pick(ODD_STRINGS);
    }
  }
  return null;
}

function variablesFor(query: string): Record<string, unknown> {
  const op = parse(query).definitions.find(
    (d) => d.kind === 'OperationDefinition',
  ) as OperationDefinitionNode;
  const variables: Record<string, unknown> = {};
  for (const def of op.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    if (type && !chance(0.03)) variables[def.variable.name.value] = valueOf(type);
  }
  return variables;
}

type Probe = { label: string; url: string; init?: RequestInit };

function graphqlProbe(): Probe {
  const [name, op] = pick(Object.entries(persisted));
  const variables = variablesFor(op.query);
  const extensions = { persistedQuery: { version: 1, sha256Hash: op.hash } };
  const roll = random();
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  if (roll < 0.35)
    return {
      label: `GET ${name}`,
      url: `${origin}/graphql?${new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) })}`,
    };
  if (roll < 0.8)
    return {
      label: `POST ${name}`,
      url: `${origin}/graphql`,
      init: { method: 'POST', headers: json, body: JSON.stringify({ query: op.query, variables }) },
    };
  const broken = pick([
    () => ({ method: 'POST', headers: json, body: '{"query": "{ __typename' }),
    () => ({ method: 'POST', headers: json, body: JSON.stringify({ query: op.query, variables: 'nope' }) }),
    () => ({ method: 'POST', headers: json, body: JSON.stringify({ query: 42 }) }),
    () => ({ method: 'POST', headers: json, body: JSON.stringify([{ query: op.query }]) }),
    () => ({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: op.query }),
    () => ({
      method: 'POST',
      headers: json,
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'z' } } }),
    }),
    () => ({
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: op.query.replace(/\{/g, '{ x: __typename ') }),
    }),
    () => ({
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: `{${'a:__typename '.repeat(50)}}` }),
    }),
    () => ({
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: op.query, operationName: 'other' }),
    }),
    () => ({
      method: 'POST',
      headers: { ...json, origin: 'http://evil.example' },
      body: JSON.stringify({ query: op.query, variables }),
    }),
    () => ({ method: 'PUT', headers: json, body: '{}' }),
    () => ({ method: 'POST', headers: json, body: JSON.stringify({ query: pick(ODD_STRINGS) }) }),
  ])();
  return { label: `broken ${name}`, url: `${origin}/graphql`, init: broken as RequestInit };
}

const PAGES = [
  '/',
  '/mode',
  '/mode/damen-kleider',
  '/p/100001',
  '/search',
  '/basket',
  '/wishlist',
  '/customer',
  '/checkout',
  '/image/abc',
  '/brand/1',
  '/sitemap.xml',
  '/robots.txt',
  '/katalog',
  '/content/impressum',
  '/newsletter/activate',
];
const ODD_SEGMENTS = [
  '%ZZ',
  '%E4',
  '%E0%A4%A',
  '%00',
  '%2F%2E%2E',
  '..',
  '.',
  '%C0%AE',
  'ä',
  '🙂',
  'x'.repeat(3000),
  '%25',
  ';a=b',
  ' ',
  '%20',
  '<x>',
  '"',
  "'",
  '\\',
  '%FF%FE',
  'index.php',
  'wp-admin',
];
const ODD_QUERIES = [
  'page=-1',
  'page=abc',
  'page=99999',
  'sort=<x>',
  'searchColor=%00',
  'filterSize=' + 'x'.repeat(2000),
  'q=%E4',
  'q=',
  'pin=1,2,3,' + '9'.repeat(50),
  'localeTexts=true',
  '_rsc=1',
  'a[b]=c',
  '%ZZ=1',
  'token=' + 'A'.repeat(43),
  'months=-3',
  'productId=../../',
];

function urlProbe(): Probe {
  const base = pick(PAGES);
  const segments = chance(0.8) ? [pick(ODD_SEGMENTS)] : [];
  const query = chance(0.6) ? `?${pick(ODD_QUERIES)}${chance(0.3) ? `&${pick(ODD_QUERIES)}` : ''}` : '';
  const pathPart = `${base.replace(/\/$/, '')}/${segments.join('/')}`.replace(/^\/\//, '/');
  const headers: Record<string, string> = chance(0.3) ? { rsc: '1' } : { accept: 'text/html' };
  // a junk session cookie as raw UTF-8 bytes (a header holds bytes, never CR, LF or NUL)
  if (chance(0.1))
    headers.cookie = `shop_session=${Buffer.from(pick(ODD_STRINGS).slice(0, 200))
      .toString('latin1')
      .replace(/[\r\n\0]/g, '')}`;
  return {
    label: `URL ${pathPart}${query}`.slice(0, 120),
    url: `${origin}${pathPart}${query}`,
    init: { headers },
  };
}

interface Outcome {
  status: number;
  ms: number;
  label: string;
}

async function run(probe: Probe): Promise<Outcome> {
  const t0 = performance.now();
  try {
    const res = await fetch(probe.url, {
      ...probe.init,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0, label: probe.label };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: -1,
      ms: performance.now() - t0,
      label: `${probe.label} (${(error as Error).name} ${cause ?? ''})`,
    };
  }
}

async function batch(kind: string, count: number, make: () => Probe) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count && Date.now() < DEADLINE) {
      next++;
      outcomes.push(await run(make()));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const statuses: Record<number, number> = {};
  for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const p = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const failures = outcomes.filter((o) => o.status >= 500 && o.status !== 503);
  const slow = outcomes.filter((o) => o.ms > SLOW_MS);
  console.log(
    `${kind}: ${outcomes.length} requests, statuses ${JSON.stringify(statuses)}, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms, 5xx (not 503) ${failures.length}, over 2 s ${slow.length}`,
  );
  const unanswered = outcomes.filter((o) => o.status === -1);
  for (const o of [...failures, ...slow, ...unanswered].slice(0, 12))
    console.log(`  ${o.status} ${Math.round(o.ms)} ms ${o.label}`);
  return failures.length + slow.length + outcomes.filter((o) => o.status === -1).length;
}

async function main() {
  console.log(`Fuzzing ${origin} (seed ${process.env.FUZZ_SEED ?? 20261123}, concurrency ${CONCURRENCY})`);
  // a started server renders its first pages slowly (compilation, caches): warm it first
  for (const warm of ['/', '/mode', '/p/100001', '/gibt-es-nicht', '/search?q=kleid'])
    await fetch(`${origin}${warm}`, { headers: { accept: 'text/html' } }).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
  const bad =
    (await batch('GraphQL', GRAPHQL_REQUESTS, graphqlProbe)) + (await batch('URLs', URL_REQUESTS, urlProbe));
  if (Date.now() > DEADLINE) console.log('Stopped at the time bound (FUZZ_SECONDS).');
  process.exit(bad > 0 ? 1 : 0);
}

void main();
