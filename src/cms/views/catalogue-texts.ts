import type { StyleStatus } from '@/server/db/schema/catalog';

/** The states of a style as the catalogue views name them. */
export const STATUS_LABELS: Record<StyleStatus, string> = {
  draft: 'Entwurf',
  published: 'veröffentlicht',
  unpublished: 'offline',
};
