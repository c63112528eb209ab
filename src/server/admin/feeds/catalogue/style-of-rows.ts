import { TRANSLATED_LANGUAGES } from '@/lib/catalog-i18n/catalog-language';
import { CURRENCIES } from '@/lib/shop/shop';
import type { ColorInput, SizeInput, StyleInput } from '../../catalogue/style-input';
import { wholeNumber } from '../feed-columns';
import type { FeedProblem } from '../feed-problem';
import type { CsvRow } from '../read-csv-rows';
import { splitList } from './catalogue-columns';

/** A price the previous system recorded for a reduction: the shop takes it as history (decision 0041). */
export interface CarriedPrior {
  ean: string;
  promotion: string | null;
  currency: string;
  prior: number;
  since: Date;
  line: number;
}

/** The rows of one style turned into the upsert's input, with where each field came from. */
export interface CatalogueStyle {
  style: StyleInput;
  /** the brand's name where the feed gives one (the brand is created or renamed) */
  brandName: string | null;
  priors: CarriedPrior[];
  /** the problems of single cells (not a number, a list that does not add up, …) */
  problems: FeedProblem[];
  firstLine: number;
  lastLine: number;
  /** the line and column of a field of the input ('colors.0.sizes.2.prices.1.oldPrice') */
  locate(field: string | null): { line: number; column: string | null };
}

type Place = { line: number; column: string };

const LANGUAGES = ['de', ...TRANSLATED_LANGUAGES];
const BOOLEANS: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
};

/**
 * One style's rows (they follow one another in the file) as a StyleInput. A style's cells come from
 * the first row that fills them, a colour's from the colour's first row that does; a later row
 * giving another value is a problem. A column the file does not have leaves the field absent (kept on
 * an update); an empty list cell is an empty list.
 */
