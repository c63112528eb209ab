import type { BrandTemplate } from './assortment/types';

const ADDRESSES = [
  'Mariahilfer Straße 88, 1070 Wien, Österreich',
  'Landstraße 41, 4020 Linz, Österreich',
  'Herrengasse 12, 8010 Graz, Österreich',
  'Getreidegasse 5, 5020 Salzburg, Österreich',
  'Maria-Theresien-Straße 18, 6020 Innsbruck, Österreich',
  'Weidener Straße 21, 92637 Weiden, Deutschland',
  'Königstraße 7, 90402 Nürnberg, Deutschland',
  'Hafenstraße 3, 20459 Hamburg, Deutschland',
];

/** EU economic operator per brand (spec S3.9 product safety information), deterministic. */
export function companyDirectory(brands: readonly BrandTemplate[]): (brandId: string) => string {
  const byId = new Map<string, string>();
  brands.forEach((brand, i) => {
    const owner = brand.parentId ? (brands.find((b) => b.id === brand.parentId) ?? brand) : brand;
    const address = ADDRESSES[i % ADDRESSES.length] as string;
    byId.set(brand.id, `${owner.name} Handels GmbH, ${address}`);
  });
  return (brandId) =>
    byId.get(brandId) ?? 'Versandhaus Handels GmbH, Mariahilfer Straße 88, 1070 Wien, Österreich';
}
