import { query } from './database';

type Json = Record<string, unknown>;

/**
 * What Google's rich-result requirements for merchant listings (Product snippets in Search and the
 * Shopping tab) find missing in a ProductGroup: the group's name, image and variants; per variant
 * a name, a valid GTIN and an Offer with a price, its currency, availability, shipping details
 * (rate, destination, delivery time) and a return policy. Empty when the data passes.
 */
export function merchantListingProblems(group: Json): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(what);
  };
  need(typeof group.name === 'string' && group.name, 'name');
  need(
    Array.isArray(group.image) && group.image.length > 0 && /^https?:\/\//.test(String(group.image[0])),
    'image',
  );
  const variants = group.hasVariant as Json[] | undefined;
  need(Array.isArray(variants) && variants.length > 0, 'hasVariant');
  for (const [i, v] of (variants ?? []).entries()) {
    const at = `hasVariant[${i}]`;
    need(v['@type'] === 'Product', `${at} @type Product`);
    need(typeof v.name === 'string' && v.name, `${at}.name`);
    need(/^(\d{8}|\d{12,14})$/.test(String(v.gtin ?? '')), `${at}.gtin`);
    const offer = v.offers as Json | undefined;
    need(offer?.['@type'] === 'Offer', `${at}.offers`);
    if (!offer) continue;
    need(
      /^\d+(\.\d{1,2})?$/.test(String(offer.price ?? '')) && Number(offer.price) > 0,
      `${at}.offers.price`,
    );
    need(/^[A-Z]{3}$/.test(String(offer.priceCurrency ?? '')), `${at}.offers.priceCurrency`);
    need(String(offer.availability ?? '').startsWith('https://schema.org/'), `${at}.offers.availability`);
    const shipping = offer.shippingDetails as Json | undefined;
    const rate = shipping?.shippingRate as Json | undefined;
    need(rate && rate.value !== undefined && /^[A-Z]{3}$/.test(String(rate.currency)), `${at} shippingRate`);
    need((shipping?.shippingDestination as Json | undefined)?.addressCountry, `${at} shippingDestination`);
    const policy = offer.hasMerchantReturnPolicy as Json | undefined;
    need(policy?.applicableCountry, `${at} return policy applicableCountry`);
    need(
      String(policy?.returnPolicyCategory ?? '').startsWith('https://schema.org/MerchantReturn'),
      `${at} returnPolicyCategory`,
    );
    if (policy?.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow')
      need(Number(policy.merchantReturnDays) > 0, `${at} merchantReturnDays`);
  }
  return problems;
}

/** The [size, EAN] pairs of a product's default promotion, as the catalogue holds them. */
export async function sizeEans(productId: string): Promise<[string, string][]> {
  const rows = await query<{ size_label: string; ean: string }>(
    `select v.size_label, v.ean from variants v
       join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
      where v.dimension_id = $1`,
    [productId],
  );
  return rows.map((r) => [r.size_label, r.ean]);
}
