import { describe, expect, it } from 'vitest';
import { readAttribution } from './attribution-cookies';
import { entrySource } from './entry-source';
import { nextAttribution } from './next-attribution';

const shop = 'http://lindgard-at.localhost:3000';
const entry = (path: string, referrer = '', webview = false) =>
  entrySource({ url: `${shop}${path}`, referrer, entry: true, webview });

describe('attribution source of an entry page', () => {
  it('reads an explicit code or the UTM medium from the query', () => {
    expect(entry('/?ecc=123&eccMarketing=045&utm_campaign=herbst')).toEqual({
      sourceType: 'QUERY',
      ecc: '123',
      eccMarketing: '045',
      campaign: 'herbst',
    });
    expect(entry('/?utm_source=google&utm_medium=cpc').ecc).toBe('500');
    expect(entry('/?utm_source=newsletter&utm_medium=email')).toMatchObject({
      sourceType: 'QUERY',
      ecc: '600',
    });
    expect(entry('/?utm_source=partner').ecc).toBe('410');
    // a code that is not three digits is no code
    expect(entry('/?ecc=12&utm_medium=display')).toMatchObject({ ecc: '520', eccMarketing: '000' });
  });

  it('reads the referrer: known search engines and networks, any other website, or none', () => {
    expect(entry('/', 'https://www.google.at/')).toMatchObject({ sourceType: 'REFERRER', ecc: '200' });
    expect(entry('/', 'https://de.pinterest.com/pin/1')).toMatchObject({
      sourceType: 'REFERRER',
      ecc: '301',
    });
    expect(entry('/', 'https://blog.example.org/post')).toMatchObject({
      sourceType: 'REFERRER_FALLBACK',
      ecc: '400',
    });
    expect(entry('/', `${shop}/mode`)).toMatchObject({ sourceType: 'DEFAULT', ecc: '100' });
    expect(entry('/')).toMatchObject({ sourceType: 'DEFAULT', ecc: '100', eccMarketing: '000' });
    // the query wins over the referrer
    expect(entry('/?utm_medium=cpc', 'https://www.google.com/').sourceType).toBe('QUERY');
  });

  it('knows the app and the missing entry page', () => {
    expect(entry('/webview/?ecc=810', '', true)).toMatchObject({ sourceType: 'APP', ecc: '810' });
    expect(entry('/webview/', '', true)).toMatchObject({ sourceType: 'APP_FALLBACK', ecc: '800' });
    expect(entrySource({ url: `${shop}/mode?ecc=123`, referrer: '', entry: false, webview: false })).toEqual({
      sourceType: 'NO_ENTRY_PAGE',
      ecc: '100',
      eccMarketing: '000',
      campaign: null,
    });
  });
});

describe('attribution cookies after an entry', () => {
  it('sets every cookie of a paid entry', () => {
    expect(nextAttribution({}, entry('/?utm_medium=cpc&ecm=017'))).toEqual({
      ecc: '500',
      eccMarketing: '017',
      eccCurrent: '500',
      eccCurrentMarketing: '017',
      eccPaid: '500',
      eccPaidMarketing: '017',
    });
  });

  it('keeps the last non-direct channel and the last paid one through later visits', () => {
    const paid = nextAttribution({}, entry('/?utm_medium=cpc'));
    const organic = nextAttribution(paid, entry('/', 'https://www.bing.com/'));
    expect(organic).toMatchObject({ ecc: '201', eccCurrent: '201', eccPaid: '500' });
    const direct = nextAttribution(organic, entry('/'));
    expect(direct).toMatchObject({ ecc: '201', eccCurrent: '100', eccPaid: '500' });
  });

  it('overwrites only the current pair without an entry page', () => {
    const before = nextAttribution({}, entry('/', 'https://www.google.de/'));
    const after = nextAttribution(
      before,
      entrySource({ url: `${shop}/mode`, referrer: '', entry: false, webview: false }),
    );
    expect(after).toEqual({ ...before, eccCurrent: '100', eccCurrentMarketing: '000' });
    expect(
      nextAttribution({}, entrySource({ url: `${shop}/`, referrer: '', entry: false, webview: false })),
    ).toEqual({
      ecc: '100',
      eccMarketing: '000',
      eccCurrent: '100',
      eccCurrentMarketing: '000',
    });
  });

  it('reads only three-digit values from a Cookie header', () => {
    expect(readAttribution('ecc=123; eccPaid=12; eccCurrent=1234; other=1; eccMarketing=000')).toEqual({
      ecc: '123',
      eccMarketing: '000',
    });
  });
});
