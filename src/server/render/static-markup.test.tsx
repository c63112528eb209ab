import { describe, expect, it } from 'vitest';
import { dataMarkup, identityOf, keyedMarkup, staticMarkup } from './static-markup';

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

describe('dataMarkup', () => {
  it('renders the same data and links once, other data or other links anew', () => {
    let renders = 0;
    const render = (name: string) =>
      function Part() {
        renders++;
        return <p>{name}</p>;
      };
    const plain = { webview: false, store: false };
    const groups = [
      { label: 'Beliebt in Mode', links: [{ name: 'Kleider', destination: '/mode/damen-kleider' }] },
    ];
    expect(dataMarkup('test-box', groups, plain, render('a'))).toBe('<p>a</p>');
    expect(dataMarkup('test-box', structuredClone(groups), plain, render('b'))).toBe('<p>a</p>');
    expect(renders).toBe(1);
    const renamed = [{ ...groups[0]!, label: 'Beliebt in Wohnen' }];
    expect(dataMarkup('test-box', renamed, plain, render('c'))).toBe('<p>c</p>');
    expect(dataMarkup('test-box', groups, { webview: true, store: false }, render('d'))).toBe('<p>d</p>');
    expect(dataMarkup('test-box', groups, { webview: false, store: true }, render('e'))).toBe('<p>e</p>');
    expect(renders).toBe(4);
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
