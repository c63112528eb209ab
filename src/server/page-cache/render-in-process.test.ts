import { afterEach, describe, expect, it } from 'vitest';
import { canRenderInProcess, renderInProcess, renderInProcessWith } from './render-in-process';

/**
 * Pins what the page cache relies on in Next.js's request and response mocks
 * (`next/dist/server/lib/mock-request`, decision 0036): an upgrade that changes them fails here
 * before it changes a stored page.
 */
describe('rendering through the app in memory', () => {
  afterEach(() => renderInProcessWith(null));

  it('hands the handler the request and returns status, every header and every chunk in order', async () => {
    let seen: { url?: string; method?: string; host?: string; accept?: string } = {};
    renderInProcessWith((req, res) => {
      seen = {
        url: req.url,
        method: req.method,
        host: req.headers.host,
        accept: req.headers.accept as string,
      };
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      res.write('<p>ä');
      res.write(Buffer.from('ö</p>'));
      setTimeout(() => res.end('<!-- end -->'));
    });
    expect(canRenderInProcess()).toBe(true);
    const answer = await renderInProcess('/mode?x=1', { host: 'shop.test', accept: 'text/html' }, 5000);
    expect(seen).toEqual({ url: '/mode?x=1', method: 'GET', host: 'shop.test', accept: 'text/html' });
    expect(answer.status).toBe(404);
    expect(answer.headers).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
    ]);
    expect(answer.body.toString('utf8')).toBe('<p>äö</p><!-- end -->');
  });

  it('keeps a chunk whose memory the writer reuses after the write', async () => {
    renderInProcessWith((_req, res) => {
      const chunk = Buffer.from('first');
      res.write(chunk);
      chunk.write('XXXXX');
      res.end();
    });
    expect((await renderInProcess('/', {}, 5000)).body.toString()).toBe('first');
  });

  it('gives up on a render that does not finish in time', async () => {
    renderInProcessWith(() => undefined);
    await expect(renderInProcess('/slow', {}, 50)).rejects.toThrow('Render of /slow took over 50 ms');
  });

  it('says when no app renders in this process', async () => {
    expect(canRenderInProcess()).toBe(false);
    await expect(renderInProcess('/', {}, 50)).rejects.toThrow('No app handler');
  });
});
