'use server';

import config from '@payload-config';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { actorMay, type AdminActor } from '@/server/admin/admin-actor';
import { loadAdminStyles } from '@/server/admin/catalogue/load-admin-styles';
import { setStyleStatus } from '@/server/admin/catalogue/set-style-status';
import { setPrices, type SetPriceItem } from '@/server/admin/prices/set-prices';
import { setStock } from '@/server/admin/stock/set-stock';
import { getDb } from '@/server/db';
import { adminActorOfUser } from './admin-actor-of-user';

/** The merchandiser sending the action, checked again here: a server action is a POST anyone could send. */
async function merchandiser(): Promise<AdminActor | null> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  const actor = adminActorOfUser(user);
  return actor && actorMay(actor, 'catalogue:write') ? actor : null;
}

const styleUrl = (key: string, saved: string) =>
  `/admin/catalogue?style=${encodeURIComponent(key)}&saved=${encodeURIComponent(saved)}`;

/** Publishes a style or takes it offline (publishProducts / unpublishProducts). */
export async function setStatusAction(form: FormData): Promise<void> {
  const key = String(form.get('style') ?? '').slice(0, 40);
  const actor = await merchandiser();
  if (!actor) redirect(styleUrl(key, 'error:Nur Admins und das Merchandising ändern den Katalog.'));
  const publish = form.get('publish') === '1';
  const result = await setStyleStatus(await getDb(), actor, [key], publish);
  redirect(
    styleUrl(
      key,
      result.refused[0] ? `error:${result.refused[0].message}` : publish ? 'published' : 'unpublished',
    ),
  );
}

/** Euros as a merchandiser types them (49,99 or 49.99 or 49) in cents; null when it is none. */
function cents(value: string): number | null {
  const match = /^(\d{1,7})(?:[,.](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * Saves a colour's stock levels and euro prices as changed in its form: setStock for the levels,
 * setPrices for the prices and old prices (the price rule and audit log as for the API).
 */
export async function saveSizesAction(form: FormData): Promise<void> {
  const key = String(form.get('style') ?? '').slice(0, 40);
  const actor = await merchandiser();
  if (!actor) redirect(styleUrl(key, 'error:Nur Admins und das Merchandising ändern den Katalog.'));
  const db = await getDb();
  const [style] = await loadAdminStyles(db, [key]);
  if (!style) redirect(styleUrl(key, 'error:Diesen Style gibt es nicht mehr.'));
  const stock: { ean: string; quantity: number }[] = [];
  const prices: SetPriceItem[] = [];
  const problems: string[] = [];
  for (const size of style.colors.flatMap((c) => c.sizes)) {
    const stockCell = form.get(`stock:${size.ean}`);
    if (typeof stockCell === 'string' && size.defaultPromotion) {
      const quantity = /^\d{1,8}$/.test(stockCell.trim()) ? Number(stockCell.trim()) : null;
      if (quantity === null) problems.push(`Bestand von ${size.ean}: eine ganze Zahl ab 0.`);
      else if (quantity !== size.stock) stock.push({ ean: size.ean, quantity });
    }
    const priceCell = form.get(`price:${size.ean}|${size.promotion}`);
    const oldCell = form.get(`old:${size.ean}|${size.promotion}`);
    if (typeof priceCell !== 'string') continue;
    const euro = size.prices.find((p) => p.currency === 'EUR');
    const price = cents(priceCell);
    const oldPrice = typeof oldCell === 'string' && oldCell.trim() !== '' ? cents(oldCell) : null;
    if (price === null) problems.push(`Preis von ${size.ean}: ein Betrag in Euro wie 49,99.`);
    else if (typeof oldCell === 'string' && oldCell.trim() !== '' && oldPrice === null)
      problems.push(`Alter Preis von ${size.ean}: ein Betrag in Euro wie 59,99.`);
    else if (price !== euro?.price || oldPrice !== (euro?.oldPrice ?? null))
      prices.push({ ean: size.ean, currency: 'EUR', price, oldPrice, promotion: size.promotion });
  }
  if (problems.length > 0) redirect(styleUrl(key, `error:${problems.slice(0, 3).join(' ')}`));
  const refused = [
    ...(stock.length > 0 ? (await setStock(db, actor, stock)).refused : []),
    ...(prices.length > 0 ? (await setPrices(db, actor, prices)).refused : []),
  ];
  redirect(styleUrl(key, refused[0] ? `error:${refused[0].key ?? ''}: ${refused[0].message}` : 'ok'));
}
