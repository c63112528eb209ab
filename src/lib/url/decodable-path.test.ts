import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './decodable-path';

describe('isDecodablePath', () => {
  it('accepts plain and well-encoded paths', () => {
    expect(isDecodablePath('/mode/damen-kleider')).toBe(true);
    expect(isDecodablePath('/w%C3%A4sche')).toBe(true);
    expect(isDecodablePath('/p/123456')).toBe(true);
  });

  it('rejects broken escapes and invalid UTF-8', () => {
    expect(isDecodablePath('/%ZZ')).toBe(false);
    expect(isDecodablePath('/mode/%E0%A4%A')).toBe(false);
    expect(isDecodablePath('/%C3')).toBe(false);
    expect(isDecodablePath('/100%')).toBe(false);
  });
});
