import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { refreshSearchDocuments } from '@/server/search/build-search-index';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit/record-audit';
import type { Refusal } from '../bulk-input';
import { loadAdminStyles } from './load-admin-styles';
import { lockStyles } from './lock-styles';
import { styleInputRefusals, type StyleInput } from './style-input';
import { DEFAULT_PROMOTION, writeStyles, type ExistingSize } from './write-styles';
import { STYLE_NOTIFY_OFF } from '@/server/db/seed/seed-price-history';

export interface UpsertResult {
  /** styles written (created or changed) */
  written: number;
  /** the keys of the styles created by this call */
  created: string[];
  refused: Refusal[];
}

export interface UpsertOptions {
  /** record each style's whole before and after in the audit log (false: only what was written, for bulk feeds) */
  auditDetail?: boolean;
  /** false: the rows notify no one; the caller notifies the whole catalogue once (a bulk load) */
  notify?: boolean;
  /** runs first in the write's transaction (a feed's brands) */
  beforeWrite?: (tx: Database) => Promise<void>;
  /** runs in the write's transaction with the indices of the styles written */
  afterWrite?: (tx: Database, written: readonly number[]) => Promise<void>;
}

/**
 * Creates or updates styles whole, each with its colours, sizes, texts, attributes, categories,
 * prices per currency and stock (upsertProducts, the catalogue feed, the editor). A style is written
 * whole or not at all: every refusal names its style's index and the field. A new style is a draft
 * until published (or given `status`); an existing one keeps its state unless given. Colours and
 * sizes are matched by article number and EAN, so a size keeps its variant id (baskets, orders and
 * wishlists refer to it); colours and sizes not given are left as they are (set a size's stock to 0
 * to stop selling it, unpublish a style to take it offline). Valid styles are written in one
 * transaction with their audit entries; the prices go through the EU prior-price rule
 * (decision 0039) and the triggers notify every node (decision 0040).
 */
export async function upsertStyles(
  db: Database,
  actor: AdminActor,
  input: readonly StyleInput[],
  options: UpsertOptions = {},
): Promise<UpsertResult> {
  const { refused, valid } = checkInput(input);
  if (valid.length === 0) return { written: 0, created: [], refused };

  return db.transaction(async (tx) => {
    // a bulk load notifies the whole catalogue once, after (decision 0040)
    if (options.notify === false) await tx.execute(STYLE_NOTIFY_OFF);
    await options.beforeWrite?.(tx);
    const locked = await lockForUpsert(
      tx,
      valid.map((v) => v.style),
    );
    const conflicts = await ownershipConflicts(tx, valid);
    refused.push(...conflicts.refused);
    const writable = valid.filter((v) => !conflicts.styles.has(v.index));
    if (writable.length === 0) return { written: 0, created: [], refused: sortRefusals(refused) };
    const existingKeys = writable.filter((v) => locked.has(v.style.id)).map((v) => v.style.id);
    const before = options.auditDetail === false ? [] : await loadAdminStyles(tx, existingKeys);
    await writeStyles(
      tx,
      writable.map((v) => v.style),
      {
        statusOf: (key) => locked.get(key)?.status ?? null,
        sizes: conflicts.sizes,
        defaultPromotionOf: (colour) => conflicts.defaults.get(colour) ?? null,
      },
    );
    // the catalogue is the operator's now: the demo seed never replaces it (decision 0041)
    // (looked at first: the delete locks its row only the one time it is there)
    if (rowsOf(await tx.execute(sql`select 1 from seed_state limit 1`)).length > 0)
      await tx.execute(sql`delete from seed_state`);
    await refreshSearchDocuments(
      tx,
      writable.map((v) => v.style.id),
    );
    const beforeOf = new Map(before.map((record) => [record.id, record]));
    await recordAudit(
      tx,
      actor,
      ...writable.map((v) => ({
        operation: 'upsertProducts',
        entityType: 'style',
        entityId: v.style.id,
        before: beforeOf.get(v.style.id) ?? (locked.has(v.style.id) ? { exists: true } : null),
        after: options.auditDetail === false ? { colors: v.style.colors.length } : v.style,
      })),
    );
    await options.afterWrite?.(
      tx,
      writable.map((v) => v.index),
    );
    return {
      written: writable.length,
      created: writable.filter((v) => !locked.has(v.style.id)).map((v) => v.style.id),
      refused: sortRefusals(refused),
    };
  });
}

/** the advisory-lock space of the catalogue's names (article numbers, EANs) */
const LOCK_SPACE = 51;

const sortRefusals = (refused: Refusal[]) => refused.sort((a, b) => a.index - b.index);

