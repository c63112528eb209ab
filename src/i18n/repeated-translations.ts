import { createTranslator, useLocale, useMessages } from 'next-intl';

/** A namespace's texts: a key, and its arguments when it has any. */
export type RepeatedTranslate = (key: string, values?: Record<string, string | number>) => string;

const byMessages = new WeakMap<object, Map<string, RepeatedTranslate>>();

/** Texts with arguments remembered per namespace and page: a page asks for the same few again and again. */
const MAX_REMEMBERED = 500;

/**
 * `useTranslations` for texts a page repeats many times (a listing's 36 tiles each ask for their price
 * prefix, rating, colour count, badges and wishlist label): one translator per namespace and messages
 * object (one per page render, as the provider hands them down) instead of one per component, and a
 * text with the same arguments formatted once. `useTranslations` made a translator in every tile's
 * every component: about 4 % of a listing's server CPU (issue 21, profile of one worker).
 */
export function useRepeatedTranslations(namespace: string): RepeatedTranslate {
  const messages = useMessages();
  const locale = useLocale();
  let namespaces = byMessages.get(messages);
  if (!namespaces) byMessages.set(messages, (namespaces = new Map()));
  let translate = namespaces.get(namespace);
  if (!translate) {
    translate = rememberingTranslator(
      createTranslator({ locale, messages, namespace } as never) as unknown as RepeatedTranslate,
    );
    namespaces.set(namespace, translate);
  }
  return translate;
}

function rememberingTranslator(translator: RepeatedTranslate): RepeatedTranslate {
  const texts = new Map<string, string>();
  return (key, values) => {
    const id = values ? `${key}\u0000${Object.entries(values).join('\u0000')}` : key;
    let text = texts.get(id);
    if (text === undefined) {
      text = translator(key, values);
      if (texts.size < MAX_REMEMBERED) texts.set(id, text);
    }
    return text;
  };
}
