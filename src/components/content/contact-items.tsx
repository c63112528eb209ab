import { getLocale, getTranslations } from 'next-intl/server';
import type { ContactBoxBlock, PhoneBoxBlock } from '@/cms/payload-types';
import { ShopLink } from '@/components/layout/shop-link';
import { ContentRichText } from './content-rich-text';
import { LinkHint, linkHintKey } from './link-hint';

/** A phone number to call (spec S3 PhoneBox): a tel: link with the phone-client hint. */
export async function PhoneBoxItem({ item }: { item: PhoneBoxBlock }) {
  const t = await getTranslations('content');
  const locale = await getLocale();
  const dial = item.number.replace(/[^\d+]/g, '');
  const link = (
    <a href={`tel:${dial}`} className="text-lg font-bold underline">
      {item.number}
      <LinkHint hintKey="opensPhoneClient" locale={locale} t={t} />
    </a>
  );
  if (item.inline)
    return (
      <p>
        {item.title}: {link}
      </p>
    );
  return (
    <section className="rounded-shop border border-border p-4">
      <h2 className="font-semibold">{item.title}</h2>
      {item.subtitle ? <p className="text-sm text-muted">{item.subtitle}</p> : null}
      <p className="mt-1">{link}</p>
      {item.disclaimer ? <p className="text-sm text-muted">{item.disclaimer}</p> : null}
    </section>
  );
}

/** A contact channel with its text and button (spec S3 ContactBox). */
export async function ContactBoxItem({ item }: { item: ContactBoxBlock }) {
  const t = await getTranslations('content');
  const locale = await getLocale();
  const href = item.buttonLink ?? '';
  const hint = linkHintKey(href);
  return (
    <section className="rounded-shop border border-border p-4">
      <h2 className="font-semibold">{item.title}</h2>
      {item.content ? <ContentRichText data={item.content} /> : null}
      {item.buttonLabel && href ? (
        href.startsWith('/') ? (
          <ShopLink
            href={href}
            className="mt-2 inline-block rounded-shop border border-border px-4 py-2 font-semibold"
          >
            {item.buttonLabel}
          </ShopLink>
        ) : (
          <a
            href={href}
            className="mt-2 inline-block rounded-shop border border-border px-4 py-2 font-semibold"
          >
            {item.buttonLabel}
            {hint ? <LinkHint hintKey={hint} locale={locale} t={t} /> : null}
          </a>
        )
      ) : null}
    </section>
  );
}
