'use client';

import { useLinkContext, useShopHref, useShopRouter } from '@/components/client/client-state-provider';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { getOperation } from '@/lib/graphql-client';
import { SearchIcon } from '@/components/layout/icons';
import { useShop } from '@/components/shop/shop-provider';

type Kind = 'product' | 'category' | 'term' | 'brand';
interface Suggestion {
  type: Kind;
  name: string;
  url: string;
}
type Groups = Record<'products' | 'categories' | 'terms' | 'brands', Suggestion[]>;

const GROUP_ORDER: [keyof Groups, Kind][] = [
  ['terms', 'term'],
  ['categories', 'category'],
  ['brands', 'brand'],
  ['products', 'product'],
];
const DEBOUNCE_MS = 120;
const MIN_LENGTH = 2;

async function fetchSuggestions(term: string, locale: string, signal: AbortSignal): Promise<Groups | null> {
  const result = await getOperation<{ searchSuggestions?: Groups }>(
    'searchSuggestions',
    { input: { term, locale } },
    signal,
  );
  // an answer to a term the shopper has typed past is dropped
  if (signal.aborted) throw new DOMException('superseded', 'AbortError');
  return result.data?.searchSuggestions ?? null;
}

/**
 * The header search field (S2.4) as a combobox: suggestions of the four kinds appear as the shopper
 * types; arrow keys move through them, Enter opens the chosen one or searches for the typed term.
 * Without script it is a plain GET form to /search.
 */
export function SearchField() {
  const t = useTranslations('header');
  const { locale } = useShop();
  const router = useShopRouter();
  const searchAction = useShopHref()('/search');
  // a GET form replaces the action's query: the in-store marker goes as a field
  const store = useLinkContext().store;
  const listId = useId();
  const [value, setValue] = useState('');
  const [fetched, setFetched] = useState<Groups | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // typed before the page's script had started (decision 0008): take the text over and suggest
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setValue(typed);
    setOpen(document.activeElement === input.current);
  }, []);

  useEffect(() => {
    const term = value.trim();
    if (term.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(term, locale, controller.signal)
        .then((g) => {
          setFetched(g);
          setActive(-1);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, locale]);

  // suggestions for fewer than two characters are not shown, even while an older answer is held
  const groups = value.trim().length >= MIN_LENGTH ? fetched : null;
  const flat = groups ? GROUP_ORDER.flatMap(([key]) => groups[key]) : [];
  const expanded = open && flat.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && flat.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % flat.length);
    } else if (event.key === 'ArrowUp' && flat.length > 0) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? flat.length - 1 : a - 1));
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      // leaving the field by keyboard closes the list (focus moves on, nothing is chosen)
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const chosen = flat[active];
      if (chosen) {
        setOpen(false);
        router.push(chosen.url);
      }
    }
  }

  let index = -1;
  return (
    <form
      action={searchAction}
      method="get"
      role="search"
      className="relative order-last flex w-full md:order-none md:w-auto md:max-w-md md:flex-1"
      onSubmit={() => setOpen(false)}
    >
      {store ? <input type="hidden" name="store" value="1" /> : null}
      <label htmlFor="header-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        ref={input}
        id="header-search"
        name="q"
        // a combobox is a text input (HTML forbids role=combobox on type=search); the search intent
        // travels with the form's role and the keyboard's enter key
        type="text"
        enterKeyHint="search"
        required
        maxLength={100}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('searchPlaceholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 rounded-l-shop border border-border px-3 py-2"
      />
      <button type="submit" className="rounded-r-shop bg-primary px-3 text-primary-contrast">
        <SearchIcon />
        <span className="sr-only">{t('searchSubmit')}</span>
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestionsLabel')}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-shop border border-border bg-surface p-2 shadow-lg"
      >
        {groups
          ? GROUP_ORDER.map(([key, kind]) =>
              groups[key].length > 0 ? (
                <div key={key} role="group" aria-label={t(`suggestionGroups.${kind}`)} className="py-1">
                  <div aria-hidden="true" className="px-2 text-xs font-semibold uppercase text-muted">
                    {t(`suggestionGroups.${kind}`)}
                  </div>
                  {groups[key].map((s) => {
                    index += 1;
                    const i = index;
                    return (
                      <div
                        key={`${kind}-${s.url}`}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        data-suggestion-type={kind}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => {
                          setOpen(false);
                          router.push(s.url);
                        }}
                        className={`cursor-pointer rounded px-2 py-1 ${i === active ? 'bg-surface-muted' : ''}`}
                      >
                        {s.name}
                      </div>
                    );
                  })}
                </div>
              ) : null,
            )
          : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {open && groups ? t('suggestionCount', { count: flat.length }) : ''}
      </p>
    </form>
  );
}
