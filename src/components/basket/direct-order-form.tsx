'use client';

import { useShopRouter } from '@/components/client/client-state-provider';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { checkDirectOrder } from '@/lib/basket/direct-order-rules';
import { getOperation, postOperation } from '@/lib/graphql-client';
import { chosenSize, DirectOrderLine, type DirectOrderArticle, type LineState } from './direct-order-line';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

const MAX_LINES = 30;
const ARTICLE_NUMBER = /^(\d{6}|\d{9})$/;

const blankLine = (key: number): LineState => ({
  key,
  input: '',
  status: 'empty',
  article: null,
  variantId: null,
  quantity: 1,
});

/**
 * The direct order form (spec S2.9): lines of article number, size and quantity, added and
 * removed; all lines go to the basket at once, after the rules of S5 and S8.2.
 */
export function DirectOrderForm() {
  const shop = useShop();
  const t = useTranslations('directOrder');
  const te = useTranslations('basketErrors');
  const router = useShopRouter();
  const nextKey = useRef(1);
  const [lines, setLines] = useState<LineState[]>([blankLine(0)]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const looked = useRef(new Map<number, string>());

  const update = (key: number, change: Partial<LineState>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));

  async function lookup(line: LineState) {
    const input = line.input.replace(/[\s.]/g, '');
    if (looked.current.get(line.key) === input) return;
    looked.current.set(line.key, input);
    if (!input) return update(line.key, { status: 'empty', article: null, variantId: null });
    if (!ARTICLE_NUMBER.test(input))
      return update(line.key, { status: 'invalid', article: null, variantId: null });
    update(line.key, { status: 'loading' });
    const result = await getOperation<{ directOrderArticle: DirectOrderArticle }>('directOrderArticle', {
      articleNumber: input,
      locale: shop.locale,
    });
    if (looked.current.get(line.key) !== input) return; // the shopper typed on meanwhile
    const article = result.data?.directOrderArticle ?? null;
    const single = article?.sizes.length === 1 ? article.sizes[0]!.variantId : null;
    update(line.key, { status: article ? 'found' : 'invalid', article, variantId: single });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const filled = lines.filter((l) => l.status !== 'empty' || l.input.trim() !== '');
    if (filled.length === 0) return setError(t('empty'));
    if (filled.some((l) => l.status !== 'found')) return setError(te('DOF_INVALID_ARTICLE_NUMBER'));
    const problem = checkDirectOrder(
      filled.map((l) => {
        const size = chosenSize(l);
        return {
          variant: size ? { key: size.variantId, orderable: size.orderable, stock: size.stock } : null,
          quantity: l.quantity,
        };
      }),
    );
    if (problem) return setError(te(problem));
    setSending(true);
    const result = await postOperation('addDirectOrderToBasket', {
      input: {
        lines: filled.map((l) => ({
          productId: l.article!.productId,
          promotion: l.article!.promotion,
          variantId: l.variantId,
          quantity: l.quantity,
        })),
        locale: shop.locale,
      },
    });
    setSending(false);
    if (result.errorCode)
      return setError(
        result.errorCode === 'NETWORK' || !result.errorMessage
          ? te('DOF_FAILED_TO_ADD_TO_BASKET')
          : result.errorMessage,
      );
    router.push('/basket');
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="mt-6 flex flex-col gap-4"
      aria-busy={sending || undefined}
    >
      <ol className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <li key={line.key}>
            <DirectOrderLine
              line={line}
              number={index + 1}
              canRemove={lines.length > 1}
              onInput={(input) => {
                update(line.key, { input });
                setError(null);
              }}
              onLookup={() => void lookup(line)}
              onChange={(change) => {
                update(line.key, change);
                setError(null);
              }}
              onRemove={() => {
                setLines((all) => all.filter((l) => l.key !== line.key));
                setError(null);
              }}
            />
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          disabled={lines.length >= MAX_LINES}
          onClick={() => setLines((all) => [...all, blankLine(nextKey.current++)])}
          className="rounded-shop border border-border px-4 py-2 font-semibold disabled:opacity-60"
        >
          {t('addLine')}
        </button>
      </div>
      {error ? (
        <Hint severity="error" className="font-semibold">
          {error}
        </Hint>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={sending}
          className="rounded-shop bg-primary px-6 py-3 font-semibold text-primary-contrast disabled:opacity-60"
        >
          {sending ? t('adding') : t('submit')}
        </button>
      </div>
    </form>
  );
}
