import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands } from '@/server/db/schema/catalog';

const ID = /^[a-z0-9-]{1,64}$/;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** A word-mark logo for a brand, as SVG (browsers render the text with their own fonts). */
export async function renderBrandLogo(db: Database, id: string): Promise<string | null> {
  if (!ID.test(id)) return null;
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1);
  if (!brand) return null;
  const name = escapeXml(brand.name);
  const width = Math.max(96, Math.round(brand.name.length * 22 + 24));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="96" viewBox="0 0 ${width} 96" role="img" aria-label="${name}"><rect width="100%" height="100%" fill="#ffffff"/><text x="50%" y="58%" text-anchor="middle" dominant-baseline="middle" font-family="Georgia, 'Times New Roman', serif" font-size="40" letter-spacing="1" fill="#1d2b4f">${name}</text></svg>`;
}
