import { useTranslations } from 'next-intl';
import { ShopLink } from '@/components/layout/shop-link';
import { AvailabilityIcon } from '@/components/product/availability-icon';
import { Price } from '@/components/product/price';
import { BASKET_VALUES } from '@/lib/basket/basket-constants';
import { toDisplayNumber } from '@/lib/display-number';
import { productImageUrl } from '@/lib/image-url';
import { formatPrice } from '@/lib/money';
import type { BasketView as Basket } from '@/server/basket/load-basket';
import { BasketLineControls, DisposalServiceControl } from './basket-change';
import { TotalsList } from './totals-list';

/** The basket page's content (spec S2.8): lines, infos, disposal service, totals. */
export function BasketView({ basket }: { basket: Basket }) {
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
  const goodsCents = basket.lines.reduce((s, l) => s + l.variant.priceCents * l.stored.quantity, 0);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="basket-items">
        <h2 id="basket-items" className="sr-only">
          {t('itemsHeading')}
        </h2>
        {notices.map((m) => (
          <p
            key={m.code}
            role="status"
            className="mb-4 rounded-shop border-l-4 border-border bg-surface-muted p-3"
          >
            {tm(m.code, m.values)}
          </p>
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
                  <BasketLineControls
                    itemKey={line.stored.id}
                    quantity={line.stored.quantity}
                    maxQuantity={Math.min(
                      v.stock,
                      line.product.quantityLimit ?? BASKET_VALUES.maxPiecesPerArticle,
                    )}
                    name={line.product.name}
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
              {t('disposalText', { price: formatPrice(BASKET_VALUES.disposalServicePerPieceCents) })}
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
        {goodsCents >= BASKET_VALUES.minOrderValueCents ? (
          <ShopLink
            href="/checkout"
            className="mt-4 block rounded-shop bg-primary px-4 py-3 text-center font-semibold text-primary-contrast"
          >
            {t('toCheckout')}
          </ShopLink>
        ) : (
          <p role="status" className="mt-4 font-semibold">
            {t('minOrderValue')}
          </p>
        )}
        <p className="mt-4 text-sm">{t('couponHint')}</p>
      </section>
    </div>
  );
}
