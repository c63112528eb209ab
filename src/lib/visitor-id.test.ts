import { describe, expect, it } from 'vitest';
import { browserName, newVisitorId, readVisitorId } from './visitor-id';

describe('visitor id', () => {
  it('is 21 characters and read back from the cookie header', () => {
    const id = newVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(readVisitorId(`a=1; shop_cid=${id}`)).toBe(id);
    expect(readVisitorId('shop_cid=short')).toBeNull();
  });

  it('names the browser and its version', () => {
    expect(
      browserName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131');
    expect(
      browserName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133');
    expect(
      browserName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      ),
    ).toBe('Safari 18.1');
    expect(browserName('Mozilla/5.0 ... Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge 131');
    expect(browserName('curl/8')).toBe('unbekannt');
  });
});
