import { CURRENCIES } from '@/lib/shop/shop';
import { CATALOGUE_COLUMNS, joinList } from './catalogue-columns';
import type { ExportStyle } from './read-catalogue';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * A style's rows of the catalogue feed, cells in CATALOGUE_COLUMNS order: a row per size offer, the
 * style's cells on its first row and each colour's on the colour's first row (decision 0041).
 */
export function catalogueRows(style: ExportStyle): string[][] {
  const styleCells: Record<string, string> = {
    style: style.key,
    status: style.status,
    brand: style.brand,
    brand_name: style.brandName,
    category: style.category,
    categories: joinList(style.categories),
    created_at: style.createdAt.toISOString(),
    mkz: style.mkz,
    flag: style.flag,
    quantity_limit: style.quantityLimit === null ? '' : String(style.quantityLimit),
    sales_unit: style.salesUnit ?? '',
    heat_degree: style.heatDegree ?? '',
    energy_class: style.energyClass ?? '',
    company_of_origin: style.companyOfOrigin ?? '',
    forwarding_agent: yesNo(style.forwardingAgent),
    disposal_service: yesNo(style.disposalService),
    attributes: joinList(style.attributes.map((a) => `${a.key}=${a.value}`)),
  };
  for (const text of style.texts) {
    styleCells[`name_${text.language}`] = text.name;
    styleCells[`main_title_${text.language}`] = text.mainTitle;
    styleCells[`description_${text.language}`] = text.description;
  }
  const rows: string[][] = [];
  for (const colour of style.colours) {
    const colourCells: Record<string, string> = {
      colour: colour.id,
      colour_label: colour.label,
      colour_code: colour.code,
      colour_family: colour.family,
      colour_promotion: colour.defaultPromotion,
      old_display_number: colour.oldDisplayNumber ?? '',
      images: joinList(colour.images.map((i) => i.hash)),
      image_types: joinList(colour.images.map((i) => i.type)),
      image_alts: joinList(colour.images.map((i) => i.alt)),
    };
    colour.sizes.forEach((size, s) => {
      const cells: Record<string, string> = {
        ...(rows.length === 0 ? styleCells : { style: style.key }),
        ...(s === 0 ? colourCells : { colour: colour.id }),
        ean: size.ean,
        size_id: size.id,
        size: size.label,
        promotion: size.promotion === colour.defaultPromotion ? '' : size.promotion,
        stock: String(size.stock),
        availability: size.availability,
        deliverability: size.deliverability,
        subsequent_delivery: yesNo(size.subsequent),
      };
      for (const price of size.prices) {
        const c = price.currency.toLowerCase();
        if (!(CURRENCIES as readonly string[]).includes(price.currency)) continue;
        cells[`price_${c}`] = String(price.price);
        cells[`old_price_${c}`] = price.oldPrice === null ? '' : String(price.oldPrice);
        cells[`prior_price_${c}`] = price.prior === null ? '' : String(price.prior);
        cells[`reduced_since_${c}`] = price.reducedSince ? price.reducedSince.toISOString() : '';
      }
      rows.push(CATALOGUE_COLUMNS.map((column) => cells[column] ?? ''));
    });
  }
  return rows;
}
