import type { Block } from 'payload';
import { contentFrameOrigins } from '@/lib/content/frame-origins';
import { imageRatioField } from '../fields/image-ratio';

/** An image inside the text flow, shown at half its native size (spec S3 InlineAsset, S9). */
export const InlineAssetBlock: Block = {
  slug: 'InlineAsset',
  interfaceName: 'InlineAssetBlock',
  fields: [
    { name: 'internalTitle', type: 'text', admin: { description: 'For editors only.' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'alignment',
      type: 'select',
      required: true,
      defaultValue: 'left',
      options: ['left', 'center', 'right'],
    },
  ],
};

/** An editorial image in one of the ratios, in the flow or floated left/right (spec S3 ContentItemAsset). */
export const ContentItemAssetBlock: Block = {
  slug: 'ContentItemAsset',
  // the generated names would pass PostgreSQL's 63 characters
  dbName: ({ tableName }) => `${tableName}_blocks_item_asset`,
  interfaceName: 'ContentItemAssetBlock',
  fields: [
    { name: 'internalTitle', type: 'text', admin: { description: 'For editors only.' } },
    { name: 'imageCloudinary', label: 'Image', type: 'upload', relationTo: 'media', required: true },
    imageRatioField(),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'image',
      options: ['image', 'captioned'],
      admin: { description: '“captioned” shows the image’s caption below it.' },
    },
    {
      name: 'alignment',
      type: 'select',
      required: true,
      defaultValue: 'INLINE',
      options: ['INLINE', 'LEFT', 'RIGHT'],
      admin: {
        description: 'LEFT and RIGHT let the following text flow around the image (from tablet width).',
      },
    },
  ],
};

/** A video, playing muted in a loop with a pause button (spec S3 Video, S4). */
export const VideoBlock: Block = {
  slug: 'Video',
  interfaceName: 'VideoBlock',
  fields: [
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { in: ['video/mp4', 'video/webm'] } },
      admin: { description: 'An MP4 or WebM file; it plays without sound.' },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { in: ['image/jpeg', 'image/png', 'image/webp'] } },
      admin: { description: 'Shown until the video plays and when motion is reduced.' },
    },
    {
      name: 'description',
      type: 'text',
      admin: { description: 'What the video shows, for screen readers.' },
    },
    {
      name: 'responsive',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Full width of the page.' },
    },
  ],
};

/**
 * Another site's page in a frame, loaded only when the shopper asks for it (spec S3 IFrame, S9:
 * at least 400 px high, at most 1200 px wide). Only the origins in CONTENT_FRAME_ORIGINS.
 */
export const IFrameBlock: Block = {
  slug: 'IFrame',
  interfaceName: 'IFrameBlock',
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => {
        if (!value) return 'Required.';
        let origin: string;
        try {
          origin = new URL(value).origin;
        } catch {
          return 'A full https:// address.';
        }
        return contentFrameOrigins().includes(origin)
          ? true
          : `Only these sites may be shown in a frame: ${contentFrameOrigins().join(', ') || 'none'} (CONTENT_FRAME_ORIGINS).`;
      },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Names the frame for screen readers.' },
    },
    { name: 'height', type: 'number', min: 400, max: 2000, defaultValue: 400 },
    { name: 'trackingName', type: 'text' },
  ],
};
