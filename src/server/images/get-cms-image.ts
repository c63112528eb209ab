import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { mediaDirectory } from '@/cms/collections/media';
import type { CmsImageParams } from '@/lib/content/cms-image-url';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

const ID = /^cms-(\d{1,9})$/;
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/** Rendered editorial images, by id and parameters: 64 MB per process (the CDN caches for real). */
const cache = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (buffer) => buffer.length,
});

interface MediaRow {
  filename: string | null;
  mime_type: string | null;
  focal_x: string | number | null;
  focal_y: string | number | null;
  updated_at: string | Date;
}

/**
 * An image uploaded by an editor (CMS media), as WebP in the requested width and, with a height,
 * cut to that ratio around the editor's focal point (the spec's f=face: editors mark the face or
 * the point of interest with Payload's focal point; no face detection runs). Null for an unknown id
 * or a file that is not a raster image.
 */
export async function getCmsImage(db: Database, id: string, params: CmsImageParams): Promise<Buffer | null> {
  const match = ID.exec(id);
  if (!match) return null;
  const [row] = rowsOf<MediaRow>(
    await db.execute(
      sql`select filename, mime_type, focal_x, focal_y, updated_at from cms.media where id = ${Number(match[1])}`,
    ),
  );
  if (!row?.filename || !RASTER_TYPES.has(row.mime_type ?? '')) return null;
  // a replaced file keeps its id: the key changes with it
  const key = `${id}:${new Date(row.updated_at).getTime()}:${params.width}:${params.height}:${params.quality}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const file = path.join(mediaDirectory(), path.basename(row.filename));
  const source = await readFile(file).catch(() => null);
  if (!source) return null;
  const image = sharp(source, { failOn: 'none' }).rotate();
  const meta = await image.metadata();
  const srcWidth = meta.autoOrient?.width ?? meta.width ?? 0;
  const srcHeight = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!srcWidth || !srcHeight) return null;

  let pipeline = image;
  if (params.height === null) {
    pipeline = pipeline.resize({ width: params.width, withoutEnlargement: true });
  } else {
    const scale = Math.max(params.width / srcWidth, params.height / srcHeight);
    const scaledWidth = Math.max(params.width, Math.round(srcWidth * scale));
    const scaledHeight = Math.max(params.height, Math.round(srcHeight * scale));
    const focalX = Number(row.focal_x ?? 50) / 100;
    const focalY = Number(row.focal_y ?? 50) / 100;
    const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
    pipeline = pipeline.resize(scaledWidth, scaledHeight).extract({
      left: clamp(focalX * scaledWidth - params.width / 2, scaledWidth - params.width),
      top: clamp(focalY * scaledHeight - params.height / 2, scaledHeight - params.height),
      width: params.width,
      height: params.height,
    });
  }
  const buffer = await pipeline.webp({ quality: params.quality }).toBuffer();
  cache.set(key, buffer);
  return buffer;
}
