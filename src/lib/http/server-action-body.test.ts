import { describe, expect, it } from 'vitest';
import { isDecodableActionBody } from './server-action-body';

describe('server-action bodies', () => {
  it('accepts a JSON array by fetch, complete multipart and url-encoded forms', () => {
    expect(isDecodableActionBody('text/plain;charset=UTF-8', '["$@1",{"page":2}]')).toBe(true);
    expect(
      isDecodableActionBody(
        'multipart/form-data; boundary=xx',
        '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n',
      ),
    ).toBe(true);
    expect(isDecodableActionBody('application/x-www-form-urlencoded', 'a=1')).toBe(true);
  });

  it('refuses what Next.js could not decode', () => {
    for (const body of ['garbage{', '[', '{"a":', '{}', ''])
      expect(isDecodableActionBody('text/plain;charset=UTF-8', body), body).toBe(false);
    expect(isDecodableActionBody('multipart/form-data; boundary=xx', 'garbage')).toBe(false);
    expect(isDecodableActionBody('multipart/form-data', '--xx--')).toBe(false);
    expect(isDecodableActionBody('application/json', '[]')).toBe(false);
    expect(isDecodableActionBody(null, '[]')).toBe(false);
  });
});
