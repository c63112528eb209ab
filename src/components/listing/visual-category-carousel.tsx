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
    <ul className="visual-categories">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <StaticPageLink href={tile.path} context={context} className="visual-category">
            {tile.media ? (
              <CmsImage
                media={tile.media}
                ratio="3:4"
                alt=""
                sizes="(min-width:992px) 12.5vw,(min-width:576px) 17vw,26vw"
                maxWidth={384}
                className="visual-category-image"
              />
            ) : tile.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
              <img
                src={productImageUrl(tile.image.hash, { width: 256 })}
                alt=""
                width={1390}
                height={1860}
                loading="lazy"
                className="product-image visual-category-image"
              />
            ) : null}
            <span>{tile.name}</span>
          </StaticPageLink>
        </li>
      ))}
    </ul>
  );
}
