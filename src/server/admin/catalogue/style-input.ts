import { COLOR_FAMILY_IDS, isColorFamily } from '@/lib/color-families';
import { createCategoryIndex } from '@/lib/category/tree';
import { TRANSLATED_LANGUAGES } from '@/lib/catalog-i18n/catalog-language';
import { isFilterId } from '@/lib/listing/filter-ids';
import { CURRENCIES } from '@/lib/shop/shop';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import { STYLE_STATUSES } from '@/server/db/schema/catalog';
import { isValidEan, type Refusal } from '../bulk-input';

/** A style as upsertProducts, the catalogue feed and the editor write it (the API's StyleInput). */
export interface StyleInput {
  id: string;
  brand: string;
  primaryCategoryId: string;
  categoryIds?: readonly string[] | null;
  texts: readonly {
    language: string;
    name: string;
    mainTitle?: string | null;
    description?: string | null;
  }[];
  attributes?: readonly { key: string; value: string }[] | null;
  flag?: string | null;
  quantityLimit?: number | null;
  salesUnit?: string | null;
  heatDegree?: string | null;
  energyEfficiencyClass?: string | null;
  companyOfOrigin?: string | null;
  forwardingAgent?: boolean | null;
  disposalService?: boolean | null;
  /** absent: a new style is a draft, an existing one keeps its state */
  status?: string | null;
  /** the two-digit product key the shop API shows; absent: 00 for a new style, kept on an update */
  mkz?: string | null;
  /** when the style came into the assortment (the newest-first sort); absent: now, kept on an update */
  createdAt?: Date | null;
  colors: readonly ColorInput[];
}

export interface ColorInput {
  id: string;
  label: string;
  code: string;
  family: string;
  promotion?: string | null;
  oldDisplayNumber?: string | null;
  images?: readonly { hash: string; type?: string | null; alt: string }[] | null;
  sizes: readonly SizeInput[];
}

export interface SizeInput {
  ean: string;
  /** a new size's variant id (the article number and two digits); absent: the next free one */
  variantId?: string | null;
  label: string;
  promotion?: string | null;
  stock: number;
  availability?: string | null;
  deliverability?: string | null;
  subsequentDelivery?: boolean | null;
  prices: readonly { currency: string; price: number; oldPrice?: number | null }[];
}

export const MAX_UPSERT_STYLES = 1_000;
const MAX_COLORS = 30;
/** a variant id is the article number and two digits */
const MAX_SIZES = 100;
const STYLE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const FLAGS = ['none', 'sale', 'new', 'exclusiveOnline', 'priceHighlighting'];
const AVAILABILITY = ['available', 'delayed', 'outsold', 'outOfStock'];
const HEAT_DEGREES = ['LEVEL_0', 'LEVEL_1', 'LEVEL_2', 'LEVEL_3'];
const IMAGE_TYPES = ['model', 'detail', 'ambiente', 'packshot'];
const COMPUTED_FILTERS = new Set(['price', 'sale', 'searchColor', 'heatDegree']);
const MAX_AMOUNT = 1_000_000_000;
const MAX_STOCK = 10_000_000;
const LANGUAGES = new Set<string>(['de', ...TRANSLATED_LANGUAGES]);
const CATEGORIES = createCategoryIndex(CATEGORY_TREE);

