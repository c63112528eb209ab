import 'server-only';
import { ATTRIBUTE_SCALE, type ReviewAttribute } from '@/lib/reviews/review-attributes';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';
import type { ReviewView } from './list-reviews';

/** A review as the API and the product page hand it to the browser (S3.4 field names). */
export interface ReviewAnswer {
  id: string;
  rating: number;
  title: string;
  reviewtext: string;
  usernickname: string;
  isrecommended: boolean | null;
  verifiedPurchase: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  attributeRatings: { attributeKey: string; label: string; value: number; valueRange: number }[];
  createdAt: string;
}

/** A property of the review form with its scale's labels in the shop's language. */
export interface FormAttribute {
  attributeKey: ReviewAttribute;
  label: string;
  valueRange: number;
  lowLabel: string;
  highLabel: string;
}

export function formAttribute(shop: ShopConfig, key: ReviewAttribute): FormAttribute {
  const t = shopTexts(shop, 'reviews');
  return {
    attributeKey: key,
    label: t(`attributes.${key}`),
    valueRange: ATTRIBUTE_SCALE,
    lowLabel: t(key === 'fit' ? 'scale.fitLow' : 'scale.low'),
    highLabel: t(key === 'fit' ? 'scale.fitHigh' : 'scale.high'),
  };
}

export function reviewOf(shop: ShopConfig, r: ReviewView): ReviewAnswer {
  const t = shopTexts(shop, 'reviews');
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    reviewtext: r.text,
    usernickname: r.nickname,
    isrecommended: r.isRecommended,
    verifiedPurchase: r.verifiedPurchase,
    helpfulCount: r.helpfulCount,
    notHelpfulCount: r.notHelpfulCount,
    attributeRatings: Object.entries(r.attributeRatings).map(([key, value]) => ({
      attributeKey: key,
      label: t(`attributes.${key}`),
      value,
      valueRange: ATTRIBUTE_SCALE,
    })),
    createdAt: r.createdAt,
  };
}
