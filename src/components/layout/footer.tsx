import { ShopLink } from '@/components/layout/shop-link';
import { getTranslations } from 'next-intl/server';
import { SHOP_CONFIG } from '@/lib/shop-config';
import { InvoiceIcon, ReturnIcon, ShieldIcon } from './icons';

export async function Footer() {
  const t = await getTranslations('footer');
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
        <p className="mt-6 rounded-shop bg-primary px-4 py-3 text-center font-semibold text-primary-contrast">
          {t('campaign', { date: SHOP_CONFIG.newCustomerFreeShippingUntil })}
        </p>
      </section>
      <nav aria-label={t('serviceLabel')} className="mx-auto max-w-shop px-4 pb-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <ShopLink href="/contact">{t('contact')}</ShopLink>
          </li>
          <li>
            <ShopLink href="/support">{t('support')}</ShopLink>
          </li>
          <li>
            <ShopLink href="/directorderform">{t('directOrder')}</ShopLink>
          </li>
          <li>
            <ShopLink href="/katalog">{t('catalogue')}</ShopLink>
          </li>
          <li>
            <ShopLink href="/newsletter/subscribe">{t('newsletter')}</ShopLink>
          </li>
          <li>
            <ShopLink href="/content/kundenservice/faq">{t('faq')}</ShopLink>
          </li>
        </ul>
        <p className="mt-4 text-xs text-muted">{t('copyright', { year: new Date().getFullYear() })}</p>
      </nav>
    </footer>
  );
}
