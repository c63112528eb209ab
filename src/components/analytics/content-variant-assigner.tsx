'use client';

import { useEffect } from 'react';
import { useConsent } from '@/components/consent/consent-provider';
import { useShop } from '@/components/shop/shop-provider';
import { track } from '@/lib/analytics/track';
import {
  CONTENT_VARIANT_DAYS,
  contentVariantCookie,
  pickVariation,
  readVariation,
} from '@/lib/targeting/content-variant';

let exposed = false;

/**
 * The content A/B test (decision 0022): with Performance consent (C0002) the visitor gets a stable
 * variation in `content_variant_test_{shopCode}`, which content triggers read on the server from the
 * next page on; each page load records an `experiment` event with it. Without consent there is no
 * cookie and triggers with a variation key do not apply; a withdrawal removes it.
 */
export function ContentVariantAssigner({ variations }: { variations: readonly string[] }) {
  const { groups, decided } = useConsent();
  const { code } = useShop();
  const allowed = groups.has('C0002');
  useEffect(() => {
    if (!decided) return;
    const name = contentVariantCookie(code);
    let variation = readVariation(document.cookie, code, variations);
    if (!allowed) {
      if (document.cookie.includes(`${name}=`)) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
      return;
    }
    if (!variation) {
      variation = pickVariation(variations, crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32);
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${name}=${variation}; Path=/; Max-Age=${CONTENT_VARIANT_DAYS * 86_400}; SameSite=Lax${secure}`;
    }
    if (exposed) return;
    exposed = true;
    track('experiment', { test: name, variation });
  }, [decided, allowed, code, variations]);
  return null;
}
