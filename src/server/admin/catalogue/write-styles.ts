import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { StyleStatus, StyleTexts } from '@/server/db/schema/catalog';
import { textArray } from '@/server/db/text-array';
import { DELAYED_KEYS } from '@/server/db/seed/deliverability';
import {
  primaryCategoryFacts,
  styleCategoryIds,
  type ColorInput,
  type SizeInput,
  type StyleInput,
} from './style-input';

/** A size the database already has, so that the same EAN keeps its variant id. */
export interface ExistingSize {
  id: string;
  promotion: string;
  ean: string;
  label: string;
}

/** The promotion of a colour that names none (its display number is the article number and this). */
export const DEFAULT_PROMOTION = '000';

interface WriteContext {
  /** the state of an existing style; null for a new one */
  statusOf: (masterKey: string) => StyleStatus | null;
  /** the existing sizes by colour (article number) */
  sizes: ReadonlyMap<string, readonly ExistingSize[]>;
  /** an existing colour's default promotion; null for a new colour */
  defaultPromotionOf: (colourId: string) => string | null;
}

/**
 * Writes checked styles in a few set-based statements (each table's rows as one JSON parameter):
 * styles, attributes and categories, colours, promotions, sizes with their euro price and stock,
 * the other currencies' prices, then the colours' price summaries. The caller holds the locks.
 */
export async function writeStyles(
  tx: Database,
  styles: readonly StyleInput[],
  context: WriteContext,
): Promise<void> {
  const rows = styles.map((style, ord) => styleRow(style, ord, context.statusOf(style.id)));
  await tx.execute(sql`
    insert into styles (master_key, name, main_title, description, texts, brand_id, product_type, primary_category_id,
                        master_category, mkz, style_type, flag, sales_unit, heat_degree, energy_efficiency_class,
                        company_of_origin, disposal_note, disposal_service_product, is_free_gift, quantity_limit,
                        sort_key, created_at, status, updated_at)
    select x.master_key, x.name, x.main_title, x.description, x.texts, x.brand_id, x.product_type, x.primary_category_id,
           x.master_category, coalesce(x.mkz, '00'), x.style_type, x.flag, x.sales_unit, x.heat_degree,
           x.energy_efficiency_class, x.company_of_origin, x.disposal, x.disposal, x.is_free_gift, x.quantity_limit,
           (select coalesce(max(sort_key), 0) from styles) + x.ord + 1, coalesce(x.created_at, now()), x.status, now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
             master_key text, name text, main_title text, description text, texts jsonb, brand_id text,
             product_type text, primary_category_id text, master_category text, style_type text, flag text,
             sales_unit text, heat_degree text, energy_efficiency_class text, company_of_origin text, disposal boolean,
             is_free_gift boolean, quantity_limit smallint, ord int, status text, mkz text, created_at timestamptz)
    on conflict (master_key) do update set
      name = excluded.name, main_title = excluded.main_title, description = excluded.description,
      texts = excluded.texts, brand_id = excluded.brand_id, product_type = excluded.product_type,
      primary_category_id = excluded.primary_category_id, master_category = excluded.master_category,
      style_type = excluded.style_type, flag = excluded.flag, sales_unit = excluded.sales_unit,
      heat_degree = excluded.heat_degree, energy_efficiency_class = excluded.energy_efficiency_class,
      company_of_origin = excluded.company_of_origin, disposal_note = excluded.disposal_note,
      disposal_service_product = excluded.disposal_service_product, is_free_gift = excluded.is_free_gift,
      quantity_limit = excluded.quantity_limit, status = excluded.status, updated_at = now()`);
  // an existing style keeps its mkz and its date in the assortment unless they are given
  const dated = rows.filter((row) => row.mkz !== null || row.created_at !== null);
  if (dated.length > 0)
    await tx.execute(sql`
      update styles s set mkz = coalesce(x.mkz, s.mkz), created_at = coalesce(x.created_at, s.created_at)
        from jsonb_to_recordset(${JSON.stringify(dated)}::jsonb) as x(master_key text, mkz text, created_at timestamptz)
       where s.master_key = x.master_key
         and (s.mkz, s.created_at) is distinct from (coalesce(x.mkz, s.mkz), coalesce(x.created_at, s.created_at))`);

  const keys = textArray(styles.map((s) => s.id));
  const withAttributes = styles.filter((s) => s.attributes != null || context.statusOf(s.id) === null);
  await tx.execute(
    sql`delete from style_attributes where master_key = any(${textArray(withAttributes.map((s) => s.id))})`,
  );
  const attributes = withAttributes.flatMap((s) =>
    (s.attributes ?? []).map((a, position) => ({
      master_key: s.id,
      key: a.key,
      value: a.value.trim(),
      position,
    })),
  );
  if (attributes.length > 0)
    await tx.execute(sql`insert into style_attributes (master_key, key, value, position)
      select * from jsonb_to_recordset(${JSON.stringify(attributes)}::jsonb)
               as x(master_key text, key text, value text, position smallint)`);
  const categories = styles.flatMap((s) =>
    styleCategoryIds(s).map((category_id) => ({ master_key: s.id, category_id })),
  );
  await tx.execute(sql`delete from style_categories sc where sc.master_key = any(${keys})
      and not exists (select from jsonb_to_recordset(${JSON.stringify(categories)}::jsonb) as x(master_key text, category_id text)
                       where x.master_key = sc.master_key and x.category_id = sc.category_id)`);
  await tx.execute(sql`insert into style_categories (category_id, master_key)
      select category_id, master_key from jsonb_to_recordset(${JSON.stringify(categories)}::jsonb)
               as x(master_key text, category_id text)
    on conflict do nothing`);

  await writeColours(tx, styles, context);
}

