import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { CATALOG_CHANNEL } from '@/server/cache/change-listener';
import { CATALOG_EVERYTHING } from '@/server/cache/change-tags';
import type { Database } from '@/server/db/client';
import { refreshSearchWordLists } from '@/server/search/build-search-index';
import type { AdminActor } from '../../admin-actor';
import { upsertRefusals, upsertStyles } from '../../catalogue/upsert-styles';
import type { FeedProblem } from '../feed-problem';
import { catalogueBatches } from './catalogue-batches';
import { carryPriorPrices } from './carry-prior-prices';
import { writeBrands } from './write-brands';
import type { CatalogueStyle } from './style-of-rows';

export interface CatalogueReport {
  /** data rows in the file */
  rows: number;
  styles: number;
  problems: FeedProblem[];
  /** styles written (0 on a dry run, or when a bad row refused the file) */
  written: number;
  dryRun: boolean;
}

export interface CatalogueOptions {
  dryRun?: boolean;
  /** write the good styles of a file with bad rows (else a bad row refuses the whole file) */
  skipBad?: boolean;
  onProgress?: (phase: 'checked' | 'written', styles: number) => void;
}

const BRAND_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** Styles per upsert (one transaction each). */
const BATCH = 250;

/**
 * Loads a catalogue feed (decision 0041): a first pass checks every row (each cell, each style as
 * upsertProducts checks it, and what the catalogue and the rest of the file say against it) and
 * names every bad one by line, column and reason; a dry run stops there. A real run writes nothing
 * when a row is bad, unless `skipBad` (then the styles with a bad row are left out whole); a bad
 * header always refuses the file. The second pass writes 250 styles per transaction through
 * upsertStyles (audit log, price rule, search documents), with the feed's brands and prior prices,
 * and notifies every node of the whole catalogue once at the end. A feed is idempotent: one that
 * stopped halfway is run again whole.
 */
