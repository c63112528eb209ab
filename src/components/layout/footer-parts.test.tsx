import { describe, expect, it } from 'vitest';
import { staticMarkup } from '@/server/render/static-markup';
import { FooterSiblings, FooterTop, type FooterData } from './footer-parts';

const data = (overrides: Partial<FooterData> = {}): FooterData => ({
  store: false,
  context: { webview: false, store: false },
  t: (key) => key,
  campaign: null,
  footer: null,
  global: null,
  siblings: [
    {
      code: 'lindgard-de',
      origin: 'http://lindgard-de.localhost:3000',
      locale: 'de-DE',
      brand: 'Lindgard',
      language: 'Deutsch',
    },
  ],
  ...overrides,
});

describe('the footer as static HTML', () => {
  it('writes the service links for the navigation handler', () => {
    const html = staticMarkup(<FooterTop data={data()} />);
    expect(html).toContain('<a href="/contact" data-shop-link="">contact</a>');
    expect(html).toContain('<a href="/content/kundenservice/faq" data-shop-link="">faq</a>');
    expect(html).toContain('<h2 id="footer-usp" class="sr-only">uspLabel</h2>');
  });

  it('writes the links of the app with its prefix and those of a store display with its marker', () => {
    expect(staticMarkup(<FooterTop data={data({ context: { webview: true, store: false } })} />)).toContain(
      'href="/webview/contact"',
    );
    expect(staticMarkup(<FooterTop data={data({ context: { webview: false, store: true } })} />)).toContain(
      'href="/contact?store=1"',
    );
  });

  it('names the sister shops, but not on an in-store display', () => {
    expect(staticMarkup(<FooterSiblings data={data()} />)).toContain(
      '<a href="http://lindgard-de.localhost:3000/" hrefLang="de-DE" class="underline">Lindgard · Deutsch</a>',
    );
    expect(staticMarkup(<FooterSiblings data={data({ store: true })} />)).toBe('');
  });

  it('shows the campaign line when there is one', () => {
    const html = staticMarkup(<FooterTop data={data({ campaign: 'Versandkostenfrei bis 30.11.2026' })} />);
    expect(html).toContain('>Versandkostenfrei bis 30.11.2026</p>');
  });
});