function styleRow(style: StyleInput, ord: number, status: StyleStatus | null) {
  const german = style.texts.find((t) => t.language === 'de')!;
  const texts: StyleTexts = {};
  for (const t of style.texts)
    if (t.language !== 'de')
      texts[t.language] = {
        name: t.name.trim(),
        mainTitle: (t.mainTitle ?? '').trim() || t.name.trim(),
        description: t.description ?? '',
      };
  const { productType, masterCategory } = primaryCategoryFacts(style.primaryCategoryId);
  const isFreeGift = productType === 'freegift';
  const single = style.colors.every((c) => new Set(c.sizes.map((s) => s.label)).size === 1);
  return {
    master_key: style.id,
    name: german.name.trim(),
    main_title: (german.mainTitle ?? '').trim() || german.name.trim(),
    description: german.description ?? '',
    texts: Object.keys(texts).length > 0 ? texts : null,
    brand_id: style.brand,
    product_type: productType,
    primary_category_id: style.primaryCategoryId,
    master_category: masterCategory,
    style_type: single ? 'single' : 'sized',
    flag: style.flag ?? 'none',
    sales_unit: style.salesUnit ?? null,
    heat_degree: style.heatDegree ?? null,
    energy_efficiency_class: style.energyEfficiencyClass ?? null,
    company_of_origin: style.companyOfOrigin ?? null,
    disposal: style.disposalService === true,
    is_free_gift: isFreeGift,
    quantity_limit: isFreeGift ? 1 : (style.quantityLimit ?? null),
    ord,
    status: (style.status as StyleStatus | null | undefined) ?? status ?? 'draft',
    mkz: style.mkz ?? null,
    created_at: style.createdAt ? style.createdAt.toISOString() : null,
  };
}

