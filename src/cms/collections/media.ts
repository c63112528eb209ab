import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';

/** Where uploaded files are kept: DATA_DIR/media (one node; several nodes need shared storage). */
export function mediaDirectory(): string {
  return path.resolve(process.env.DATA_DIR?.trim() || 'data', 'media');
}

/**
 * Images uploaded by editors. The shop shows them through its image endpoint (/image/cms-…) in
 * the sizes and crops a place needs, so no renditions are stored here.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: mediaDirectory(),
    // no SVG: a script in it would run on the shop's origin when opened directly
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm'],
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'What the image or video shows, for screen readers.' },
    },
    { name: 'caption', type: 'text', localized: true },
  ],
};
