import { describe, expect, it } from 'vitest';
import {
  trackingParamsOf,
  urlWithoutTrackingParams,
  withoutTrackingParams,
  withTrackingParams,
} from './tracking-params';

describe('withoutTrackingParams', () => {
  it('drops campaign fields and click ids, keeping the other parameters in their order and spelling', () => {
    expect(withoutTrackingParams('?utm_source=newsletter&utm_medium=email&utm_campaign=herbst')).toBe('');
    expect(withoutTrackingParams('?gclid=abc&filterColor=rot&srsltid=x&sort=price-asc')).toBe(
      '?filterColor=rot&sort=price-asc',
    );
    expect(withoutTrackingParams('?searchTerm=Bluse%20rot&fbclid=1')).toBe('?searchTerm=Bluse%20rot');
    expect(withoutTrackingParams('?ecc=500&ecm=123&page=2')).toBe('?page=2');
  });

  it('knows a parameter by its decoded name, and keeps what it does not know', () => {
    expect(withoutTrackingParams('?utm%5Fsource=x')).toBe('');
    expect(withoutTrackingParams('?utm_sourcex=1&UTM_SOURCE=2')).toBe('?utm_sourcex=1&UTM_SOURCE=2');
    expect(withoutTrackingParams('?%E0%A4%A=1&gclid=2')).toBe('?%E0%A4%A=1');
    expect(withoutTrackingParams('?pop=123456')).toBe('?pop=123456');
  });

  it('leaves no empty query behind', () => {
    expect(withoutTrackingParams('')).toBe('');
    expect(withoutTrackingParams('?')).toBe('');
    expect(withoutTrackingParams('?utm_source=x&')).toBe('');
    expect(withoutTrackingParams('?&&page=2&')).toBe('?page=2');
  });
});

describe('urlWithoutTrackingParams', () => {
  it('keeps the path and the page’s own query', () => {
    expect(urlWithoutTrackingParams('/p/123456?utm_source=google&gclid=1')).toBe('/p/123456');
    expect(urlWithoutTrackingParams('/mode/damen-kleider?page=2&utm_medium=cpc')).toBe(
      '/mode/damen-kleider?page=2',
    );
    expect(urlWithoutTrackingParams('/mode')).toBe('/mode');
  });
});

describe('a stored redirect for a campaign visitor', () => {
  it('takes the tracking parameters of the request, as written', () => {
    expect(trackingParamsOf('?q=123456&gclid=a%2Fb&utm_source=newsletter')).toBe(
      'gclid=a%2Fb&utm_source=newsletter',
    );
    expect(trackingParamsOf('?q=123456')).toBe('');
    expect(trackingParamsOf('')).toBe('');
  });

  it('adds them to its target, before a fragment', () => {
    expect(withTrackingParams('/p/123456?searchTerm=123456', 'gclid=x')).toBe(
      '/p/123456?searchTerm=123456&gclid=x',
    );
    expect(withTrackingParams('/mode/damen-kleider', 'utm_source=a&utm_medium=b')).toBe(
      '/mode/damen-kleider?utm_source=a&utm_medium=b',
    );
    expect(withTrackingParams('/mode/x?page=3#product-grid', 'gclid=x')).toBe(
      '/mode/x?page=3&gclid=x#product-grid',
    );
    expect(withTrackingParams('/mode/x?', 'gclid=x')).toBe('/mode/x?gclid=x');
    expect(withTrackingParams('/mode/x?page=3', '')).toBe('/mode/x?page=3');
  });

  it('sends characters a request line carried as they were percent-encoded in the address', () => {
    expect(withTrackingParams('/mode/x', 'gclid=a"<>{}|\\^`')).toBe(
      '/mode/x?gclid=a%22%3C%3E%7B%7D%7C%5C%5E%60',
    );
    expect(withTrackingParams('/mode/x', 'utm_term=r%C3%B6cke&gclid=a:b/c?d')).toBe(
      '/mode/x?utm_term=r%C3%B6cke&gclid=a:b/c?d',
    );
  });
});