/** A style's input checked on its own: the refusals of its fields, each naming the field by path. */
export function styleInputRefusals(style: StyleInput, index: number): Refusal[] {
  const refusals: Refusal[] = [];
  const key = typeof style.id === 'string' ? style.id.slice(0, 40) : null;
  const refuse = (field: string, code: string, message: string) =>
    refusals.push({ index, key, field, code, message });

  if (!STYLE_KEY.test(style.id))
    refuse('id', 'INVALID_STYLE_KEY', "A style key has 1 to 40 letters, digits, '.', '_' or '-'.");
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(style.brand)) refuse('brand', 'UNKNOWN_BRAND', 'No brand has this id.');
  const primary = CATEGORIES.byId(style.primaryCategoryId);
  if (!primary)
    refuse(
      'primaryCategoryId',
      'UNKNOWN_CATEGORY',
      `No category has the id '${clip(style.primaryCategoryId)}'.`,
    );
  else if (!primary.productType || primary.children?.length)
    refuse(
      'primaryCategoryId',
      'NOT_A_PRODUCT_CATEGORY',
      'The primary category is one without subcategories that names a product type (breadcrumbs and images follow it).',
    );
  (style.categoryIds ?? []).forEach((id, i) => {
    if (!CATEGORIES.byId(id))
      refuse(`categoryIds.${i}`, 'UNKNOWN_CATEGORY', `No category has the id '${clip(id)}'.`);
  });

  const languages = new Set<string>();
  style.texts.forEach((text, i) => {
    if (!LANGUAGES.has(text.language))
      return void refuse(
        `texts.${i}.language`,
        'UNKNOWN_LANGUAGE',
        `Languages: ${[...LANGUAGES].join(', ')}.`,
      );
    if (languages.has(text.language))
      refuse(`texts.${i}.language`, 'DUPLICATE_LANGUAGE', `The ${text.language} texts came twice.`);
    languages.add(text.language);
    checkText(refuse, `texts.${i}.name`, text.name, 1, 200);
    checkText(refuse, `texts.${i}.mainTitle`, text.mainTitle ?? '', 0, 300);
    checkText(refuse, `texts.${i}.description`, text.description ?? '', 0, 20_000);
  });
  if (!languages.has('de')) refuse('texts', 'MISSING_GERMAN_NAME', 'A style needs its German (de) name.');

  const attributeKeys = new Set<string>();
  (style.attributes ?? []).forEach((attribute, i) => {
    if (!isFilterId(attribute.key) || COMPUTED_FILTERS.has(attribute.key))
      return void refuse(
        `attributes.${i}.key`,
        'UNKNOWN_ATTRIBUTE',
        `'${clip(attribute.key)}' is no attribute of the listing filters.`,
      );
    if (attributeKeys.has(attribute.key))
      refuse(`attributes.${i}.key`, 'DUPLICATE_ATTRIBUTE', `The attribute ${attribute.key} came twice.`);
    attributeKeys.add(attribute.key);
    checkText(refuse, `attributes.${i}.value`, attribute.value, 1, 200);
  });
  if (style.status != null && !(STYLE_STATUSES as readonly string[]).includes(style.status))
    refuse('status', 'INVALID_STATUS', `A status is one of ${STYLE_STATUSES.join(', ')}.`);
  if (style.mkz != null && !/^\d{2}$/.test(style.mkz)) refuse('mkz', 'INVALID_MKZ', 'An mkz has 2 digits.');
  if (
    style.createdAt != null &&
    (!(style.createdAt instanceof Date) ||
      Number.isNaN(style.createdAt.getTime()) ||
      style.createdAt.getTime() > Date.now() + 60_000 ||
      style.createdAt.getUTCFullYear() < 2000)
  )
    refuse('createdAt', 'INVALID_DATE', 'A style came into the assortment between 2000 and now.');
  if (style.flag != null && !FLAGS.includes(style.flag))
    refuse('flag', 'INVALID_FLAG', `A flag is one of ${FLAGS.join(', ')}.`);
  if (
    style.quantityLimit != null &&
    (!Number.isInteger(style.quantityLimit) || style.quantityLimit < 1 || style.quantityLimit > 20)
  )
    refuse(
      'quantityLimit',
      'INVALID_QUANTITY_LIMIT',
      'A quantity limit is a whole number from 1 to 20 (none: 20).',
    );
  if (style.heatDegree != null && !HEAT_DEGREES.includes(style.heatDegree))
    refuse('heatDegree', 'INVALID_HEAT_DEGREE', `A heat degree is one of ${HEAT_DEGREES.join(', ')}.`);
  if (style.energyEfficiencyClass != null && !/^[A-G]$/.test(style.energyEfficiencyClass))
    refuse(
      'energyEfficiencyClass',
      'INVALID_ENERGY_CLASS',
      'An energy efficiency class is a letter from A to G.',
    );
  if (style.salesUnit != null) checkText(refuse, 'salesUnit', style.salesUnit, 1, 40);
  if (style.companyOfOrigin != null) checkText(refuse, 'companyOfOrigin', style.companyOfOrigin, 1, 500);

  if (style.colors.length === 0) refuse('colors', 'NO_COLORS', 'A style has at least one colour.');
  if (style.colors.length > MAX_COLORS)
    refuse('colors', 'TOO_MANY_COLORS', `A style has at most ${MAX_COLORS} colours.`);
  const colorIds = new Set<string>();
  const eans = new Map<string, string>();
  style.colors.forEach((color, c) => {
    const at = `colors.${c}`;
    if (!/^\d{6}$/.test(color.id))
      refuse(`${at}.id`, 'INVALID_ARTICLE_NUMBER', 'An article number has 6 digits.');
    else if (colorIds.has(color.id))
      refuse(`${at}.id`, 'DUPLICATE_ARTICLE_NUMBER', `The colour ${color.id} came twice.`);
    colorIds.add(color.id);
    checkText(refuse, `${at}.label`, color.label, 1, 80);
    if (!/^#[0-9a-fA-F]{6}$/.test(color.code))
      refuse(`${at}.code`, 'INVALID_COLOR_CODE', 'A colour code is #rrggbb.');
    if (!isColorFamily(color.family))
      refuse(`${at}.family`, 'UNKNOWN_COLOR_FAMILY', `Colour families: ${COLOR_FAMILY_IDS.join(', ')}.`);
    if (color.promotion != null && !/^\d{3}$/.test(color.promotion))
      refuse(`${at}.promotion`, 'INVALID_PROMOTION', 'A promotion has 3 digits.');
    if (color.oldDisplayNumber != null && !/^\d{9}$/.test(color.oldDisplayNumber))
      refuse(`${at}.oldDisplayNumber`, 'INVALID_DISPLAY_NUMBER', 'A display number has 9 digits.');
    if ((color.images ?? []).length > 20)
      refuse(`${at}.images`, 'TOO_MANY_IMAGES', 'A colour has at most 20 images.');
    (color.images ?? []).forEach((image, i) => {
      // the images the shop serves so far are its drawn ones per colour ({article number}-{n})
      const drawn = /^(\d{6})-(\d{1,2})$/.exec(image.hash);
      if (!drawn || drawn[1] !== color.id || Number(drawn[2]) > 19)
        refuse(
          `${at}.images.${i}.hash`,
          'UNKNOWN_IMAGE',
          `An image is one the shop serves for this colour: ${color.id}-0 to ${color.id}-19.`,
        );
      if (image.type != null && !IMAGE_TYPES.includes(image.type))
        refuse(`${at}.images.${i}.type`, 'INVALID_IMAGE_TYPE', `Image types: ${IMAGE_TYPES.join(', ')}.`);
      checkText(refuse, `${at}.images.${i}.alt`, image.alt, 1, 300);
    });
    if (color.sizes.length === 0) refuse(`${at}.sizes`, 'NO_SIZES', 'A colour has at least one size.');
    else if (
      color.promotion != null &&
      !color.sizes.some((size) => (size.promotion ?? color.promotion) === color.promotion)
    )
      refuse(
        `${at}.promotion`,
        'PROMOTION_WITHOUT_SIZES',
        `No size is offered under the colour's promotion ${color.promotion}.`,
      );
    const offers = new Set<string>();
    const labels = new Set<string>();
    const variantIds = new Map<string, string>();
    color.sizes.forEach((size, s) =>
      sizeRefusals(refuse, `${at}.sizes.${s}`, size, color, { offers, labels, eans, variantIds }),
    );
    if (labels.size > MAX_SIZES)
      refuse(`${at}.sizes`, 'TOO_MANY_SIZES', `A colour has at most ${MAX_SIZES} sizes.`);
  });
  return refusals;
}

