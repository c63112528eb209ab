import type { TextField } from 'payload';

/** Lower-case words and digits joined by '-', in segments joined by '/' (kundenservice/faq). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function slugField(description: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && SLUG_PATTERN.test(value)
        ? true
        : 'Use lower-case letters, digits and “-”, segments separated by “/” (e.g. kundenservice/faq).',
  };
}
