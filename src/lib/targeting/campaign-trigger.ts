/**
 * The query parameter of campaign links: ?campaignTrigger={code} (spec customer-and-content S3
 * client state: the campaign trigger). It targets the page it lands on; keeping it for the session
 * needs a cookie the visitor consents to (functional, C0003), which comes with the consent manager.
 */
export const CAMPAIGN_PARAM = 'campaignTrigger';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** A campaign code as links and the cookie carry it, or null for anything else. */
export function campaignCodeOf(value: string | null | undefined): string | null {
  return typeof value === 'string' && CODE.test(value) ? value : null;
}
