import { getTranslations } from 'next-intl/server';
import { StaticPageLink } from '@/components/layout/static-page-link';
import { StaticHtml } from '@/components/render/static-html';
import { productImageUrl } from '@/lib/image-url';
import type { LinkContext } from '@/lib/webview/shop-href';
import { CmsImage } from '@/components/content/cms-image';
import type { VisualCategoryTile } from '@/server/catalog/get-category-page';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { dataMarkup } from '@/server/render/static-markup';

/**
 * Visual category tiles (S2.3), scrolling horizontally: 3.5 / 5.5 / 6.5 / 7.5 per view; each with
 * the editors' image (visualCategories.{id}) or its best seller's. Static HTML of plain shop links
 * (decision 0032).
 */
export async function VisualCategoryCarousel({ tiles }: { tiles: VisualCategoryTile[] }) {
  if (tiles.length === 0) return null;
  const [t, context] = await Promise.all([
    getTranslations('listing'),
    notedLinkContext() ?? renderLinkContext(),
  ]);
  const html = dataMarkup('visual-categories', tiles, context, () => (
    <TileList tiles={tiles} context={context} />
  ));
  return <StaticHtml as="nav" aria-label={t('visualCategories')} className="mt-4" html={html} />;
}

function TileList({ tiles, context }: { tiles: VisualCategoryTile[]; context: LinkContext }) {
  return (
    <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
      {tiles.map((tile) => (
        <li key={tile.id} className="w-[26%] shrink-0 snap-start sm:w-[17%] md:w-[14.5%] lg:w-[12.5%]">
          <StaticPageLink
            href={tile.path}
            context={context}
            className="flex flex-col items-center gap-1 text-center text-sm"
          >
            {tile.media ? (
              <CmsImage
                media={tile.media}
                ratio="3:4"
                alt=""
                sizes="(min-width: 992px) 12.5vw, (min-width: 576px) 17vw, 26vw"
                maxWidth={384}
                className="w-full rounded-shop bg-surface-muted object-cover"
              />
            ) : tile.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
              <img
                src={productImageUrl(tile.image.hash, { width: 256 })}
                alt=""
                width={1390}
                height={1860}
                loading="lazy"
                className="product-image w-full rounded-shop bg-surface-muted object-cover"
              />
            ) : null}
            <span>{tile.name}</span>
          </StaticPageLink>
        </li>
      ))}
    </ul>
  );
}
