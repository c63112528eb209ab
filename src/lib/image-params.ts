import { z } from 'zod';
import { DEFAULT_IMAGE_QUALITY, snapQuality, snapWidth } from './image-url';

/** w and q of the image endpoint: widths and qualities (1–100) snap to the sets it encodes. */
export const imageParamsSchema = z.object({
  w: z.coerce.number().int().min(1).max(4000).default(384).transform(snapWidth),
  q: z.coerce.number().int().min(1).max(100).default(DEFAULT_IMAGE_QUALITY).transform(snapQuality),
});

export function parseImageParams(search: URLSearchParams) {
  return imageParamsSchema.safeParse({ w: search.get('w') ?? undefined, q: search.get('q') ?? undefined });
}