async function writeColours(
  tx: Database,
  styles: readonly StyleInput[],
  context: WriteContext,
): Promise<void> {
  const colours: object[] = [];
  const dimensions: object[] = [];
  const sizes: object[] = [];
  const prices: object[] = [];
  for (const style of styles) {
    const name = style.texts.find((t) => t.language === 'de')!.name.trim();
    style.colors.forEach((colour, position) => {
      colours.push({
        id: colour.id,
        master_key: style.id,
        color_position: position,
        color_label: colour.label.trim(),
        color_code: colour.code.toLowerCase(),
        color_family: colour.family,
        old_display_number: colour.oldDisplayNumber ?? null,
        // no images given (or none): the drawn ones for a new colour, the ones it has for an existing one
        images: colour.images?.length
          ? colour.images.map((i) => ({ hash: i.hash, type: i.type ?? 'model', alt: i.alt.trim() }))
          : null,
        placeholder: placeholderImages(colour.id, `${name} in ${colour.label.trim()}`),
      });
      const promotions = [...new Set(colour.sizes.map((s) => promotionOf(s, colour, context)))];
      for (const promotion of promotions)
        dimensions.push({
          id: colour.id,
          promotion,
          // a colour naming its promotion makes it the default; otherwise a new colour's first one is
          is_default: colour.promotion != null ? promotion === colour.promotion : promotion === promotions[0],
          decides: colour.promotion != null,
        });
      const ids = variantIds(colour, context.sizes.get(colour.id) ?? []);
      const labels = [...new Set(colour.sizes.map((s) => s.label))];
      for (const size of colour.sizes) {
        const id = ids.get(size.ean)!;
        const promotion = promotionOf(size, colour, context);
        const euro = size.prices.find((p) => p.currency === 'EUR')!;
        const state = availabilityOf(size);
        sizes.push({
          id,
          promotion,
          dimension_id: colour.id,
          ean: size.ean,
          reference_key: `${colour.id}-${promotion}-${id.slice(6)}`,
          size_label: size.label.trim(),
          size_order: labels.indexOf(size.label),
          price_cents: euro.price,
          old_price: euro.oldPrice ?? null,
          availability_state: state.state,
          deliverability_key: state.key,
          stock: size.stock,
          subsequent: size.subsequentDelivery ?? state.state === 'delayed',
          forwarding: style.forwardingAgent === true,
          disposal: style.disposalService === true,
        });
        for (const price of size.prices)
          if (price.currency !== 'EUR')
            prices.push({
              currency: price.currency,
              variant_id: id,
              promotion,
              price_cents: price.price,
              old_price: price.oldPrice ?? null,
              product_id: colour.id,
            });
      }
    });
  }
  // a new colour's summary starts at 0 and is computed below; an existing colour keeps its images
  // when none are given
  await tx.execute(sql`
    insert into products (id, master_key, color_position, color_label, color_code, color_family, old_display_number,
                          images, price_min, price_max, updated_at)
    select x.id, x.master_key, x.color_position, x.color_label, x.color_code, x.color_family, x.old_display_number,
           coalesce(x.images, x.placeholder), 0, 0, now()
      from jsonb_to_recordset(${JSON.stringify(colours)}::jsonb) as x(
             id text, master_key text, color_position smallint, color_label text, color_code text, color_family text,
             old_display_number text, images jsonb, placeholder jsonb)
    on conflict (id) do update set
      color_position = excluded.color_position, color_label = excluded.color_label, color_code = excluded.color_code,
      color_family = excluded.color_family, old_display_number = excluded.old_display_number, updated_at = now()
    -- a colour of another style is refused before (under the article numbers' locks); never moved
    where products.master_key = excluded.master_key`);
  await tx.execute(sql`
    update products p set images = x.images
      from jsonb_to_recordset(${JSON.stringify(colours)}::jsonb) as x(id text, images jsonb)
     where x.images is not null and p.id = x.id and p.images is distinct from x.images`);
  // colours not given keep their place after the given ones
  await tx.execute(sql`
    update products p set color_position = r.position
      from (select id, row_number() over (partition by master_key order by
                   case when id = any(${textArray(colours.map((c) => (c as { id: string }).id))}) then 0 else 1 end,
                   color_position, id) - 1 as position
              from products where master_key = any(${textArray(styles.map((s) => s.id))})) r
     where p.id = r.id and p.color_position <> r.position`);
  await tx.execute(sql`
    insert into dimensions (id, promotion, is_default_promotion)
    select id, promotion, is_default from jsonb_to_recordset(${JSON.stringify(dimensions)}::jsonb)
             as x(id text, promotion text, is_default boolean, decides boolean)
    on conflict (id, promotion) do nothing`);
  await tx.execute(sql`
    update dimensions d set is_default_promotion = (d.promotion = x.promotion)
      from jsonb_to_recordset(${JSON.stringify(dimensions)}::jsonb) as x(id text, promotion text, is_default boolean, decides boolean)
     where x.decides and x.is_default and d.id = x.id and d.is_default_promotion <> (d.promotion = x.promotion)`);
  await tx.execute(sql`
    insert into variants (id, promotion, dimension_id, ean, reference_key, size_label, size_order, price_cents,
                          announced_old_price_cents, availability_state, deliverability_key, stock, is_subsequent_delivery,
                          deliverability_forwarding_agent, disposal_service)
    select id, promotion, dimension_id, ean, reference_key, size_label, size_order, price_cents, old_price,
           availability_state, deliverability_key, stock, subsequent, forwarding, disposal
      from jsonb_to_recordset(${JSON.stringify(sizes)}::jsonb) as x(
             id text, promotion text, dimension_id text, ean text, reference_key text, size_label text, size_order smallint,
             price_cents int, old_price int, availability_state text, deliverability_key text, stock int,
             subsequent boolean, forwarding boolean, disposal boolean)
    on conflict (id, promotion) do update set
      ean = excluded.ean, size_label = excluded.size_label, size_order = excluded.size_order,
      price_cents = excluded.price_cents, announced_old_price_cents = excluded.announced_old_price_cents,
      availability_state = excluded.availability_state, deliverability_key = excluded.deliverability_key,
      stock = excluded.stock, is_subsequent_delivery = excluded.is_subsequent_delivery,
      deliverability_forwarding_agent = excluded.deliverability_forwarding_agent,
      disposal_service = excluded.disposal_service`);
  if (prices.length > 0) {
    await tx.execute(sql`
      insert into variant_prices (currency, variant_id, promotion, price_cents, announced_old_price_cents)
      select currency, variant_id, promotion, price_cents, old_price
        from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb)
               as x(currency text, variant_id text, promotion text, price_cents int, old_price int)
      on conflict (variant_id, promotion, currency) do update set
        price_cents = excluded.price_cents, announced_old_price_cents = excluded.announced_old_price_cents`);
    await tx.execute(sql`
      insert into product_prices (currency, product_id, price_min, price_max)
      select distinct currency, product_id, 0, 0
        from jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) as x(currency text, product_id text)
      on conflict do nothing`);
  }
  await tx.execute(
    sql`select refresh_colour_summaries(${textArray(colours.map((c) => (c as { id: string }).id))})`,
  );
}