export function styleOfRows(columnOf: ReadonlyMap<string, number>, rows: readonly CsvRow[]): CatalogueStyle {
  const problems: FeedProblem[] = [];
  const places = new Map<string, Place>();
  const first = rows[0]!;
  const problem = (line: number, column: string | null, reason: string) =>
    problems.push({ line, column, reason });
  const has = (column: string) => columnOf.has(column);
  const cellOf = (row: CsvRow, column: string) => {
    const position = columnOf.get(column);
    return position === undefined ? '' : (row.cells[position] ?? '');
  };
  /** the value of a column over rows that share it (the style's, a colour's): the first filled cell */
  const shared = (group: readonly CsvRow[], column: string, field: string): string | null => {
    if (!has(column)) {
      // a refusal of the field names the column the file lacks
      places.set(field, { line: group[0]!.line, column });
      return null;
    }
    let value: string | null = null;
    let line = group[0]!.line;
    for (const row of group) {
      const cell = cellOf(row, column);
      if (cell === '') continue;
      if (value === null) {
        value = cell;
        line = row.line;
      } else if (cell !== value)
        problem(
          row.line,
          column,
          `differs from line ${line} (the rows of one ${field.startsWith('colors') ? 'colour' : 'style'} give it once)`,
        );
    }
    places.set(field, { line, column });
    return value;
  };
  const whole = (value: string | null, line: number, column: string, allowNegative = false) => {
    if (value === null || value === '') return null;
    const number = wholeNumber(value, allowNegative);
    if (number === null) problem(line, column, `'${clip(value)}' is not a whole number`);
    return number;
  };
  const yesNo = (value: string | null, line: number, column: string) => {
    if (value === null || value === '') return null;
    const parsed = BOOLEANS[value.toLowerCase()];
    if (parsed === undefined) problem(line, column, `'${clip(value)}' is neither yes nor no`);
    return parsed ?? null;
  };
  const lineOf = (field: string) => places.get(field)?.line ?? first.line;

  const key = cellOf(first, 'style');
  places.set('id', { line: first.line, column: 'style' });
  places.set('', { line: first.line, column: 'style' });
  const brand = shared(rows, 'brand', 'brand') ?? '';
  const brandName = shared(rows, 'brand_name', 'brandName');
  const category = shared(rows, 'category', 'primaryCategoryId') ?? '';
  const categories = shared(rows, 'categories', 'categoryIds');
  places.set('categoryIds', places.get('categoryIds') ?? { line: first.line, column: 'categories' });
  const createdCell = shared(rows, 'created_at', 'createdAt');
  let createdAt: Date | null = null;
  if (createdCell) {
    createdAt = /^\d{4}-\d{2}-\d{2}$/.test(createdCell)
      ? instant(`${createdCell}T00:00:00Z`)
      : instant(createdCell);
    if (!createdAt)
      problem(
        lineOf('createdAt'),
        'created_at',
        `'${clip(createdCell)}' is no date from 2000 on (2026-11-01 or 2026-11-01T08:00:00Z)`,
      );
  }
  const attributesCell = shared(rows, 'attributes', 'attributes');
  const attributes =
    attributesCell === null && !has('attributes')
      ? null
      : splitList(attributesCell ?? '').flatMap((item) => {
          const at = item.indexOf('=');
          if (at <= 0) {
            problem(
              lineOf('attributes'),
              'attributes',
              `'${clip(item)}' is not key=value (e.g. mainMaterial=Baumwolle)`,
            );
            return [];
          }
          return [{ key: item.slice(0, at).trim(), value: item.slice(at + 1).trim() }];
        });
  const texts: StyleInput['texts'][number][] = [];
  for (const language of LANGUAGES) {
    const name = shared(rows, `name_${language}`, `text:${language}:name`);
    const mainTitle = shared(rows, `main_title_${language}`, `text:${language}:mainTitle`);
    const description = shared(rows, `description_${language}`, `text:${language}:description`);
    if (name === null) {
      if (mainTitle !== null || description !== null)
        problem(
          lineOf(`text:${language}:${mainTitle !== null ? 'mainTitle' : 'description'}`),
          `name_${language}`,
          `a main title or description in ${language} needs the name in ${language}`,
        );
      continue;
    }
    const i = texts.length;
    texts.push({ language, name, mainTitle, description });
    places.set(`texts.${i}`, places.get(`text:${language}:name`)!);
    places.set(`texts.${i}.language`, places.get(`text:${language}:name`)!);
    for (const part of ['name', 'mainTitle', 'description'])
      places.set(
        `texts.${i}.${part}`,
        places.get(`text:${language}:${part}`) ?? places.get(`text:${language}:name`)!,
      );
  }
  places.set('texts', { line: first.line, column: 'name_de' });
  const styleField = (column: string, field: string) => shared(rows, column, field);
  const quantityLimit = styleField('quantity_limit', 'quantityLimit');
  const forwarding = styleField('forwarding_agent', 'forwardingAgent');
  const disposal = styleField('disposal_service', 'disposalService');

  // the colours in the order they first appear, each with its rows
  const colourRows = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const id = cellOf(row, 'colour');
    const list = colourRows.get(id);
    if (list) list.push(row);
    else colourRows.set(id, [row]);
  }
  const priors: CarriedPrior[] = [];
  const colors: ColorInput[] = [...colourRows].map(([id, group], c) => {
    const at = `colors.${c}`;
    places.set(at, { line: group[0]!.line, column: 'colour' });
    places.set(`${at}.id`, { line: group[0]!.line, column: 'colour' });
    places.set(`${at}.sizes`, { line: group[0]!.line, column: 'ean' });
    const images = colourImages(group, at);
    const sizes = group.map((row, s) => sizeOfRow(row, `${at}.sizes.${s}`));
    return {
      id,
      label: shared(group, 'colour_label', `${at}.label`) ?? '',
      code: shared(group, 'colour_code', `${at}.code`) ?? '',
      family: shared(group, 'colour_family', `${at}.family`) ?? '',
      promotion: shared(group, 'colour_promotion', `${at}.promotion`),
      oldDisplayNumber: shared(group, 'old_display_number', `${at}.oldDisplayNumber`),
      images,
      sizes,
    };
  });

  function colourImages(group: readonly CsvRow[], at: string): ColorInput['images'] {
    const hashes = shared(group, 'images', `${at}.images`);
    const types = shared(group, 'image_types', `${at}.imageTypes`);
    const alts = shared(group, 'image_alts', `${at}.imageAlts`);
    if (hashes === null) {
      if (types !== null || alts !== null)
        problem(lineOf(`${at}.images`), 'images', 'image types or alt texts need the images they belong to');
      return null;
    }
    const list = splitList(hashes);
    const typeList = types === null ? [] : splitList(types);
    const altList = alts === null ? [] : splitList(alts);
    const line = lineOf(`${at}.images`);
    if (types !== null && typeList.length !== list.length)
      problem(line, 'image_types', `${typeList.length} image types for ${list.length} images`);
    if (altList.length !== list.length)
      problem(
        line,
        'image_alts',
        `${altList.length} alt texts for ${list.length} images (every image has one)`,
      );
    list.forEach((_, i) => {
      places.set(`${at}.images.${i}`, { line, column: 'images' });
      places.set(`${at}.images.${i}.hash`, { line, column: 'images' });
      places.set(`${at}.images.${i}.type`, { line, column: 'image_types' });
      places.set(`${at}.images.${i}.alt`, { line, column: 'image_alts' });
    });
    return list.map((hash, i) => ({ hash, type: typeList[i] || null, alt: altList[i] ?? '' }));
  }

  function sizeOfRow(row: CsvRow, at: string): SizeInput {
    const place = (field: string, column: string) => places.set(`${at}${field}`, { line: row.line, column });
    place('', 'ean');
    place('.ean', 'ean');
    place('.variantId', 'size_id');
    place('.label', 'size');
    place('.promotion', 'promotion');
    place('.stock', 'stock');
    place('.availability', 'availability');
    place('.deliverability', 'deliverability');
    place('.subsequentDelivery', 'subsequent_delivery');
    place('.prices', 'price_eur');
    const cell = (column: string) => cellOf(row, column);
    const optional = (column: string) => (has(column) && cell(column) !== '' ? cell(column) : null);
    const ean = cell('ean');
    const promotion = optional('promotion');
    const prices: SizeInput['prices'][number][] = [];
    for (const currency of CURRENCIES) {
      const c = currency.toLowerCase();
      const priceCell = optional(`price_${c}`);
      const oldCell = optional(`old_price_${c}`);
      const priorCell = optional(`prior_price_${c}`);
      const sinceCell = optional(`reduced_since_${c}`);
      if (priceCell === null) {
        for (const [column, value] of [
          [`old_price_${c}`, oldCell],
          [`prior_price_${c}`, priorCell],
          [`reduced_since_${c}`, sinceCell],
        ] as const)
          if (value !== null) problem(row.line, column, `needs the price in ${currency} (price_${c})`);
        continue;
      }
      const p = prices.length;
      place(`.prices.${p}`, `price_${c}`);
      place(`.prices.${p}.currency`, `price_${c}`);
      place(`.prices.${p}.price`, `price_${c}`);
      place(`.prices.${p}.oldPrice`, `old_price_${c}`);
      const price = amount(priceCell, `price_${c}`);
      const oldPrice = oldCell === null ? null : amount(oldCell, `old_price_${c}`);
      prices.push({
        currency,
        price: price ?? Number.NaN,
        oldPrice: oldCell === null ? null : (oldPrice ?? Number.NaN),
      });
      if (priorCell === null && sinceCell === null) continue;
      if (oldCell === null) {
        problem(
          row.line,
          priorCell !== null ? `prior_price_${c}` : `reduced_since_${c}`,
          `a reduction's history needs its old price (old_price_${c})`,
        );
        continue;
      }
      const since = sinceCell === null ? null : instant(sinceCell);
      if (since === null)
        problem(
          row.line,
          `reduced_since_${c}`,
          'when the reduction started, from 2000 on with its offset, e.g. 2026-11-20T08:00:00Z',
        );
      else if (since.getTime() > Date.now())
        problem(row.line, `reduced_since_${c}`, 'a reduction cannot start in the future');
      else if (priorCell !== null) {
        const prior = amount(priorCell, `prior_price_${c}`);
        if (prior !== null && (prior < 0 || prior > MAX_AMOUNT || (oldPrice !== null && prior > oldPrice)))
          problem(
            row.line,
            `prior_price_${c}`,
            'a prior price is a whole number of cents from 0 to the old price (the 30-day low it was reduced from)',
          );
        else if (prior !== null) priors.push({ ean, promotion, currency, prior, since, line: row.line });
      }
    }
    return {
      ean,
      variantId: optional('size_id'),
      label: cell('size'),
      promotion,
      stock: stockOf(cell('stock')),
      availability: optional('availability'),
      deliverability: optional('deliverability'),
      subsequentDelivery: yesNo(optional('subsequent_delivery'), row.line, 'subsequent_delivery'),
      prices,
    };

    function stockOf(value: string): number {
      if (value === '') {
        problem(row.line, 'stock', 'the stock is required (0 for none)');
        return Number.NaN;
      }
      return whole(value, row.line, 'stock', true) ?? Number.NaN;
    }

    function amount(value: string, column: string): number | null {
      const number = wholeNumber(value, true);
      if (number === null)
        problem(row.line, column, `'${clip(value)}' is not a whole number of cents (49,99 € is 4999)`);
      return number;
    }
  }

  const style: StyleInput = {
    id: key,
    brand,
    primaryCategoryId: category,
    categoryIds: categories === null && !has('categories') ? null : splitList(categories ?? ''),
    texts,
    attributes,
    flag: styleField('flag', 'flag'),
    quantityLimit: whole(quantityLimit, lineOf('quantityLimit'), 'quantity_limit'),
    salesUnit: styleField('sales_unit', 'salesUnit'),
    heatDegree: styleField('heat_degree', 'heatDegree'),
    energyEfficiencyClass: styleField('energy_class', 'energyEfficiencyClass'),
    companyOfOrigin: styleField('company_of_origin', 'companyOfOrigin'),
    forwardingAgent: yesNo(forwarding, lineOf('forwardingAgent'), 'forwarding_agent'),
    disposalService: yesNo(disposal, lineOf('disposalService'), 'disposal_service'),
    status: styleField('status', 'status'),
    mkz: styleField('mkz', 'mkz'),
    createdAt,
    colors,
  };
  const lastLine = rows[rows.length - 1]!.line;
  return {
    style,
    brandName,
    priors,
    problems,
    firstLine: first.line,
    lastLine,
    locate(field) {
      const path = (field ?? '').split('.');
      while (path.length > 0) {
        const place = places.get(path.join('.'));
        if (place) return place;
        path.pop();
      }
      return { line: first.line, column: null };
    },
  };
}

const clip = (value: string) => value.slice(0, 40);

const MAX_AMOUNT = 1_000_000_000;

/**
 * An instant written as ISO 8601 with its offset (2026-11-20T08:00:00Z), from the year 2000 on and a
 * real calendar day; null otherwise (a date without offset would depend on the importing machine).
 */
function instant(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(value);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    Number.isNaN(date.getTime()) ||
    year < 2000 ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day
  )
    return null;
  return date;
}
