import { TRANSLATED_LANGUAGES } from '@/lib/catalog-i18n/catalog-language';
import { SHOPS } from '@/lib/shop/shops';
import type { StyleRecord } from '@/server/admin/catalogue/load-admin-styles';
import { originOfShop } from '@/server/shop/request-shop';
import { TableHead } from './table-head';
import { saveSizesAction, setStatusAction } from './catalogue.action';
import { STATUS_LABELS } from './catalogue-texts';

const cell = { padding: '0.25rem 0.75rem', textAlign: 'left' as const, verticalAlign: 'top' as const };
const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));
const SAVED: Record<string, string> = {
  ok: 'Gespeichert. Die Seiten des Shops zeigen es binnen einer Sekunde.',
  published: 'Veröffentlicht. Der Style ist binnen einer Sekunde in Listen, Suche und auf seiner Seite.',
  unpublished: 'Offline genommen. Der Style ist aus Listen, Suche und Sitemaps verschwunden.',
};

/**
 * A style in /admin/catalogue: its state (publish, take offline), its live pages per shop, the
 * catalogue languages it lacks texts in, and per colour its sizes with stock and euro prices to
 * change (through setStock and setPrices, as the admin API writes them: audit log, price rule).
 */
export function CatalogueStyle({
  style,
  mayWrite,
  saved,
}: {
  style: StyleRecord;
  mayWrite: boolean;
  saved: string;
}) {
  const missing = TRANSLATED_LANGUAGES.filter((language) => !style.translatedLanguages.includes(language));
  const problem = saved.startsWith('error:') ? saved.slice(6) : null;
  return (
    <>
      <h1>
        {style.name} ({style.id})
      </h1>
      {SAVED[saved] ? <p role="status">{SAVED[saved]}</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '0.25rem 1rem' }}>
        <dt>Status</dt>
        <dd data-testid="style-status">{STATUS_LABELS[style.status]}</dd>
        <dt>Marke</dt>
        <dd>{style.brand}</dd>
        <dt>Kategorie</dt>
        <dd>{style.primaryCategoryId}</dd>
        <dt>Übersetzungen</dt>
        <dd>
          {missing.length === 0
            ? 'vollständig'
            : `fehlen für ${missing.join(', ')} (diese Shops zeigen Deutsch)`}
        </dd>
        <dt>Zuletzt geändert</dt>
        <dd>{style.updatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC</dd>
      </dl>
      {mayWrite ? (
        <form action={setStatusAction} style={{ margin: '1rem 0' }}>
          <input type="hidden" name="style" value={style.id} />
          {style.status === 'published' ? (
            <button type="submit" name="publish" value="0" className="btn btn--style-secondary">
              Offline nehmen
            </button>
          ) : (
            <button type="submit" name="publish" value="1" className="btn btn--style-primary">
              Veröffentlichen
            </button>
          )}
        </form>
      ) : null}
      {style.status === 'published' ? (
        <details>
          <summary>Live-Seiten in den Shops</summary>
          <ul>
            {SHOPS.map((shop) => (
              <li key={shop.code}>
                <a href={`${originOfShop(shop)}/p/${style.colors[0]?.id ?? ''}`}>{shop.code}</a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {style.colors.map((colour) => (
        <section key={colour.id} aria-labelledby={`colour-${colour.id}`}>
          <h2 id={`colour-${colour.id}`}>
            {colour.id} {colour.label}
            {colour.soldOut ? ' (ausverkauft)' : ''}
          </h2>
          <form action={saveSizesAction}>
            <input type="hidden" name="style" value={style.id} />
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <TableHead
                columns={[
                  'EAN',
                  'Größe',
                  'Aktion',
                  'Bestand',
                  'Preis €',
                  'Alter Preis €',
                  'Gezeigt (30-Tage-Tief)',
                  'Andere Listen',
                ]}
                cellStyle={cell}
              />
              <tbody>
                {colour.sizes.map((size) => {
                  const euro = size.prices.find((p) => p.currency === 'EUR');
                  const key = `${size.ean}|${size.promotion}`;
                  const label = `${colour.label} ${size.label} (${size.promotion})`;
                  return (
                    <tr key={key} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                      <td style={cell}>{size.ean}</td>
                      <td style={cell}>{size.label}</td>
                      <td style={cell}>{size.promotion}</td>
                      <td style={cell}>
                        {size.defaultPromotion ? (
                          <input
                            name={`stock:${size.ean}`}
                            inputMode="numeric"
                            pattern="\d{1,8}"
                            defaultValue={String(size.stock)}
                            aria-label={`Bestand ${label}`}
                            disabled={!mayWrite}
                            size={6}
                          />
                        ) : (
                          size.stock
                        )}
                      </td>
                      <td style={cell}>
                        <input
                          name={`price:${key}`}
                          inputMode="decimal"
                          pattern="\d{1,7}([,.]\d{1,2})?"
                          defaultValue={euros(euro?.price ?? null)}
                          aria-label={`Preis in Euro ${label}`}
                          disabled={!mayWrite}
                          size={8}
                        />
                      </td>
                      <td style={cell}>
                        <input
                          name={`old:${key}`}
                          inputMode="decimal"
                          pattern="(\d{1,7}([,.]\d{1,2})?)?"
                          defaultValue={euros(euro?.oldPrice ?? null)}
                          aria-label={`Alter Preis in Euro ${label}`}
                          disabled={!mayWrite}
                          size={8}
                        />
                      </td>
                      <td style={cell}>{euro?.shownOldPrice ? `${euros(euro.shownOldPrice)} €` : '–'}</td>
                      <td style={cell}>
                        {size.prices
                          .filter((p) => p.currency !== 'EUR')
                          .map((p) => `${p.currency} ${euros(p.price)}`)
                          .join(', ') || '–'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {mayWrite ? (
              <button type="submit" className="btn btn--style-primary">
                {`${colour.label} speichern`}
              </button>
            ) : null}
          </form>
        </section>
      ))}
    </>
  );
}
