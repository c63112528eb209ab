import { getTranslations } from 'next-intl/server';
import type { CookieListBlock } from '@/cms/payload-types';
import { COOKIES } from '@/lib/consent/cookie-registry';

/** The cookies the shop sets, by consent group (spec S3 CookieList), from the shop's own registry. */
export async function CookieList({ item }: { item: CookieListBlock }) {
  const t = await getTranslations('content');
  const groups = item.groups?.length ? new Set<string>(item.groups) : null;
  const cookies = COOKIES.filter((cookie) => !groups || groups.has(cookie.group));
  const lifetime = (cookie: (typeof COOKIES)[number]) =>
    cookie.lifetime.unit === 'session'
      ? t('cookieLifetimeSession')
      : t(`cookieLifetime.${cookie.lifetime.unit}`, { count: cookie.lifetime.count });
  return (
    <section>
      {item.title ? <h2 className="text-lg font-bold">{item.title}</h2> : null}
      <div className="cms-table">
        <table>
          <caption className="sr-only">{item.title || t('cookieListCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cookieName')}</th>
              <th scope="col">{t('cookiePurpose')}</th>
              <th scope="col">{t('cookieLifetimeHeading')}</th>
              <th scope="col">{t('cookieGroup')}</th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name}>
                <td>
                  <code>{cookie.name}</code>
                </td>
                <td>{t(`cookiePurposes.${cookie.purpose}`)}</td>
                <td>{lifetime(cookie)}</td>
                <td>{t(`consentGroups.${cookie.group}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