export async function importCatalogue(
  db: Database,
  actor: AdminActor,
  open: () => Readable,
  options: CatalogueOptions = {},
): Promise<CatalogueReport> {
  const dryRun = options.dryRun ?? false;
  const report: CatalogueReport = { rows: 0, styles: 0, problems: [], written: 0, dryRun };
  const checked = await checkFeed(db, open, report, options);
  report.problems = tidy(report.problems);
  if (checked.stopped || dryRun) return report;
  if (checked.headerBad || (report.problems.length > 0 && !options.skipBad)) return report;

  let written = false;
  for await (const event of catalogueBatches(open, BATCH)) {
    if (event.kind !== 'batch') continue;
    const styles = event.styles.filter((s) => !checked.bad.has(s.style.id));
    if (styles.length === 0) continue;
    const named = styles.flatMap((s) => (s.brandName ? [{ id: s.style.brand, name: s.brandName }] : []));
    const result = await upsertStyles(
      db,
      actor,
      styles.map((s) => s.style),
      {
        auditDetail: false,
        notify: false,
        afterWrite: async (tx, indices) => {
          await carryPriorPrices(
            tx,
            indices.flatMap((i) => styles[i]!.priors),
          );
        },
        beforeWrite: (tx) => writeBrands(tx, actor, named),
      },
    );
    written ||= result.written > 0;
    report.written += result.written;
    // what the write refused after the check (a size another writer took meanwhile): named
    for (const refusal of result.refused) {
      const place = styles[refusal.index]!.locate(refusal.field);
      report.problems.push({ line: place.line, column: place.column, reason: refusal.message });
    }
    options.onProgress?.('written', report.written);
  }
  if (written) {
    // the suggestion terms and typo lexicon of the new assortment, then every node drops everything
    await refreshSearchWordLists(db);
    await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${CATALOG_EVERYTHING})`);
  }
  report.problems = tidy(report.problems);
  return report;
}

/** The first pass: every problem of the file, and the styles that have one. */
async function checkFeed(
  db: Database,
  open: () => Readable,
  report: CatalogueReport,
  options: CatalogueOptions,
): Promise<{ stopped: boolean; headerBad: boolean; bad: Set<string> }> {
  const bad = new Set<string>();
  let headerBad = false;
  const colourOwner = new Map<string, { style: string; line: number }>();
  const eanOwner = new Map<string, { style: string; colour: string; line: number }>();
  const namedBrands = new Set<string>();
  /** problems that the file may still resolve: a brand that a later row names */
  const unknownBrands: { brand: string; style: string; problem: FeedProblem }[] = [];
  const problem = (style: CatalogueStyle, entry: FeedProblem) => {
    report.problems.push(entry);
    bad.add(style.style.id);
  };
  for await (const event of catalogueBatches(open, BATCH)) {
    if (event.kind === 'stop') {
      report.problems.push(event.problem);
      return { stopped: true, headerBad: true, bad };
    }
    if (event.kind === 'bad-line') {
      // a line that cannot be read cannot be told to its style: the file is refused, --skip-bad too
      report.problems.push(event.problem);
      headerBad = true;
      continue;
    }
    if (event.kind === 'header') {
      report.problems.push(...event.problems);
      headerBad = event.problems.length > 0;
      continue;
    }
    report.rows += event.rows;
    report.styles += event.styles.length;
    const checkedFrom = report.problems.length;
    for (const style of event.styles) {
      for (const entry of style.problems) problem(style, entry);
      if (style.brandName !== null) {
        if (style.brandName.length > 100 || /[\u0000-\u001F\u007F]/.test(style.brandName))
          problem(style, {
            ...style.locate('brand'),
            column: 'brand_name',
            reason: 'a brand name has at most 100 characters and no control characters',
          });
        else namedBrands.add(style.style.brand);
      }
      fileConflicts(style, colourOwner, eanOwner, problem);
    }
    const refusals = await upsertRefusals(
      db,
      event.styles.map((s) => s.style),
    );
    // the cells the file's own checks named already (a cell that is not a number is not also 'invalid')
    const named = new Set(report.problems.slice(checkedFrom).map((p) => `${p.line}|${p.column}`));
    for (const refusal of refusals) {
      const style = event.styles[refusal.index]!;
      const entry = { ...style.locate(refusal.field), reason: refusal.message };
      if (named.has(`${entry.line}|${entry.column}`)) {
        bad.add(style.style.id);
        continue;
      }
      // a brand the file may still name on a later row (a well-formed id not in the shop yet)
      if (refusal.code === 'UNKNOWN_BRAND' && refusal.field === 'brand' && BRAND_ID.test(style.style.brand))
        unknownBrands.push({ brand: style.style.brand, style: style.style.id, problem: entry });
      else problem(style, entry);
    }
    options.onProgress?.('checked', report.styles);
  }
  for (const pending of unknownBrands)
    if (!namedBrands.has(pending.brand)) {
      report.problems.push({
        ...pending.problem,
        reason: `${pending.problem.reason} (a new brand needs its name in brand_name)`,
      });
      bad.add(pending.style);
    }
  return { stopped: false, headerBad, bad };
}

/** A colour or EAN that an earlier style of the file has (the catalogue's own are checked by the upsert). */
function fileConflicts(
  style: CatalogueStyle,
  colourOwner: Map<string, { style: string; line: number }>,
  eanOwner: Map<string, { style: string; colour: string; line: number }>,
  problem: (style: CatalogueStyle, entry: FeedProblem) => void,
): void {
  const key = style.style.id;
  style.style.colors.forEach((colour, c) => {
    const owner = colourOwner.get(colour.id);
    if (owner && owner.style !== key)
      problem(style, {
        ...style.locate(`colors.${c}.id`),
        reason: `the colour ${colour.id} is also in the style ${owner.style} (line ${owner.line})`,
      });
    else if (!owner) colourOwner.set(colour.id, { style: key, line: style.locate(`colors.${c}`).line });
    colour.sizes.forEach((size, s) => {
      const held = eanOwner.get(size.ean);
      const at = style.locate(`colors.${c}.sizes.${s}.ean`);
      if (held && (held.style !== key || held.colour !== colour.id))
        problem(style, {
          ...at,
          reason: `the EAN ${size.ean} is also a size of ${held.style} ${held.colour} (line ${held.line})`,
        });
      else if (!held) eanOwner.set(size.ean, { style: key, colour: colour.id, line: at.line });
    });
  });
}

/** Problems in line order, each once (the file's check and the write's may name the same). */
function tidy(problems: FeedProblem[]): FeedProblem[] {
  const seen = new Set<string>();
  const kept: FeedProblem[] = [];
  for (const problem of problems) {
    const place = `${problem.line}|${problem.column}|${problem.reason}`;
    if (seen.has(place)) continue;
    seen.add(place);
    kept.push(problem);
  }
  return kept.sort((a, b) => a.line - b.line || String(a.column).localeCompare(String(b.column)));
}