/** The styles' own refusals (fields, a style given twice) and the valid ones, trimmed. */
function checkInput(input: readonly StyleInput[]): {
  refused: Refusal[];
  valid: { index: number; style: StyleInput }[];
} {
  const refused: Refusal[] = [];
  const valid: { index: number; style: StyleInput }[] = [];
  const keys = new Set<string>();
  input.map(trimmed).forEach((style, index) => {
    const problems = styleInputRefusals(style, index);
    if (problems.length === 0 && keys.has(style.id))
      problems.push({
        index,
        key: style.id,
        field: 'id',
        code: 'DUPLICATE_ITEM',
        message: 'This style came earlier in the same call.',
      });
    if (problems.length > 0) return void refused.push(...problems);
    keys.add(style.id);
    valid.push({ index, style });
  });
  return { refused, valid };
}

/**
 * What upsertStyles would refuse of these styles, written nothing and locked nothing (a feed's dry
 * run and first pass): their fields, and what the catalogue says against them as it is now.
 */
export async function upsertRefusals(db: Database, input: readonly StyleInput[]): Promise<Refusal[]> {
  const { refused, valid } = checkInput(input);
  if (valid.length > 0) refused.push(...(await ownershipConflicts(db, valid)).refused);
  return sortRefusals(refused);
}

/** The input with its keys and labels as they are written (a label ' 38' is the size 38). */
function trimmed(style: StyleInput): StyleInput {
  return {
    ...style,
    colors: style.colors.map((colour) => ({
      ...colour,
      sizes: colour.sizes.map((size) => ({ ...size, label: size.label.trim() })),
    })),
  };
}

/**
 * Locks what an upsert reads and writes, in the order of every other writer: the article numbers
 * and EANs it names (transaction advisory locks, sorted: two calls giving the same new colour or
 * EAN to different styles take turns, and the second finds it taken), then the existing sizes of
 * those colours and EANs (id, promotion), then the colours and the styles (lockStyles).
 */
