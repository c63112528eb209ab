import type { GlobalContent, PageFooter } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import type { LinkContext } from '@/lib/webview/shop-href';
import { CampaignLine } from './campaign-line';
import { FooterEditorial } from './footer-editorial';
import { InvoiceIcon, ReturnIcon, ShieldIcon } from './icons';
import { StaticPageLink } from './static-page-link';

const SERVICE_LINKS = [
  ['/contact', 'contact'],
  ['/support', 'support'],
  ['/directorderform', 'directOrder'],
  ['/katalog', 'catalogue'],
  ['/newsletter/subscribe', 'newsletter'],
  ['/content/kundenservice/faq', 'faq'],
] as const;

export interface FooterData {
  store: boolean;
  context: LinkContext;
  t: (key: string, values?: Record<string, string | number>) => string;
  campaign: string | null;
  footer: PageFooter | null;
  global: GlobalContent | null;
  /** the sister shops: origin, locale, brand and language name */
  siblings: { code: string; origin: string; locale: string; brand: string; language: string }[];
}

/**
 * The footer's parts above its legal links, as static HTML (no hooks, no client components:
 * decision 0032): advantages, campaign line, the editors' part and the service links. Its links are
 * plain links the shop's navigation handler takes.
 */
export function FooterTop({ data }: { data: FooterData }) {
  const { t } = data;
  const usps = [
    { icon: <ShieldIcon />, title: t('uspSecureShopping'), text: t('uspSecureShoppingText') },
    { icon: <InvoiceIcon />, title: t('uspInvoice'), text: t('uspInvoiceText') },
    { icon: <ReturnIcon />, title: t('uspFreeReturn'), text: t('uspFreeReturnText') },
  ];
  return (
    <>
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
        <CampaignLine text={data.campaign} />
      </section>
      <FooterEditorial
        footer={data.footer}
        global={data.global}
        texts={{ hotline: t('hotline'), paymentMethods: t('paymentMethods') }}
        context={data.context}
      />
      <nav aria-label={t('serviceLabel')} className="mx-auto max-w-shop px-4 pb-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {SERVICE_LINKS.map(([href, key]) => (
            <li key={href}>
              <StaticPageLink href={href} context={data.context}>
                {t(key)}
              </StaticPageLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** The sister shops, below the legal links (not on an in-store display: no links out of its runtime). */
export function FooterSiblings({ data }: { data: FooterData }) {
  const { t } = data;
  if (data.siblings.length === 0 || data.store) return null;
  return (
    <nav aria-label={t('shopSwitchLabel')} className="mx-auto max-w-shop px-4 pb-6">
      <h2 className="text-sm font-semibold">{t('shopSwitch')}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {data.siblings.map((sibling) => (
          <li key={sibling.code}>
            <a href={`${sibling.origin}/`} hrefLang={sibling.locale} className="underline">
              {sibling.brand} · {sibling.language}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shop's sister shops as the footer names them. */
export function siblingsOf(
  shop: ShopConfig,
  family: readonly ShopConfig[],
  originOf: (shop: ShopConfig) => string,
  languages: Intl.DisplayNames,
): FooterData['siblings'] {
  return family
    .filter((s) => s.code !== shop.code)
    .map((s) => ({
      code: s.code,
      origin: originOf(s),
      locale: s.locale,
      brand: s.brand,
      language: languages.of(s.locale) ?? s.locale,
    }));
}