function sizeRefusals(
  refuse: (field: string, code: string, message: string) => void,
  at: string,
  size: SizeInput,
  color: ColorInput,
  seen: {
    offers: Set<string>;
    labels: Set<string>;
    eans: Map<string, string>;
    variantIds: Map<string, string>;
  },
): void {
  if (!isValidEan(size.ean))
    refuse(`${at}.ean`, 'INVALID_EAN', 'An EAN has 8, 12, 13 or 14 digits with a valid check digit.');
  checkText(refuse, `${at}.label`, size.label, 1, 40);
  if (size.variantId != null && !(/^\d{8}$/.test(size.variantId) && size.variantId.startsWith(color.id)))
    refuse(
      `${at}.variantId`,
      'INVALID_VARIANT_ID',
      `A size's variant id is its article number and two digits (${color.id}00 to ${color.id}99).`,
    );
  else if (size.variantId != null) {
    const eanOfId = seen.variantIds.get(size.variantId);
    if (eanOfId !== undefined && eanOfId !== size.ean)
      refuse(
        `${at}.variantId`,
        'DUPLICATE_VARIANT_ID',
        `The variant id ${size.variantId} came for another EAN.`,
      );
    seen.variantIds.set(size.variantId, size.ean);
  }
  // a size is one EAN; the same size may be offered under a second promotion (a catalogue offer)
  const sizeOfEan = seen.eans.get(size.ean);
  if (sizeOfEan !== undefined && sizeOfEan !== `${color.id}|${size.label}`)
    refuse(`${at}.ean`, 'DUPLICATE_EAN', `The EAN ${size.ean} names another size of this style.`);
  seen.eans.set(size.ean, `${color.id}|${size.label}`);
  const promotion = size.promotion ?? color.promotion ?? null;
  if (size.promotion != null && !/^\d{3}$/.test(size.promotion))
    refuse(`${at}.promotion`, 'INVALID_PROMOTION', 'A promotion has 3 digits.');
  const offer = `${size.label}|${promotion}`;
  if (seen.offers.has(offer))
    refuse(`${at}.label`, 'DUPLICATE_SIZE', `The size ${clip(size.label)} came twice under one promotion.`);
  seen.offers.add(offer);
  seen.labels.add(size.label);
  if (!Number.isInteger(size.stock) || size.stock < 0 || size.stock > MAX_STOCK)
    refuse(`${at}.stock`, 'INVALID_QUANTITY', 'A stock level is a whole number from 0 to 10,000,000.');
  if (size.availability != null && !AVAILABILITY.includes(size.availability))
    refuse(`${at}.availability`, 'INVALID_AVAILABILITY', `Availability: ${AVAILABILITY.join(', ')}.`);
  else if ((size.availability === 'available' || size.availability === 'delayed') && size.stock <= 0)
    refuse(`${at}.availability`, 'INVALID_AVAILABILITY', 'A size without stock is outsold or outOfStock.');
  if (size.deliverability != null && !/^[A-Za-z0-9]{1,40}$/.test(size.deliverability))
    refuse(
      `${at}.deliverability`,
      'INVALID_DELIVERABILITY',
      'A deliverability key is a word such as available or endOfMarch.',
    );
  const currencies = new Set<string>();
  size.prices.forEach((price, p) => {
    const where = `${at}.prices.${p}`;
    if (!(CURRENCIES as readonly string[]).includes(price.currency))
      return void refuse(`${where}.currency`, 'UNKNOWN_CURRENCY', `Currencies: ${CURRENCIES.join(', ')}.`);
    if (currencies.has(price.currency))
      refuse(`${where}.currency`, 'DUPLICATE_CURRENCY', `The ${price.currency} price came twice.`);
    currencies.add(price.currency);
    if (!Number.isInteger(price.price) || price.price < 0 || price.price > MAX_AMOUNT)
      refuse(
        `${where}.price`,
        'INVALID_PRICE',
        'A price is a whole number of minor units from 0 to 1,000,000,000.',
      );
    const old = price.oldPrice;
    if (old != null && (!Number.isInteger(old) || old <= price.price || old > MAX_AMOUNT))
      refuse(
        `${where}.oldPrice`,
        'INVALID_OLD_PRICE',
        'An old price is a whole number of minor units above the price.',
      );
  });
  if (!currencies.has('EUR')) refuse(`${at}.prices`, 'MISSING_EURO_PRICE', 'Every size has a EUR price.');
}

