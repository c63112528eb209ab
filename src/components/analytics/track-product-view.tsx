'use client';

import { useEffect } from 'react';
import { previousPage } from '@/lib/analytics/page-history';
import { track } from '@/lib/analytics/track';
import { listOrigin } from '@/lib/list-origin';
import type { EventData } from '@/lib/analytics/event-schemas';

type ProductRef = EventData<'product'>['product'];

/** Where the shopper came from: the previous page of this visit, or the referrer on this shop. */
function previousPath(): string | null {
  const earlier = previousPage(window.location.pathname);
  if (earlier) return earlier;
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin ? referrer.pathname : null;
  } catch {
    return null;
  }
}

/** A product page view with its list origin (storefront S2.5), once per product. */
export function TrackProductView({ product, popup = false }: { product: ProductRef; popup?: boolean }) {
  const key = JSON.stringify(product);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const origin = listOrigin({
      path: popup ? '/p/' : window.location.pathname,
      suggestionType: params.get('suggestionType'),
      searchOrigin: params.get('searchOrigin'),
      searchTerm: params.get('searchTerm'),
      reco: params.get('reco'),
      referrer: popup ? 'popupProduct' : params.get('referrer'),
      previousPath: previousPath(),
    }) as EventData<'product'>['listOrigin'];
    track('product', {
      action: popup ? 'popupView' : 'view',
      product: JSON.parse(key) as ProductRef,
      listOrigin: origin,
    });
    // an article number typed into the search leads straight here: a direct search (storefront S2.4)
    const searchTerm = params.get('searchTerm')?.trim();
    if (!popup && searchTerm && !params.get('suggestionType'))
      track('searchInformation', {
        searchTerm: searchTerm.slice(0, 200),
        optimizedTerm: null,
        results: 1,
        kind: 'direct',
        suggestionType: null,
        listOrigin: 'directSearch',
      });
  }, [key, popup]);
  return null;
}
