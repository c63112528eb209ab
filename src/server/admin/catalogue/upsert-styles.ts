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
import { writeStyles, type ExistingSize } from './write-styles';

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
  const refused: Refusal[] = [];
  const valid: { index: number; style: StyleInput }[] = [];
  const keys = new Set<string>();
  input.forEach((style, index) => {
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
  if (valid.length === 0) return { written: 0, created: [], refused };

  return db.transaction(async (tx) => {
    const locked = await lockStyles(
      tx,
      valid.map((v) => v.style.id),
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
      { statusOf: (key) => locked.get(key)?.status ?? null, sizes: conflicts.sizes },
    );
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
    return {
      written: writable.length,
      created: writable.filter((v) => !locked.has(v.style.id)).map((v) => v.style.id),
      refused: sortRefusals(refused),
    };
  });
}

const sortRefusals = (refused: Refusal[]) => refused.sort((a, b) => a.index - b.index);

/**
 * What the database says against the styles: an unknown brand, an article number or EAN of another
 * style (or of another colour of the same style), or claimed by two styles of one call. Also reads
 * the existing sizes of the colours given, so that each keeps its variant id.
 */
async function ownershipConflicts(
  tx: Database,
  valid: readonly { index: number; style: StyleInput }[],
): Promise<{ refused: Refusal[]; styles: Set<number>; sizes: Map<string, ExistingSize[]> }> {
  const colourIds = valid.flatMap((v) => v.style.colors.map((c) => c.id));
  const eans = valid.flatMap((v) => v.style.colors.flatMap((c) => c.sizes.map((s) => s.ean)));
  const [brands, colours, sizes] = await Promise.all([
    tx.execute(
      sql`select id from brands where id = any(${textArray([...new Set(valid.map((v) => v.style.brand))])})`,
    ),
    tx.execute(sql`select id, master_key from products where id = any(${textArray(colourIds)})`),
    tx.execute(sql`select v.id, v.promotion, v.ean, v.dimension_id, v.size_label, p.master_key
                     from variants v join products p on p.id = v.dimension_id
                    where v.ean = any(${textArray(eans)}) or v.dimension_id = any(${textArray(colourIds)})`),
  ]);
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
    list.push({ id: row.id, promotion: row.promotion, ean: row.ean });
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
        refuse(
          `colors.${c}.id`,
          'ARTICLE_NUMBER_TAKEN',
          `The article number ${colour.id} belongs to the style ${owner}.`,
        );
      claimedColours.set(colour.id, style.id);
      colour.sizes.forEach((size, s) => {
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
  return { refused, styles, sizes: existing };
}
