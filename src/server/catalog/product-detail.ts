import type { Currency } from '@/lib/shop/shop';
import type { ProductImage, StyleTexts } from '@/server/db/schema/catalog';

/** A size of a colour under one promotion (spec S3.2 Variant). */
export interface VariantDetail {
  id: string;
  promotion: string;
  ean: string;
  referenceKey: string;
  sizeLabel: string;
  sizeOrder: number;
  priceCents: number;
  saleReductionCents: number;
  availabilityState: 'available' | 'delayed' | 'outsold' | 'outOfStock';
  deliverabilityKey: string;
  stock: number;
  isSubsequentDelivery: boolean;
  deliverabilityForwardingAgent: boolean;
  disposalService: boolean;
  /** price and sale reduction in the other currencies' price lists (dropped by localiseProduct) */
  listPrices?: Partial<Record<Currency, { priceCents: number; saleReductionCents: number }>>;
}

/** A colour under one promotion (spec S3.2 Dimension). */
export interface DimensionDetail {
  id: string;
  promotion: string;
  isDefaultPromotion: boolean;
  label: string;
  variants: VariantDetail[];
}

/** One colour of the style, as offered in the colour tiles. */
export interface ColorDetail {
  productId: string;
  label: string;
  code: string;
  family: string;
  position: number;
  outsold: boolean;
  images: ProductImage[];
  oldDisplayNumber: string | null;
  priceMin: number;
  priceMax: number;
  priceOld: number;
  savingMin: number;
  savingMax: number;
  /** the price summary in the other currencies' price lists (dropped by localiseProduct) */
  listSummaries?: Partial<
    Record<
      Currency,
      { priceMin: number; priceMax: number; priceOld: number; savingMin: number; savingMax: number }
    >
  >;
  dimensions: DimensionDetail[];
}

/** Everything the product page and the product API need about one product (one colour of a style). */
export interface ProductDetail {
  id: string;
  masterKey: string;
  /**
   * false for a draft or a style taken offline: its page answers 404 and its sizes are sold out
   * (a basket or wishlist holding it says so); only the back office shows it
   */
  published: boolean;
  name: string;
  mainTitle: string;
  description: string;
  /** the style's texts in the other catalogue languages; localiseProduct picks the shop's */
  texts: StyleTexts | null;
  productType: string;
  primaryCategoryId: string;
  masterCategory: string;
  mkz: string;
  styleType: string;
  flag: 'sale' | 'new' | 'exclusiveOnline' | 'priceHighlighting' | 'none';
  salesUnit: string | null;
  heatDegree: 'LEVEL_0' | 'LEVEL_1' | 'LEVEL_2' | 'LEVEL_3' | null;
  energyEfficiencyClass: string | null;
  companyOfOrigin: string | null;
  disposalNote: boolean;
  disposalServiceProduct: boolean;
  isFreeGift: boolean;
  quantityLimit: number | null;
  /** per shop code: the average (tenths of a star) and count of its published reviews */
  ratings: Record<string, ShopRating>;
  brand: { id: string; name: string; image: string | null };
  attributes: { key: string; value: string }[];
  categoryIds: string[];
  /** this product's colour */
  color: ColorDetail;
  /** every colour of the style in display order, this one included */
  colors: ColorDetail[];
}

/** The product's default dimension: its default promotion. */
export function defaultDimension(color: ColorDetail): DimensionDetail | undefined {
  return color.dimensions.find((d) => d.isDefaultPromotion) ?? color.dimensions[0];
}

/** The figures of a product's published reviews in one shop (review_statistics). */
export interface ShopRating {
  tenths: number;
  count: number;
}

/** A product's rating in the shop: none (0, 0) without published reviews there. */
export function ratingIn(detail: Pick<ProductDetail, 'ratings'>, shopCode: string): ShopRating {
  return detail.ratings[shopCode] ?? { tenths: 0, count: 0 };
}
