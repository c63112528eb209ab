import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { renderProductSvg } from '@/server/images/render-product-svg';
import type { SilhouetteKey } from '@/server/images/silhouette-keys';

/** An image of the demo content: silhouettes of the shop's product drawings on a coloured ground. */
interface DemoImage {
  filename: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
  background: string;
  pieces: { silhouette: SilhouetteKey; color: string }[];
  /** where the pieces stand, as a share of the height (editors would set a focal point) */
  focalY?: number;
}

const DEMO_IMAGES: DemoImage[] = [
  {
    filename: 'demo-herbstlook.jpg',
    alt: 'Mantel in Camel, Strickkleid in Bordeaux und Hose in Anthrazit nebeneinander',
    caption: 'Drei Teile, ein Look: Camel, Bordeaux und Anthrazit.',
    width: 1600,
    height: 1200,
    background: '#efe4d6',
    pieces: [
      { silhouette: 'coat', color: '#b5835a' },
      { silhouette: 'dress', color: '#7b1e34' },
      { silhouette: 'trousers', color: '#3b3f45' },
    ],
  },
  {
    filename: 'demo-strick.jpg',
    alt: 'Strickpullover in Salbeigrün',
    width: 1200,
    height: 1200,
    background: '#e4ebe2',
    pieces: [{ silhouette: 'top', color: '#8aa287' }],
  },
  {
    filename: 'demo-rock.jpg',
    alt: 'Plisseerock in Senfgelb',
    width: 1200,
    height: 1200,
    background: '#f4ecd6',
    pieces: [{ silhouette: 'skirt', color: '#c99a2e' }],
  },
  {
    filename: 'demo-buero-outfit.jpg',
    alt: 'Blazer in Marine, Bluse in Weiß und Stoffhose in Grau',
    width: 1200,
    height: 1600,
    background: '#e6e9ef',
    pieces: [
      { silhouette: 'jacket', color: '#1f2f4f' },
      { silhouette: 'top', color: '#f5f5f2' },
      { silhouette: 'trousers', color: '#7d8088' },
    ],
  },
  {
    filename: 'demo-aktion.jpg',
    alt: 'Kleid, Mantel, Rock und Top der Herbstaktion',
    width: 2800,
    height: 1000,
    background: '#f3d9dc',
    pieces: [
      { silhouette: 'dress', color: '#c2185b' },
      { silhouette: 'coat', color: '#2f4858' },
      { silhouette: 'skirt', color: '#e0a458' },
      { silhouette: 'top', color: '#ffffff' },
    ],
  },
  // the visual filter of dresses (length): one dress per choice, 3:4
  ...(
    [
      ['mini', 'Kleid in Koralle', '#fbe3dc', '#e0674f'],
      ['knielang', 'Kleid in Petrol', '#dcebec', '#2f6f73'],
      ['midi', 'Kleid in Bordeaux', '#f1dfe2', '#7b1e34'],
      ['maxi', 'Kleid in Salbeigrün', '#e4ebe2', '#6f8f6c'],
    ] as const
  ).map(([length, alt, background, color]) => ({
    filename: `demo-kleid-${length}.jpg`,
    alt,
    width: 900,
    height: 1200,
    background,
    pieces: [{ silhouette: 'dress' as const, color }],
  })),
];

async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const slot = Math.floor(image.width / image.pieces.length);
  const pieceHeight = Math.round(Math.min(image.height * 0.92, (slot * 1860) / 1390));
  const pieceWidth = Math.round((pieceHeight * 1390) / 1860);
  const layers = await Promise.all(
    image.pieces.map(async (piece, index) => ({
      input: await sharp(
        Buffer.from(renderProductSvg({ silhouette: piece.silhouette, color: piece.color, variant: 0 })),
      )
        .resize(pieceWidth, pieceHeight)
        .png()
        .toBuffer(),
      left: Math.round(slot * index + (slot - pieceWidth) / 2),
      top: Math.round((image.height - pieceHeight) / 2),
      blend: 'multiply' as const,
    })),
  );
  return sharp({
    create: { width: image.width, height: image.height, channels: 3, background: image.background },
  })
    .composite(layers)
    .jpeg({ quality: 86 })
    .toBuffer();
}

async function findByFilename(payload: Payload, filename: string): Promise<number | null> {
  const found = await payload.find({
    collection: 'media',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { filename: { equals: filename } },
  });
  return (found.docs[0]?.id as number | undefined) ?? null;
}

/** The committed demo files (the start scripts run from the project's root). */
const ASSETS = path.resolve('src/cms/seed/assets');

export type DemoMedia = Record<
  | 'look'
  | 'knit'
  | 'skirt'
  | 'office'
  | 'campaign'
  | 'video'
  | 'poster'
  | 'dressMini'
  | 'dressKnee'
  | 'dressMidi'
  | 'dressMaxi',
  number
>;

/** A committed demo file in the media library (made once). */
export async function ensureFile(
  payload: Payload,
  name: string,
  mimetype: string,
  alt: string,
): Promise<number> {
  const existing = await findByFilename(payload, name);
  if (existing !== null) return existing;
  const data = await readFile(path.join(ASSETS, name));
  const doc = await payload.create({
    collection: 'media',
    overrideAccess: true,
    locale: 'de-AT',
    data: { alt } as never,
    file: { data, mimetype, name, size: data.length },
  });
  return doc.id as number;
}

/** The demo content's images and video in the media library (made once, reused by every shop). */
export async function ensureDemoMedia(payload: Payload): Promise<DemoMedia> {
  const ids: number[] = [];
  for (const image of DEMO_IMAGES) {
    const existing = await findByFilename(payload, image.filename);
    if (existing !== null) {
      ids.push(existing);
      continue;
    }
    const data = await renderDemoImage(image);
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: true,
      locale: 'de-AT',
      data: { alt: image.alt, caption: image.caption, focalX: 50, focalY: image.focalY ?? 50 } as never,
      file: { data, mimetype: 'image/jpeg', name: image.filename, size: data.length },
    });
    ids.push(doc.id as number);
  }
  const video = await ensureFile(
    payload,
    'demo-video.webm',
    'video/webm',
    'Stoffbahnen in Sand und Petrol, die sich sanft im Wind bewegen',
  );
  const poster = await ensureFile(
    payload,
    'demo-video-poster.jpg',
    'image/jpeg',
    'Standbild des Videos: Stoffbahnen in Sand und Petrol',
  );
  const [look, knit, skirt, office, campaign, dressMini, dressKnee, dressMidi, dressMaxi] = ids as number[] as [
    number, number, number, number, number, number, number, number, number,
  ]; // prettier-ignore
  return { look, knit, skirt, office, campaign, video, poster, dressMini, dressKnee, dressMidi, dressMaxi };
}
