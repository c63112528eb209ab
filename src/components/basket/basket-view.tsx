import { useLocale, useTranslations } from 'next-intl';
import { ShopLink } from '@/components/layout/shop-link';
import { TextSnippetModal } from '@/components/overlay/text-snippet-modal';
import { AvailabilityIcon } from '@/components/product/availability-icon';
import { Price } from '@/components/product/price';
import { PriorPriceNote } from '@/components/product/prior-price-note';
import { BASKET_VALUES } from '@/lib/basket/basket-constants';
import { toDisplayNumber } from '@/lib/display-number';
import { productImageUrl } from '@/lib/image-url';
import { formatPrice } from '@/lib/money';
import { sortSizes } from '@/lib/size-sort';
import { isOrderable, type BasketLine, type BasketView as Basket } from '@/server/basket/load-basket';
import { defaultDimension } from '@/server/catalog/product-detail';
import { BasketLineControls, DisposalServiceControl } from './basket-change';
import { ChangeItemModal, type ChangeItemColor } from './change-item-modal';
import { TotalsList } from './totals-list';
import { Hint, SeverityLabel } from '@/components/hint/hint';
import { localeMoney } from '@/lib/shop/shop-money';
import type { Locale } from '@/lib/shop/shop';
import { basketValuesFor } from '@/lib/basket/basket-values';

/** The colours of a line's style with their sizes, for the change-item modal. */
function changeColorsOf(line: BasketLine): ChangeItemColor[] {
  return line.product.colors.flatMap((color) => {
    const dimension = color === line.product.color ? line.dimension : defaultDimension(color);
    if (!dimension) return [];
    return [
      {
        productId: color.productId,
        label: color.label,
        sizes: sortSizes(dimension.variants, (v) => v.sizeLabel).map((v) => ({
          variantId: v.id,
          label: v.sizeLabel,
          stock: v.stock,
          orderable: isOrderable(v),
        })),
      },
    ];
  });
}