/** A size's promotion: its own, its colour's as given, the colour's default, or 000 for a new colour. */
function promotionOf(size: SizeInput, colour: ColorInput, context: WriteContext): string {
  return size.promotion ?? colour.promotion ?? context.defaultPromotionOf(colour.id) ?? DEFAULT_PROMOTION;
}

/**
 * The variant id of each EAN: the one the size has (under any promotion), the one given for a new
 * size, or a new one, the article number and two digits no other size of the colour has.
 */
function variantIds(colour: ColorInput, existing: readonly ExistingSize[]): Map<string, string> {
  const ids = new Map(existing.map((size) => [size.ean, size.id]));
  const taken = new Set(existing.map((size) => size.id));
  // the ids given for new sizes first (a conflict with an existing size was refused before)
  for (const size of colour.sizes)
    if (!ids.has(size.ean) && size.variantId != null && !taken.has(size.variantId)) {
      ids.set(size.ean, size.variantId);
      taken.add(size.variantId);
    }
  let next = 0;
  for (const size of colour.sizes) {
    if (ids.has(size.ean)) continue;
    while (taken.has(`${colour.id}${String(next).padStart(2, '0')}`)) next++;
    const id = `${colour.id}${String(next).padStart(2, '0')}`;
    ids.set(size.ean, id);
    taken.add(id);
  }
  return ids;
}

/** A size's availability: as given, or from its stock (none: sold out) and its deliverability key. */
function availabilityOf(size: SizeInput): { state: string; key: string } {
  const key = size.deliverability ?? null;
  if (size.availability != null)
    return { state: size.availability, key: key ?? defaultKey(size.availability) };
  if (size.stock <= 0) return { state: 'outsold', key: 'outsold' };
  if (key && DELAYED_KEYS.includes(key)) return { state: 'delayed', key };
  return { state: 'available', key: key ?? 'available' };
}

function defaultKey(state: string): string {
  return state === 'delayed' ? 'directShipping' : state;
}

/** The shop's drawn images of a colour (its product type's silhouette in its colour) until photos are uploaded. */
function placeholderImages(id: string, alt: string) {
  return ['model', 'detail', 'ambiente'].map((type, i) => ({ hash: `${id}-${i}`, type, alt }));
}
