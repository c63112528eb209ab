import { describe, expect, it } from 'vitest';
import { identityOf, keyedMarkup, staticMarkup } from './static-markup';

describe('staticMarkup', () => {
  it('leaves out the image preloads React writes ahead of eager images', () => {
    const html = staticMarkup(
      <ul>
        <li>
          {/* eslint-disable-next-line @next/next/no-img-element -- markup under test */}
          <img src="/icons/category/c-mode.svg" alt="" width={20} height={20} />
          Mode
        </li>
      </ul>,
    );
    expect(html).toBe(
      '<ul><li><img src="/icons/category/c-mode.svg" alt="" width="20" height="20"/>Mode</li></ul>',
    );
  });

  it('writes a part without eager images as React escapes it', () => {
    const html = staticMarkup(
      <div>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- markup under test */}
        <a href="/content/agb" data-shop-link="">
          AGB &amp; Co
        </a>
      </div>,
    );
    expect(html).toBe('<div><a href="/content/agb" data-shop-link="">AGB &amp; Co</a></div>');
  });
});

describe('keyedMarkup', () => {
  it('renders a key once', () => {
    let renders = 0;
    const render = () => {
      renders++;
      return <p>Ihre Vorteile</p>;
    };
    expect(keyedMarkup('test|a', render)).toBe('<p>Ihre Vorteile</p>');
    expect(keyedMarkup('test|a', render)).toBe('<p>Ihre Vorteile</p>');
    expect(renders).toBe(1);
  });
});

describe('identityOf', () => {
  it('names an object the same way while it lives and a reloaded one anew', () => {
    const document = { updatedAt: '2026-11-28' };
    const reloaded = { ...document };
    expect(identityOf(document)).toBe(identityOf(document));
    expect(identityOf(reloaded)).not.toBe(identityOf(document));
    expect(identityOf(null)).toBe(0);
  });
});
