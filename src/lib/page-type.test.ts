import { describe, expect, it } from 'vitest';
import { pageTypeForPath, stripWebviewPrefix } from './page-type';

describe('pageTypeForPath (spec S2.1)', () => {
  it('maps the fixed routes', () => {
    expect(pageTypeForPath('/')).toBe('homepage');
    expect(pageTypeForPath('/search?q=kleid')).toBe('searchResultPage');
    expect(pageTypeForPath('/directorderform')).toBe('directOrderForm');
    expect(pageTypeForPath('/basket')).toBe('basket');
    expect(pageTypeForPath('/contact')).toBe('contact');
    expect(pageTypeForPath('/customer')).toBe('customer');
    expect(pageTypeForPath('/customer/orders/40000001/1')).toBe('customer');
    expect(pageTypeForPath('/customer/register')).toBe('customer');
    expect(pageTypeForPath('/customer/returns')).toBe('returns');
    expect(pageTypeForPath('/customer/tracking/123')).toBe('trackAndTrace');
    expect(pageTypeForPath('/support')).toBe('support');
    expect(pageTypeForPath('/checkout')).toBe('checkout');
    expect(pageTypeForPath('/thanks')).toBe('thanks');
    expect(pageTypeForPath('/wishlist/')).toBe('wishlist');
  });

  it('maps the prefixes', () => {
    expect(pageTypeForPath('/newsletter/anmelden')).toBe('newsletter');
    expect(pageTypeForPath('/content/kundenservice/faq')).toBe('content');
    expect(pageTypeForPath('/p/123456')).toBe('productDetailPage');
    expect(pageTypeForPath('/inspiration/sommer')).toBe('inspiration');
    expect(pageTypeForPath('/outfit/42')).toBe('outfit');
    expect(pageTypeForPath('/email-verification')).toBe('email');
  });

  it('treats any other path as a listing, or categoryMatching with the flag', () => {
    expect(pageTypeForPath('/mode/damen-kleider')).toBe('productListingPage');
    expect(pageTypeForPath('/mode/damen-kleider', { categoryMatch: true })).toBe('categoryMatching');
  });

  it('ignores the /webview prefix', () => {
    expect(pageTypeForPath('/webview/p/123456')).toBe('productDetailPage');
    expect(pageTypeForPath('/webview')).toBe('homepage');
    expect(stripWebviewPrefix('/webviewer')).toBe('/webviewer');
  });
});
