export type SuggestionType = 'product' | 'category' | 'term' | 'brand';

interface SuggestionTarget {
  type: SuggestionType;
  /** shown name: product name, category name, term or brand */
  name: string;
  /** product id, category path (with its suggested filter as query), or nothing for term and brand */
  target?: string;
}

/**
 * Where a chosen suggestion leads (S2.4), with the search navigation parameters: product →
 * /p/{id}; category → its path with the suggested filter; term and brand → /search?q=….
 */
export function suggestionUrl(s: SuggestionTarget): string {
  const params = new URLSearchParams();
  let path: string;
  if (s.type === 'product') path = `/p/${s.target ?? ''}`;
  else if (s.type === 'category') {
    const [categoryPath, filter] = (s.target ?? '/').split('?');
    path = categoryPath ?? '/';
    new URLSearchParams(filter ?? '').forEach((v, k) => params.set(k, v));
  } else {
    path = '/search';
    params.set('q', s.name);
  }
  params.set('searchOrigin', 'searchField');
  params.set('suggestionType', s.type);
  params.set('suggestion', s.name);
  return `${path}?${params.toString()}`;
}
