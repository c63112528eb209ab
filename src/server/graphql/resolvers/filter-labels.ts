import type { FilterId } from '@/lib/listing/filter-ids';
import messages from '../../../../messages/de-AT.json';

/** German filter names for the API, from the same messages the UI reads. */
export const FILTER_LABELS: Record<FilterId, string> = messages.attributeLabels;