/** The basket page's content (spec S2.8): lines, infos, disposal service, totals. */
export function BasketView({ basket, loyalty = null }: { basket: Basket; loyalty?: React.ReactNode }) {
  const money = localeMoney(useLocale() as Locale);
  const t = useTranslations('basket');
  const tp = useTranslations('product');
  const tm = useTranslations('basketMessages');
  // basket-wide infos on top; a changed article number shows at its line
  const notices = basket.messages.filter((m) => m.code !== 'DISPLAY_NUMBER_CHANGED');
  const numberChanges = new Map(
    basket.messages
      .filter((m) => m.code === 'DISPLAY_NUMBER_CHANGED')
      .map((m) => [m.values.itemKey, tm('DISPLAY_NUMBER_CHANGED', m.values)]),
  );
  const te = useTranslations('basketErrors');
  const values = basketValuesFor(money.currency);
  const goodsCents = basket.lines.reduce((s, l) => s + l.variant.priceCents * l.stored.quantity, 0);
  // a free gift needs a minimum value of the other goods: told here, not first at the order (S8.1)
  const giftBelowMinimum =
    basket.lines.some((l) => l.product.isFreeGift) &&
    basket.lines
      .filter((l) => !l.product.isFreeGift)
      .reduce((s, l) => s + l.variant.priceCents * l.stored.quantity, 0) < values.freeGiftMinOrderValueCents;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="basket-items">
        <h2 id="basket-items" className="sr-only">
          {t('itemsHeading')}
        </h2>
        {notices.map((m) => (
          <Hint key={m.code} severity="info" className="mb-4">
            {tm(m.code, m.values)}
          </Hint>
        ))}
        <ul className="flex flex-col divide-y divide-border" data-testid="basket-items">
          {basket.lines.map((line) => {
            const image = line.product.color.images[0];
            const v = line.variant;
            return (
              <li key={line.stored.id} className="flex gap-4 py-4" data-testid="basket-item">
                {image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
                  <img
                    src={productImageUrl(image.hash, { width: 192 })}
                    alt={image.alt}
                    width={1390}
                    height={1860}
                    className="product-image w-24 shrink-0 rounded-shop bg-surface-muted object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col gap-1">
                  <ShopLink href={`/p/${line.product.id}`} className="font-semibold hover:underline">
                    {line.product.name}
                  </ShopLink>
                  <p className="text-sm text-muted">
                    {t('articleNumber', {
                      displayNumber: toDisplayNumber(line.product.id, line.stored.promotion),
                    })}
                  </p>
                  {numberChanges.has(line.stored.id) ? (
                    <p className="text-sm" data-testid="basket-display-number-change">
                      <SeverityLabel severity="info" />
                      {numberChanges.get(line.stored.id)}
                    </p>
                  ) : null}
                  <p className="text-sm">
                    {t('color', { color: line.product.color.label })} · {t('size', { size: v.sizeLabel })}
                  </p>
                  <p className="flex items-center gap-2 text-sm">
                    <AvailabilityIcon state={v.availabilityState} />
                    {tp(`availability.${v.availabilityState}`)}
                  </p>
                  <Price
                    min={v.priceCents * line.stored.quantity}
                    old={
                      v.saleReductionCents > 0
                        ? (v.priceCents + v.saleReductionCents) * line.stored.quantity
                        : 0
                    }
                    priceRange={false}
                  />
                  <PriorPriceNote price={v.priceCents} old={v.priceCents + v.saleReductionCents} />
                  <BasketLineControls
                    itemKey={line.stored.id}
                    quantity={line.stored.quantity}
                    maxQuantity={Math.min(
                      v.stock,
                      line.product.quantityLimit ?? BASKET_VALUES.maxPiecesPerArticle,
                    )}
                    name={line.product.name}
                  />
                  <ChangeItemModal
                    itemKey={line.stored.id}
                    name={line.product.name}
                    productId={line.product.id}
                    variantId={line.stored.variantId}
                    quantity={line.stored.quantity}
                    limit={line.product.quantityLimit ?? BASKET_VALUES.maxPiecesPerArticle}
                    colors={changeColorsOf(line)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {basket.disposalServiceMaxPieces > 0 ? (
          <section aria-labelledby="disposal-service" className="mt-6 rounded-shop border border-border p-4">
            <h2 id="disposal-service" className="font-semibold">
              {t('disposalTitle')}
            </h2>
            <p className="mt-1 text-sm">
              {t('disposalText', {
                price: formatPrice(values.disposalServicePerPieceCents, money),
              })}
            </p>
            <div className="mt-2">
              <DisposalServiceControl
                pieces={basket.disposalServicePieces}
                maxPieces={basket.disposalServiceMaxPieces}
              />
            </div>
          </section>
        ) : null}
      </section>
      <section aria-labelledby="basket-totals" className="h-fit rounded-shop bg-surface-muted p-4">
        <h2 id="basket-totals" className="text-lg font-bold">
          {t('totalsHeading')}
        </h2>
        <TotalsList totals={basket.totals} testId="basket-totals" />
        {loyalty}
        {goodsCents < values.minOrderValueCents ? (
          <Hint severity="warning" className="mt-4">
            {t('minOrderValue')}
          </Hint>
        ) : giftBelowMinimum ? (
          <Hint severity="warning" className="mt-4" testId="free-gift-minimum">
            {te('BASKET_MIN_ORDER_VALUE_FREE_GIFT', {
              formattedMinOrderValueFreeGift: formatPrice(values.freeGiftMinOrderValueCents, money),
            })}
          </Hint>
        ) : (
          <ShopLink
            href="/checkout"
            className="mt-4 block rounded-shop bg-primary px-4 py-3 text-center font-semibold text-primary-contrast"
          >
            {t('toCheckout')}
          </ShopLink>
        )}
        <p className="mt-4 text-sm">{t('couponHint')}</p>
        <div className="mt-4 flex flex-col items-start gap-2">
          <TextSnippetModal
            id="shipping-cost"
            snippetKey="shippingCost"
            label={t('shippingCostLink')}
            title={t('shippingCostTitle')}
          />
          <TextSnippetModal
            id="cancellation-right"
            snippetKey="cancellationRight"
            label={t('cancellationLink')}
            title={t('cancellationTitle')}
          />
        </div>
      </section>
    </div>
  );
}
