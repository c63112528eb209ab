import { createHash } from 'node:crypto';
import { getLocale, getTranslations } from 'next-intl/server';
import { textLanguage } from '@/i18n/text-language';
import { ProductCard, tileView } from '@/components/product/product-card';
import type { ShopConfig } from '@/lib/shop/shop';
import { getDb } from '@/server/db';
import { getItemProducts } from '@/server/content/get-item-products';
import type { ProductTile } from '@/server/listing/load-tiles';

/** Product tiles in a horizontal slider (1.5 / 2.5 / 3.5 / 4.5 visible by width, spec S9). */
export async function ProductSlider({ tiles, label }: { tiles: ProductTile[]; label: string }) {
  const t = await getTranslations('content');
  const lang = textLanguage(await getLocale(), 'content.articleOf');
  if (tiles.length === 0) return null;
  // ids for the slides' names: the same slider renders the same ids, two sliders differ
  const prefix = `slide-${createHash('sha1')
    .update(label)
    .update(tiles.map((x) => x.id).join())
    .digest('hex')
    .slice(0, 8)}`;
  return (
    <ul className="cms-slider" aria-label={label}>
      {tiles.map((tile, index) => (
        <li key={tile.id} aria-labelledby={`${prefix}-${index}`}>
          {/* the spec's English name in its own element, so that lang="en" leaves the tile German */}
          <span id={`${prefix}-${index}`} hidden lang={lang}>
            {t('articleOf', { index: index + 1, slidesLength: tiles.length })}
          </span>
          <ProductCard tile={tileView(tile)} />
        </li>
      ))}
    </ul>
  );
}

/** The products an item names by number, as a slider; nothing when none is orderable. */
export async function ItemProducts({ shop, ids, label }: { shop: ShopConfig; ids: string[]; label: string }) {
  const tiles = await getItemProducts(await getDb(), shop, ids);
  return <ProductSlider tiles={tiles} label={label} />;
}
