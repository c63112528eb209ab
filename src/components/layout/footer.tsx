import { PageLink } from '@/components/layout/page-link';
import { getTranslations } from 'next-intl/server';
import type { ShopConfig } from '@/lib/shop/shop';
import { familyOf } from '@/lib/shop/shops';
import { originOfShop } from '@/server/shop/request-shop';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { CampaignLine } from './campaign-line';
import { FooterEditorial } from './footer-editorial';
import { InvoiceIcon, ReturnIcon, ShieldIcon } from './icons';

const languageNames = new Map<string, Intl.DisplayNames>();

/** Language names in a locale's words, made once per locale (an Intl constructor is costly). */
function languagesIn(locale: string): Intl.DisplayNames {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    languageNames.set(locale, names);
  }
  return names;
}

/** The legal and information pages every page links to (content pages of the CMS). */
const LEGAL_LINKS = [
  ['impressum', 'imprint'],
  ['agb', 'terms'],
  ['datenschutzhinweise', 'privacy'],
  ['widerrufsbelehrung', 'withdrawal'],
  ['barrierefreiheitserklaerung', 'accessibility'],
  ['nachhaltigkeit', 'sustainability'],
] as const;

/**
 * The shop's footer. Inside the app (`app`) only the legal links, the privacy settings and the
 * copyright remain: service and shop switch are the app's own menus there (decision 0030).
 */
export async function Footer({
  shop,
  app = false,
  store = false,
}: {
  shop: ShopConfig;
  app?: boolean;
  /** an in-store display: no links that leave the shop's runtime (the sister shops) */
  store?: boolean;
}) {
  const t = await getTranslations('footer');
  const tConsent = await getTranslations('consent');
  const legal = (
    <nav aria-label={t('legalLabel')} className="mx-auto max-w-shop px-4 pb-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {LEGAL_LINKS.map(([slug, key]) => (
          <li key={slug}>
            <PageLink href={`/content/${slug}`}>{t(key)}</PageLink>
          </li>
        ))}
        <li>
          <ConsentSettingsButton label={tConsent('footerLink')} />
        </li>
      </ul>
      <p className="mt-4 text-xs text-muted">{t('copyright', { year: new Date().getFullYear() })}</p>
    </nav>
  );
  if (app) return <footer className="mt-8 border-t border-border bg-surface-muted pt-6">{legal}</footer>;
  const siblings = familyOf(shop).filter((s) => s.code !== shop.code);
  const languages = languagesIn(shop.locale);
  const usps = [
    { icon: <ShieldIcon />, title: t('uspSecureShopping'), text: t('uspSecureShoppingText') },
    { icon: <InvoiceIcon />, title: t('uspInvoice'), text: t('uspInvoiceText') },
    { icon: <ReturnIcon />, title: t('uspFreeReturn'), text: t('uspFreeReturnText') },
  ];
  return (
    <footer className="mt-8 border-t border-border bg-surface-muted">
      <section aria-labelledby="footer-usp" className="mx-auto max-w-shop px-4 py-6">
        <h2 id="footer-usp" className="sr-only">
          {t('uspLabel')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {usps.map((usp) => (
            <li key={usp.title} className="flex items-start gap-3">
              <span className="text-primary">{usp.icon}</span>
              <span>
                <strong className="block">{usp.title}</strong>
                <span className="text-sm text-muted">{usp.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <CampaignLine shop={shop} />
      </section>
      <FooterEditorial shop={shop} />
      <nav aria-label={t('serviceLabel')} className="mx-auto max-w-shop px-4 pb-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <PageLink href="/contact">{t('contact')}</PageLink>
          </li>
          <li>
            <PageLink href="/support">{t('support')}</PageLink>
          </li>
          <li>
            <PageLink href="/directorderform">{t('directOrder')}</PageLink>
          </li>
          <li>
            <PageLink href="/katalog">{t('catalogue')}</PageLink>
          </li>
          <li>
            <PageLink href="/newsletter/subscribe">{t('newsletter')}</PageLink>
          </li>
          <li>
            <PageLink href="/content/kundenservice/faq">{t('faq')}</PageLink>
          </li>
        </ul>
      </nav>
      {legal}
      {siblings.length > 0 && !store ? (
        <nav aria-label={t('shopSwitchLabel')} className="mx-auto max-w-shop px-4 pb-6">
          <h2 className="text-sm font-semibold">{t('shopSwitch')}</h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {siblings.map((sibling) => (
              <li key={sibling.code}>
                <a href={`${originOfShop(sibling)}/`} hrefLang={sibling.locale} className="underline">
                  {sibling.brand} · {languages.of(sibling.locale)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </footer>
  );
}