function checkText(
  refuse: (field: string, code: string, message: string) => void,
  field: string,
  value: string,
  min: number,
  max: number,
): void {
  if (value.trim().length < min) return void refuse(field, 'MISSING_TEXT', 'This text is required.');
  if (value.length > max)
    return void refuse(field, 'TEXT_TOO_LONG', `At most ${max.toLocaleString('en')} characters.`);
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value))
    refuse(field, 'CONTROL_CHARACTER', 'The text holds a control character.');
}

const clip = (value: string) => String(value).slice(0, 60);

/** The categories a style is in: its primary category with its ancestors, and the further ones given. */
export function styleCategoryIds(style: StyleInput): string[] {
  const ids = new Set<string>([style.primaryCategoryId]);
  for (const ancestor of CATEGORIES.ancestorNodes(style.primaryCategoryId)) ids.add(ancestor.id);
  for (const id of style.categoryIds ?? []) ids.add(id);
  return [...ids].sort();
}

/** The product type of the primary category and the category names from the top ('Damen|Kleider|…'). */
export function primaryCategoryFacts(categoryId: string): { productType: string; masterCategory: string } {
  const node = CATEGORIES.byId(categoryId)!;
  return {
    productType: node.productType!,
    masterCategory: CATEGORIES.ancestors(categoryId)
      .map((a) => a.name)
      .join('|'),
  };
}
