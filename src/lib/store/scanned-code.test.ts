import { describe, expect, it } from 'vitest';
import { eanCandidates, scannedEan } from './scanned-code';

describe('scanned codes', () => {
  it('takes EAN-8, UPC-A, EAN-13 and GTIN-14 digits, spaces and dashes dropped', () => {
    expect(scannedEan('4006381333931')).toBe('4006381333931');
    expect(scannedEan(' 4006-381 333931 ')).toBe('4006381333931');
    expect(scannedEan('96385074')).toBe('96385074');
  });

  it('refuses anything else', () => {
    for (const raw of ['', 'abc', '12345', '123456789', '1'.repeat(15), undefined, 'x'.repeat(50)])
      expect(scannedEan(raw)).toBeNull();
    expect(scannedEan(['4006381333931'])).toBeNull();
  });

  it('looks a UPC-A and a GTIN-14 up as EAN-13 too', () => {
    expect(eanCandidates('036000291452')).toEqual(['036000291452', '0036000291452']);
    expect(eanCandidates('04006381333931')).toEqual(['04006381333931', '4006381333931']);
  });
});
