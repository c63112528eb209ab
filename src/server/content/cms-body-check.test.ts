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
    const json = new Request('http://localhost/x', {
      method: 'POST',
      body: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(await malformedCmsBody(json)).toBeNull();
  });
});
