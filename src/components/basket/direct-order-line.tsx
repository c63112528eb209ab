'use client';

import { useTranslations } from 'next-intl';
import { lineStockShortfall } from '@/lib/basket/direct-order-rules';
import { productImageUrl } from '@/lib/image-url';
import { formatPrice } from '@/lib/money';
import { useShop } from '@/components/shop/shop-provider';
import { SeverityLabel } from '@/components/hint/hint';

export interface DirectOrderArticle {
  articleNumber: string;
  productId: string;
  promotion: string;
  name: string;
  color: string;
  image: { hash: string; alt: string } | null;
  sizes: { variantId: string; label: string; price: number; stock: number; orderable: boolean }[];
  /** the former number the shopper typed, when the article is listed under another now */
  oldDisplayNumber: string | null;
}

export interface LineState {
  key: number;
  input: string;
  status: 'empty' | 'loading' | 'found' | 'invalid';
  article: DirectOrderArticle | null;
  variantId: string | null;
  quantity: number;
}

export const chosenSize = (line: LineState) =>
  line.article?.sizes.find((s) => s.variantId === line.variantId) ?? null;

/** One line of the direct order form: article number → size → quantity (spec S2.9). */
export function DirectOrderLine(props: {
  line: LineState;
  number: number;
  canRemove: boolean;
  onInput: (value: string) => void;
  onLookup: () => void;
  onChange: (change: Partial<LineState>) => void;
  onRemove: () => void;
}) {
  const shop = useShop();
  const t = useTranslations('directOrder');
  const te = useTranslations('basketErrors');
  const tm = useTranslations('basketMessages');
  const { line, number } = props;
  const id = (part: string) => `dof-${line.key}-${part}`;
  const size = chosenSize(line);
  const shortfall = lineStockShortfall({
    variant: size ? { key: size.variantId, orderable: size.orderable, stock: size.stock } : null,
    quantity: line.quantity,
  });
  const numberMessage =
    line.status === 'invalid'
      ? te('DOF_INVALID_ARTICLE_NUMBER')
      : line.status === 'loading'
        ? t('lookingUp')
        : null;
  return (
    <fieldset className="grid gap-3 rounded-shop border border-border p-4 sm:grid-cols-[10rem_1fr_8rem_6rem_auto] sm:items-start">
      <legend className="sr-only">{t('line', { number })}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('number')} className="text-sm font-semibold">
          {t('articleNumber')}
        </label>
        <input
          id={id('number')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={line.input}
          aria-invalid={line.status === 'invalid' || undefined}
          aria-describedby={numberMessage ? id('number-message') : undefined}
          onChange={(e) => props.onInput(e.target.value)}
          onBlur={props.onLookup}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              props.onLookup();
            }
          }}
          className="rounded-shop border border-border px-3 py-2"
        />
        {numberMessage ? (
          <p
            id={id('number-message')}
            role={line.status === 'invalid' ? 'alert' : 'status'}
            className={`text-sm ${line.status === 'invalid' ? 'font-semibold text-error' : ''}`}
          >
            {numberMessage}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3 text-sm sm:pt-6">
        {line.article?.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
          <img
            src={productImageUrl(line.article.image.hash, { width: 96 })}
            alt=""
            width={1390}
            height={1860}
            className="product-image w-10 shrink-0 rounded-shop bg-surface-muted object-cover"
          />
        ) : null}
        {line.article ? (
          <span>
            <span className="font-semibold">{line.article.name}</span>, {line.article.color}
            {size ? <> · {t('price', { price: formatPrice(size.price, shop.money) })}</> : null}
            {line.article.oldDisplayNumber ? (
              <span className="mt-1 block" role="status" data-testid="display-number-change">
                <SeverityLabel severity="info" />
                {tm('DISPLAY_NUMBER_CHANGED', {
                  displayNumber: line.article.articleNumber,
                  oldDisplayNumber: line.article.oldDisplayNumber,
                })}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('size')} className="text-sm font-semibold">
          {t('size')}
        </label>
        <select
          id={id('size')}
          disabled={!line.article}
          value={line.variantId ?? ''}
          onChange={(e) => props.onChange({ variantId: e.target.value || null })}
          className="rounded-shop border border-border px-2 py-2"
        >
          <option value="">{t('chooseSize')}</option>
          {line.article?.sizes.map((s) => (
            <option key={s.variantId} value={s.variantId}>
              {s.orderable ? s.label : t('sizeSoldOut', { size: s.label })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('quantity')} className="text-sm font-semibold">
          {t('quantity')}
        </label>
        <select
          id={id('quantity')}
          disabled={!line.article}
          value={line.quantity}
          aria-describedby={shortfall !== null ? id('stock') : undefined}
          onChange={(e) => props.onChange({ quantity: Number(e.target.value) })}
          className="rounded-shop border border-border px-2 py-2"
        >
          {Array.from({ length: 20 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {shortfall !== null ? (
          <p id={id('stock')} className="text-sm font-semibold text-error">
            {te('BASKET_QUANTITY_MORE_THAN_STOCK', { stock: shortfall })}
          </p>
        ) : null}
      </div>
      <div className="sm:pt-6">
        {props.canRemove ? (
          <button
            type="button"
            onClick={props.onRemove}
            aria-label={t('removeLine', { number })}
            className="px-2 py-2 text-sm underline"
          >
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
