import { getTranslations } from 'next-intl/server';
import { CONSENT_SETTINGS_ATTRIBUTE } from '@/lib/consent/consent-first-layer-state';
import type { LinkContext } from '@/lib/webview/shop-href';
import type { ShopConfig } from '@/lib/shop/shop';
import { familyOf } from '@/lib/shop/shops';
import { getGlobalContent, getPageFooter } from '@/server/content/get-shop-frame';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { identityOf, keyedMarkup, linkContextKey } from '@/server/render/static-markup';
import { StaticHtml } from '@/components/render/static-html';
import { originOfShop } from '@/server/shop/request-shop';
import { campaignLineText } from './campaign-line';
import { FooterSiblings, FooterTop, siblingsOf, type FooterData } from './footer-parts';
import { StaticPageLink } from './static-page-link';

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

const FOOTER = 'mt-8 border-t border-border bg-surface-muted';

/** The legal links, the privacy settings button (the consent provider takes its click) and the copyright. */
function LegalLinks(props: {
  t: (key: string, values?: Record<string, number>) => string;
  settingsLabel: string;
  context: LinkContext;
  year: number;
}) {
  const { t, context } = props;
  return (
    <>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {LEGAL_LINKS.map(([slug, key]) => (
          <li key={slug}>
            <StaticPageLink href={`/content/${slug}`} context={context}>
              {t(key)}
            </StaticPageLink>
          </li>
        ))}
        <li>
          <button type="button" {...{ [CONSENT_SETTINGS_ATTRIBUTE]: '' }} className="text-left underline">
            {props.settingsLabel}
          </button>
        </li>
      </ul>
      <p className="mt-4 text-xs text-muted">{t('copyright', { year: props.year })}</p>
    </>
  );
}

/**
 * The shop's footer: static HTML, rendered once per shop, link context, campaign line and editors'
 * entries (decision 0032) instead of ~100 elements serialised into every page's payload and
 * rendered again. The privacy settings button among the legal links is a plain button whose click
 * the consent provider takes. Inside the app (`app`) only the legal links, the privacy settings
 * and the copyright remain: service and shop switch are the app's own menus there (decision 0030).
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
  const [t, tConsent, context] = await Promise.all([
    getTranslations('footer'),
    getTranslations('consent'),
    notedLinkContext() ?? renderLinkContext(),
  ]);
  const year = new Date().getFullYear();
  const legal = (
    <StaticHtml
      as="nav"
      aria-label={t('legalLabel')}
      className="mx-auto max-w-shop px-4 pb-6"
      html={keyedMarkup(`footer-legal|${shop.code}|${linkContextKey(context)}|${year}`, () => (
        <LegalLinks t={t} settingsLabel={tConsent('footerLink')} context={context} year={year} />
      ))}
    />
  );
  if (app) return <footer className={`${FOOTER} pt-6`}>{legal}</footer>;
  const [footer, global] = await Promise.all([getPageFooter(shop), getGlobalContent(shop)]);
  const campaign = campaignLineText(global, shop);
  const data: FooterData = {
    store,
    context,
    t,
    campaign,
    footer,
    global,
    siblings: siblingsOf(shop, familyOf(shop), originOfShop, languagesIn(shop.locale)),
  };
  const key = [
    shop.code,
    store ? 'store' : '',
    linkContextKey(context),
    identityOf(footer),
    identityOf(global),
    campaign ?? '',
  ].join('|');
  const top = keyedMarkup(`footer-top|${key}`, () => <FooterTop data={data} />);
  const siblings = keyedMarkup(`footer-siblings|${key}`, () => <FooterSiblings data={data} />);
  return (
    <footer className={FOOTER}>
      {/* display: contents: the static parts lay out as the footer's own children */}
      <StaticHtml as="div" className="contents" html={top} />
      {legal}
      {siblings ? <StaticHtml as="div" className="contents" html={siblings} /> : null}
    </footer>
  );
}
