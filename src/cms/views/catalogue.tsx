import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { TRANSLATED_LANGUAGES } from '@/lib/catalog-i18n/catalog-language';
import { actorMay } from '@/server/admin/admin-actor';
import { findStyles } from '@/server/admin/catalogue/find-styles';
import { loadAdminStyles } from '@/server/admin/catalogue/load-admin-styles';
import { STYLE_STATUSES } from '@/server/db/schema/catalog';
import { getDb } from '@/server/db';
import { AdminPage } from './admin-page';
import { TableHead } from './table-head';
import { adminActorOfUser } from './admin-actor-of-user';
import { CatalogueStyle } from './catalogue-style';
import { CatalogueUpload } from './catalogue-upload';
import { STATUS_LABELS } from './catalogue-texts';

const PER_PAGE = 50;
const cell = { padding: '0.25rem 0.75rem', textAlign: 'left' as const, verticalAlign: 'top' as const };
const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

/**
 * /admin/catalogue: the shop's catalogue for merchandisers (issue 51): styles found by name,
 * article number, EAN or key and filtered by state and brand, 50 a page from the shop's own tables
 * (server-side paging through the admin API's use case, fit for 100,000 styles); a style's page
 * (?style=key) with its colours, sizes, stock and prices; the catalogue file's upload.
 */
export async function CatalogueView(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view;
  const actor = adminActorOfUser(initPageResult.req.user);
  if (!actor || !actorMay(actor, 'catalogue:read'))
    return (
      <AdminPage view={view}>
        <h1>Katalog</h1>
        <p>Der Katalog ist für Admins und das Merchandising.</p>
      </AdminPage>
    );
  const db = await getDb();
  const mayWrite = actorMay(actor, 'catalogue:write');
  const styleKey = text(searchParams?.style);
  if (styleKey) {
    const [style] = await loadAdminStyles(db, [styleKey]);
    return (
      <AdminPage view={view}>
        <p>
          <Link href="/admin/catalogue">← Zurück zum Katalog</Link>
        </p>
        {style ? (
          <CatalogueStyle style={style} mayWrite={mayWrite} saved={text(searchParams?.saved)} />
        ) : (
          <>
            <h1>Katalog</h1>
            <p role="alert">Kein Style hat den Schlüssel {styleKey}.</p>
          </>
        )}
      </AdminPage>
    );
  }
  const status = (STYLE_STATUSES as readonly string[]).includes(text(searchParams?.status))
    ? text(searchParams?.status)
    : null;
  const filter = {
    search: text(searchParams?.search) || null,
    status,
    brand: text(searchParams?.brand) || null,
  };
  const requested = Number(searchParams?.page);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const { total, keys } = await findStyles(db, filter, page, PER_PAGE);
  const styles = await loadAdminStyles(db, keys);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const link = (to: number) => {
    const params = new URLSearchParams();
    for (const key of ['search', 'status', 'brand'])
      if (text(searchParams?.[key])) params.set(key, text(searchParams?.[key]));
    params.set('page', String(to));
    return `/admin/catalogue?${params}`;
  };
  return (
    <AdminPage view={view}>
      <h1>Katalog</h1>
      <form
        method="get"
        action="/admin/catalogue"
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: '1rem 0', alignItems: 'flex-end' }}
      >
        <label style={{ display: 'flex', flexDirection: 'column' }}>
          Suche (Name, Artikelnummer, EAN oder Schlüssel)
          <input name="search" type="search" defaultValue={filter.search ?? ''} />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column' }}>
          Status
          <select name="status" defaultValue={status ?? ''}>
            <option value="">alle</option>
            {STYLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'flex', flexDirection: 'column' }}>
          Marke (ID)
          <input name="brand" defaultValue={filter.brand ?? ''} />
        </label>
        <button type="submit" className="btn btn--style-primary">
          Suchen
        </button>
      </form>
      <p role="status">
        {total.toLocaleString('de-AT')} Styles{total > 0 ? `, Seite ${page} von ${pages}` : ''}
      </p>
      {styles.length > 0 ? (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <TableHead
            columns={['Style', 'Name', 'Marke', 'Status', 'Farben', 'Bestand', 'Übersetzungen']}
            cellStyle={cell}
          />
          <tbody>
            {styles.map((style) => (
              <tr key={style.id} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                <td style={cell}>
                  <Link href={`/admin/catalogue?style=${encodeURIComponent(style.id)}`}>{style.id}</Link>
                </td>
                <td style={cell}>{style.name}</td>
                <td style={cell}>{style.brand}</td>
                <td style={cell}>{STATUS_LABELS[style.status]}</td>
                <td style={cell}>{style.colors.map((c) => `${c.id} ${c.label}`).join(', ')}</td>
                <td style={cell}>
                  {style.colors
                    .flatMap((c) => c.sizes.filter((s) => s.defaultPromotion))
                    .reduce((sum, s) => sum + s.stock, 0)
                    .toLocaleString('de-AT')}
                </td>
                <td style={cell}>{missingTranslations(style.translatedLanguages)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <nav aria-label="Seiten" style={{ display: 'flex', gap: '1rem', margin: '1rem 0' }}>
        {page > 1 ? <a href={link(page - 1)}>Vorige Seite</a> : null}
        {page < pages ? <a href={link(page + 1)}>Nächste Seite</a> : null}
      </nav>
      {mayWrite ? (
        <>
          <h2>Katalog-Datei laden</h2>
          <p>
            Eine CSV-Datei mit einer Zeile je Größe (Format: README, Abschnitt „Loading your own catalogue“;{' '}
            <code>npm run export -- products</code> schreibt sie). Neue Styles sind Entwürfe, bis sie
            veröffentlicht werden.
          </p>
          <CatalogueUpload />
        </>
      ) : null}
    </AdminPage>
  );
}

/** The catalogue languages a style has no texts in (the shops of those languages show German). */
function missingTranslations(translated: readonly string[]): string {
  const missing = TRANSLATED_LANGUAGES.filter((language) => !translated.includes(language));
  return missing.length === 0 ? 'vollständig' : `fehlt: ${missing.join(', ')}`;
}