async function lockForUpsert(tx: Database, styles: readonly StyleInput[]) {
  const colourIds = styles.flatMap((s) => s.colors.map((c) => c.id));
  const eans = styles.flatMap((s) => s.colors.flatMap((c) => c.sizes.map((size) => size.ean)));
  const names = [
    ...new Set([...colourIds.map((id) => `colour:${id}`), ...eans.map((ean) => `ean:${ean}`)]),
  ].sort();
  // in at most 1,024 buckets: a lock per name ran out of PostgreSQL's shared lock table on a batch of
  // 30,000 EANs; two writers whose names share a bucket take turns, as they would on the names
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, bucket)
                         from (select distinct (hashtextextended('catalogue:' || name, 0) & 1023)::int as bucket
                                 from unnest(${textArray(names)}) as name) b
                        order by bucket`);
  await tx.execute(sql`select 1 from variants where dimension_id = any(${textArray(colourIds)}) or ean = any(${textArray(eans)})
                        order by id, promotion for update`);
  return lockStyles(
    tx,
    styles.map((s) => s.id),
    colourIds,
  );
}

/**
 * What the database says against the styles: an unknown brand, an article number or EAN of another
 * style (or of another colour of the same style), or claimed by two styles of one call. Also reads
 * the existing sizes of the colours given, so that each keeps its variant id.
 */
async function ownershipConflicts(
  tx: Database,
  valid: readonly { index: number; style: StyleInput }[],
): Promise<{
  refused: Refusal[];
  styles: Set<number>;
  sizes: Map<string, ExistingSize[]>;
  defaults: Map<string, string>;
}> {
  const colourIds = valid.flatMap((v) => v.style.colors.map((c) => c.id));
  const eans = valid.flatMap((v) => v.style.colors.flatMap((c) => c.sizes.map((s) => s.ean)));
  const [brands, colours, sizes, defaults] = await Promise.all([
    tx.execute(
      sql`select id from brands where id = any(${textArray([...new Set(valid.map((v) => v.style.brand))])})`,
    ),
    tx.execute(sql`select id, master_key from products where id = any(${textArray(colourIds)})`),
    tx.execute(sql`select v.id, v.promotion, v.ean, v.dimension_id, v.size_label, p.master_key
                     from variants v join products p on p.id = v.dimension_id
                    where v.ean = any(${textArray(eans)}) or v.dimension_id = any(${textArray(colourIds)})`),
    tx.execute(
      sql`select id, promotion from dimensions where id = any(${textArray(colourIds)}) and is_default_promotion`,
    ),
  ]);
  const defaultOf = new Map(
    rowsOf<{ id: string; promotion: string }>(defaults).map((d) => [d.id, d.promotion]),
  );
  const knownBrands = new Set(rowsOf<{ id: string }>(brands).map((b) => b.id));
  const styleOfColour = new Map(
    rowsOf<{ id: string; master_key: string }>(colours).map((c) => [c.id, c.master_key]),
  );
  const sizeRows = rowsOf<{
    id: string;
    promotion: string;
    ean: string;
    dimension_id: string;
    size_label: string;
    master_key: string;
  }>(sizes);
  const colourOfEan = new Map<string, { colour: string; masterKey: string }>();
  const existing = new Map<string, ExistingSize[]>();
  for (const row of sizeRows) {
    colourOfEan.set(row.ean, { colour: row.dimension_id, masterKey: row.master_key });
    const list = existing.get(row.dimension_id) ?? [];
    list.push({ id: row.id, promotion: row.promotion, ean: row.ean, label: row.size_label });
    existing.set(row.dimension_id, list);
  }

  const refused: Refusal[] = [];
  const styles = new Set<number>();
  const claimedColours = new Map<string, string>();
  const claimedEans = new Map<string, string>();
  for (const { index, style } of valid) {
    const refuse = (field: string, code: string, message: string) => {
      refused.push({ index, key: style.id, field, code, message });
      styles.add(index);
    };
    if (!knownBrands.has(style.brand))
      refuse('brand', 'UNKNOWN_BRAND', `No brand has the id '${style.brand}'.`);
    style.colors.forEach((colour, c) => {
      const owner = styleOfColour.get(colour.id) ?? claimedColours.get(colour.id);
      if (owner !== undefined && owner !== style.id)
        return void refuse(
          `colors.${c}.id`,
          'ARTICLE_NUMBER_TAKEN',
          `The article number ${colour.id} belongs to the style ${owner}.`,
        );
      claimedColours.set(colour.id, style.id);
      const stored = existing.get(colour.id) ?? [];
      const newEans = new Set(
        colour.sizes.map((size) => size.ean).filter((e) => !stored.some((x) => x.ean === e)),
      );
      if (new Set(stored.map((x) => x.id)).size + newEans.size > 100)
        refuse(
          `colors.${c}.sizes`,
          'TOO_MANY_SIZES',
          'A colour has at most 100 sizes (EANs), those it has included.',
        );
      // the offers as they are written (a size naming no promotion is under the colour's default)
      const offers = new Set<string>();
      colour.sizes.forEach((size, s) => {
        const promotion = size.promotion ?? colour.promotion ?? defaultOf.get(colour.id) ?? DEFAULT_PROMOTION;
        for (const offer of [`ean:${size.ean}|${promotion}`, `label:${size.label}|${promotion}`])
          if (offers.has(offer))
            return void refuse(
              `colors.${c}.sizes.${s}.label`,
              'DUPLICATE_SIZE',
              `The size ${size.label} (EAN ${size.ean}) came twice under the promotion ${promotion}.`,
            );
        offers.add(`ean:${size.ean}|${promotion}`);
        offers.add(`label:${size.label}|${promotion}`);
        const holder = stored.find(
          (x) => x.label === size.label && x.promotion === promotion && x.ean !== size.ean,
        );
        if (holder && !colour.sizes.some((other) => other.ean === holder.ean))
          return void refuse(
            `colors.${c}.sizes.${s}.label`,
            'SIZE_LABEL_TAKEN',
            `The size ${size.label} of this colour has the EAN ${holder.ean}; give that EAN to change it.`,
          );
        const owner = size.variantId != null ? stored.find((x) => x.id === size.variantId) : undefined;
        if (owner && owner.ean !== size.ean)
          return void refuse(
            `colors.${c}.sizes.${s}.variantId`,
            'VARIANT_ID_TAKEN',
            `The variant id ${size.variantId} is the size with the EAN ${owner.ean}.`,
          );
        const at = `colors.${c}.sizes.${s}.ean`;
        const held = colourOfEan.get(size.ean);
        if (held && held.masterKey !== style.id)
          return void refuse(
            at,
            'EAN_TAKEN',
            `The EAN ${size.ean} is a size of the style ${held.masterKey}.`,
          );
        if (held && held.colour !== colour.id)
          return void refuse(at, 'EAN_TAKEN', `The EAN ${size.ean} is a size of the colour ${held.colour}.`);
        const claimer = claimedEans.get(size.ean);
        if (claimer !== undefined && claimer !== style.id)
          return void refuse(at, 'EAN_TAKEN', `The EAN ${size.ean} is also given for the style ${claimer}.`);
        claimedEans.set(size.ean, style.id);
      });
    });
  }
  return { refused, styles, sizes: existing, defaults: defaultOf };
}
