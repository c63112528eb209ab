import { headers } from 'next/headers';
import { StaticPageLink } from '@/components/layout/static-page-link';
import { StaticHtml } from '@/components/render/static-html';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import {
  CONSENT_FIRST_LAYER_ID,
  CONSENT_SETTINGS_ATTRIBUTE,
  PENDING_CONSENT_KEY,
} from '@/lib/consent/consent-first-layer-state';
import type { ConsentBannerTexts } from '@/lib/consent/consent-banner-texts';
import { sentences } from '@/lib/consent/sentences';
import type { ShopConfig } from '@/lib/shop/shop';
import type { LinkContext } from '@/lib/webview/shop-href';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { keyedMarkup, linkContextKey } from '@/server/render/static-markup';
import { consentBanner } from '@/server/consent/consent-banner';

/**
 * Decides before the first paint whether the first layer shows: 'decided' with a choice on this
 * banner version, 'changed' with one on an older version (the revision message shows), 'gpc' for a
 * browser that sends Global Privacy Control (it objects and is not asked), else 'ask'. It writes
 * the answer to `<html data-consent>`, which the stylesheet reads. A click on the layer's buttons
 * before the page's scripts run hides it and is kept in the tab (sessionStorage) until the consent
 * provider applies it, on this page or the next one if the shopper moves on first; 'settings'
 * opens the settings layer once the scripts run (`shopConsentSettings`), and so does the footer's
 * privacy settings button (plain HTML) clicked before the provider took it over. The same for
 * every page of every shop: its hash never changes.
 */
const STATE_SCRIPT = `(function(d){var h=d.documentElement,b=d.getElementById('${CONSENT_FIRST_LAYER_ID}'),s='ask',m=/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/.exec(d.cookie),w=window,k='${PENDING_CONSENT_KEY}',p;
if(!b)return;if(m)try{var v=JSON.parse(decodeURIComponent(m[1]));if(v.consentId&&v.categories instanceof Array&&typeof v.revision=='number')s=v.revision===+b.getAttribute('data-revision')?'decided':'changed'}catch(e){}
if(s!='decided'&&navigator.globalPrivacyControl===true)s='gpc';try{p=sessionStorage.getItem(k)}catch(e){}if(p&&s!='decided')s='pending';h.setAttribute('data-consent',s);
d.addEventListener('click',function(e){var g=e.target&&e.target.closest&&e.target,t;if(!g)return;
if(g.closest('[${CONSENT_SETTINGS_ATTRIBUTE}]')){if(!w.shopConsentOpenSettings)w.shopConsentSettings=true;return}
t=g.closest('#${CONSENT_FIRST_LAYER_ID} [data-consent-action]');if(!t)return;var a=t.getAttribute('data-consent-action');
if(w.shopConsent)return w.shopConsent(a);if(a=='settings')return w.shopConsentSettings=true;h.setAttribute('data-consent','pending');try{sessionStorage.setItem(k,a)}catch(e){}})})(document)`;

const BUTTON = 'min-h-11 rounded-shop border px-4 py-2 font-semibold';
const EQUAL = `${BUTTON} border-primary bg-primary text-primary-contrast hover:bg-text hover:text-surface`;

/**
 * The cookie banner's first layer (customer-and-content S4), rendered on the server so that it
 * paints with the page instead of after the consent manager loaded: it no longer becomes a late
 * largest paint (decision 0031). Hidden unless the state script above asks; its buttons drive the
 * consent manager, which keeps the settings layer, the cookie and the proof. Its body is static
 * HTML, in a document once (decision 0032).
 */
export async function ConsentFirstLayer({ shop }: { shop: ShopConfig }) {
  const { texts, textHash, revision } = consentBanner(shop);
  const [nonce, context] = await Promise.all([
    headers().then((h) => h.get('x-nonce') ?? undefined),
    notedLinkContext() ?? renderLinkContext(),
  ]);
  const html = keyedMarkup(`consent-first-layer|${textHash}|${linkContextKey(context)}`, () => (
    <LayerBody texts={texts} context={context} />
  ));
  return (
    <>
      <StaticHtml
        as="div"
        id={CONSENT_FIRST_LAYER_ID}
        role="dialog"
        aria-modal="false"
        aria-label={texts.label}
        aria-describedby={`${CONSENT_FIRST_LAYER_ID}-text`}
        data-revision={revision}
        className="consent-first-layer"
        html={html}
      />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STATE_SCRIPT }} />
    </>
  );
}

/** The layer's texts, buttons and links: static HTML (decision 0032), the same for every page of a shop. */
function LayerBody({ texts, context }: { texts: ConsentBannerTexts; context: LinkContext }) {
  return (
    <>
      <h2 className="text-lg font-bold">{texts.title}</h2>
      <div id={`${CONSENT_FIRST_LAYER_ID}-text`} className="mt-2 flex flex-col gap-1.5 text-sm">
        {sentences(texts.description).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <p className="consent-revision-message font-semibold">{texts.revisionMessage}</p>
      </div>
      <div className="mt-4 grid gap-2 sm:grid-cols-3">
        <button type="button" data-consent-action="accept" className={EQUAL}>
          {texts.acceptAll}
        </button>
        <button type="button" data-consent-action="reject" className={EQUAL}>
          {texts.rejectAll}
        </button>
        <button
          type="button"
          data-consent-action="settings"
          className={`${BUTTON} border-border bg-surface-muted hover:border-text`}
        >
          {texts.settings}
        </button>
      </div>
      <p className="mt-3 flex gap-4 text-sm">
        {texts.links.map((link) => (
          <StaticPageLink key={link.href} href={link.href} context={context} className="underline">
            {link.label}
          </StaticPageLink>
        ))}
      </p>
    </>
  );
}
