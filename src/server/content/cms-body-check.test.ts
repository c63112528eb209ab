import { describe, expect, it } from 'vitest';
import { malformedCmsBody } from './cms-body-check';

const multipart = (body: string) =>
  new Request('http://localhost:3000/cms/api/editors/login', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=zz' },
    body,
  });

describe('malformedCmsBody', () => {
  it('answers 400 for a multipart body that does not parse', async () => {
    const answer = await malformedCmsBody(multipart('garbage'));
    expect(answer?.status).toBe(400);
    expect(await answer?.json()).toEqual({
      errors: [{ message: 'The request body is not valid multipart form data.' }],
    });
  });

  it('lets a well-formed form and other bodies through, leaving the body to Payload', async () => {
    const request = multipart(
      '--zz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}\r\n--zz--\r\n',
    );
    expect(await malformedCmsBody(request)).toBeNull();
    expect((await request.formData()).get('_payload')).toBe('{}');
    const json = (body: string) =>
      new Request('http://localhost/x', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
    expect(await malformedCmsBody(json('{"title":"x"}'))).toBeNull();
    expect(await malformedCmsBody(new Request('http://localhost/x', { method: 'POST' }))).toBeNull();
  });

  it('refuses JSON that is no object, a _payload that is none, and bodies of another type', async () => {
    const json = (body: string) =>
      new Request('http://localhost/x', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
    for (const body of ['{bad', 'null', '"text"', '[1]']) {
      const answer = await malformedCmsBody(json(body));
      expect(answer?.status, body).toBe(400);
      expect(await answer?.json()).toEqual({
        errors: [{ message: 'The request body must be a JSON object.' }],
      });
    }
    const notObject = await malformedCmsBody(
      multipart('--zz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--zz--\r\n'),
    );
    expect(notObject?.status).toBe(400);
    const form = await malformedCmsBody(
      new Request('http://localhost/x', {
        method: 'POST',
        body: 'title=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form?.status).toBe(415);
  });

  it('answers an upload past the 10 MB that reach a route with 413', async () => {
    const upload = new Request('http://localhost:3000/cms/api/media', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=zz',
        'content-length': String(11 * 1024 * 1024),
      },
      body: '--zz--\r\n',
    });
    const answer = await malformedCmsBody(upload);
    expect(answer?.status).toBe(413);
    expect(await answer?.json()).toEqual({
      errors: [{ message: 'The upload is too large: files of at most 10 MB.' }],
    });
  });
});
