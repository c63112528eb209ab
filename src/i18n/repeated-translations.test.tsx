import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { useRepeatedTranslations } from './repeated-translations';

const messages = {
  product: {
    ratingCount: '{count, plural, one {# Bewertung} other {# Bewertungen}}',
    soldOut: 'Ausverkauft',
  },
};

function Count({ count }: { count: number }) {
  const t = useRepeatedTranslations('product');
  return <li>{t('ratingCount', { count })}</li>;
}

function SoldOut() {
  const t = useRepeatedTranslations('product');
  return <li>{t('soldOut')}</li>;
}

function page(counts: number[], texts: object = messages) {
  return renderToStaticMarkup(
    <IntlProvider locale="de-AT" messages={texts as typeof messages} onError={() => {}}>
      <ul>
        {counts.map((count, i) => (
          <Count key={i} count={count} />
        ))}
        <SoldOut />
      </ul>
    </IntlProvider>,
  );
}

describe('useRepeatedTranslations', () => {
  it('formats each text with its own arguments, also when a text repeats', () => {
    expect(page([1, 15, 1, 15])).toBe(
      '<ul><li>1 Bewertung</li><li>15 Bewertungen</li><li>1 Bewertung</li><li>15 Bewertungen</li><li>Ausverkauft</li></ul>',
    );
  });

  it('reads the texts of the page it renders', () => {
    const english = { product: { ratingCount: '{count} reviews', soldOut: 'Sold out' } };
    expect(page([2], english)).toBe('<ul><li>2 reviews</li><li>Sold out</li></ul>');
  });
});
