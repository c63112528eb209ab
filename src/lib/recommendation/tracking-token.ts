/**
 * A recommendation's tracking string (spec S3.7): service|outputElementID|group|campaign|campaignElement.
 * The shop's service writes its id, the output, the placement group (the page type), the campaign
 * (the reason) and the campaign element (the source the list was computed from).
 */
export interface TrackingToken {
  service: string;
  outputElementID: string;
  group: string;
  campaign: string;
  campaignElement: string;
}

const FIELDS = ['service', 'outputElementID', 'group', 'campaign', 'campaignElement'] as const;

/** Joins the parts; a '|' inside a part would break the split and is dropped. */
export function formatTrackingToken(token: TrackingToken): string {
  return FIELDS.map((field) => token[field].replaceAll('|', '')).join('|');
}

/** Splits a tracking string into its five parts; missing parts are empty, extra parts are ignored. */
export function parseTrackingToken(value: string): TrackingToken {
  const parts = value.split('|');
  return Object.fromEntries(FIELDS.map((field, i) => [field, parts[i] ?? ''])) as unknown as TrackingToken;
}
