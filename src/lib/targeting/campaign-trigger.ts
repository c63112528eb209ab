/** The campaign code a visitor arrived with (spec customer-and-content S3 client state). */
export const CAMPAIGN_COOKIE = 'campaignTrigger';

/** The query parameter of campaign links: ?campaignTrigger={code}. */
export const CAMPAIGN_PARAM = 'campaignTrigger';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** A campaign code as links and the cookie carry it, or null for anything else. */
export function campaignCodeOf(value: string | null | undefined): string | null {
  return typeof value === 'string' && CODE.test(value) ? value : null;
}
