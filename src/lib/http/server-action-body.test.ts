import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isDecodableActionBody } from './server-action-body';

/** React's own reply encoder, as Next.js's client calls it for a server action. */
const { encodeReply, createTemporaryReferenceSet } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-webpack/client.edge.js',
) as {
  encodeReply: (value: unknown, options?: { temporaryReferences?: unknown }) => Promise<string | FormData>;
  createTemporaryReferenceSet: () => unknown;
};

/** The request React's encoding becomes: text/plain for a string, multipart for a form. */
async function encoded(args: unknown[]): Promise<[string, Uint8Array]> {
  const body = await encodeReply(args, { temporaryReferences: createTemporaryReferenceSet() });
  if (typeof body === 'string') return ['text/plain;charset=UTF-8', new TextEncoder().encode(body)];
  const request = new Request('http://shop.test/', { method: 'POST', body });
  return [request.headers.get('content-type')!, new Uint8Array(await request.arrayBuffer())];
}

const bytes = (text: string) => new TextEncoder().encode(text);
const PLAIN = 'text/plain;charset=UTF-8';
const FORM = 'multipart/form-data; boundary=xx';

/** A multipart body with the given fields. */
function multipart(fields: Record<string, string>): Uint8Array {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--xx\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return bytes(`${parts.join('')}--xx--\r\n`);
}

describe('server-action bodies', () => {
  it('accepts what the shop’s actions send: an argument array by fetch, a form by fetch or before the scripts ran', async () => {
    expect(
      await isDecodableActionBody(PLAIN, bytes('[{"path":"/mode","query":"","chunkPage":2}]'), true),
    ).toBe(true);
    // plain values in React's reply encoding: an escaped $, undefined, a date, a big integer
    expect(
      await isDecodableActionBody(
        PLAIN,
        bytes('["$$5","$undefined","$D2026-11-28T00:00:00.000Z","$n12"]'),
        true,
      ),
    ).toBe(true);
    // a form action by fetch: its fields under the prefix the root names
    expect(await isDecodableActionBody(FORM, multipart({ '0': '["$K1"]', _1_message: 'Hallo' }), true)).toBe(
      true,
    );
    expect(await isDecodableActionBody(FORM, multipart({ '0': '["$1"]', '1': '{"a":2}' }), true)).toBe(true);
    // a form sent before the scripts ran
    expect(
      await isDecodableActionBody(FORM, multipart({ $ACTION_ID_abc: '', message: 'Hallo' }), false),
    ).toBe(true);
    expect(await isDecodableActionBody('application/x-www-form-urlencoded', bytes('a=1'), true)).toBe(true);
    // a page's own form without an action: not decoded as one
    expect(await isDecodableActionBody('application/json', bytes('{"a":1}'), false)).toBe(true);
  });

  it('accepts whatever React’s encoder writes for an action’s arguments (the CMS admin sends forms, files and shared objects)', async () => {
    const shared = { a: 1 };
    const form = new FormData();
    form.append('message', 'Hallo');
    for (const [i, args] of [
      [{ path: '/mode', query: 'a=$b', chunkPage: 2 }],
      [{ value: shared, initialValue: shared }],
      [new Date(0), undefined, 12n, -0, NaN, '$x'],
      [form],
      [{ render() {} }],
      [new Map([['a', 1]]), new Set([1])],
      [new Blob(['x'])],
    ].entries()) {
      const [type, body] = await encoded(args);
      expect(await isDecodableActionBody(type, body, true), `arguments ${i}`).toBe(true);
    }
  });

  it('refuses bodies Next.js could not decode', async () => {
    for (const body of ['garbage{', '[', '{"a":', '{}', '', '"text"'])
      expect(await isDecodableActionBody(PLAIN, bytes(body), true), body).toBe(false);
    expect(await isDecodableActionBody(FORM, bytes('garbage'), true)).toBe(false);
    expect(await isDecodableActionBody(FORM, bytes('garbage'), false)).toBe(false);
    expect(await isDecodableActionBody('multipart/form-data', bytes('--xx--'), false)).toBe(false);
    expect(await isDecodableActionBody('application/json', bytes('[]'), true)).toBe(false);
    expect(await isDecodableActionBody(null, bytes('[]'), true)).toBe(false);
  });

  it('refuses references to parts the body does not have, and tags the encoding does not know', async () => {
    for (const body of [
      '["$1"]',
      '["$Q1"]',
      '["$B1"]',
      '[{"then":"$1:then"}]',
      '["$@1"]',
      '["$F1"]',
      '["$nx"]',
      '["$Z"]',
    ])
      expect(await isDecodableActionBody(PLAIN, bytes(body), true), body).toBe(false);
    // multipart: the root missing, a reference to a missing field, a part that is no JSON
    expect(await isDecodableActionBody(FORM, bytes('garbage\r\n--xx--\r\n'), true)).toBe(false);
    expect(await isDecodableActionBody(FORM, multipart({ '0': '["$2"]', '1': '1' }), true)).toBe(false);
    expect(await isDecodableActionBody(FORM, multipart({ '0': '["$1"]', '1': 'notjson' }), true)).toBe(false);
    // a bound action's arguments before the scripts ran: the shop binds none
    expect(
      await isDecodableActionBody(FORM, multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{}' }), false),
    ).toBe(false);
  });

  it('refuses a nesting too deep to walk without failing itself', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(await isDecodableActionBody(PLAIN, bytes(deep), true)).toBe(false);
  });
});
