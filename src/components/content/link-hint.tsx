import { textLanguage } from '@/i18n/text-language';

export type LinkHintKey = 'opensNewWindow' | 'opensEmailClient' | 'opensPhoneClient';

/** Which hint a link needs (spec S2): e-mail, phone, or a new window; null for none. */
export function linkHintKey(href: string, newTab = false): LinkHintKey | null {
  if (href.startsWith('mailto:')) return 'opensEmailClient';
  if (href.startsWith('tel:')) return 'opensPhoneClient';
  return newTab ? 'opensNewWindow' : null;
}

/**
 * The hint a screen reader reads after a link, in its own language: the spec gives these texts in
 * English, which the de-AT shop shows verbatim (lang="en"); the other locales translate them.
 */
export function LinkHint(props: { hintKey: LinkHintKey; locale: string; t: (key: LinkHintKey) => string }) {
  return (
    <span className="sr-only" lang={textLanguage(props.locale, `content.${props.hintKey}`)}>
      {' '}
      ({props.t(props.hintKey)})
    </span>
  );
}
