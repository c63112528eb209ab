/** The consent groups of customer-and-content S3. */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
