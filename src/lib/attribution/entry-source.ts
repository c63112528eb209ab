import { THREE_DIGITS } from './attribution-cookies';

/** Attribution source types of customer-and-content S9. */
export type SourceType =
  'QUERY' | 'REFERRER' | 'REFERRER_FALLBACK' | 'APP' | 'APP_FALLBACK' | 'DEFAULT' | 'NO_ENTRY_PAGE';

export interface EntrySource {
  sourceType: SourceType;
  /** the channel code (three digits) */
  ecc: string;
  /** the marketing sub-code (three digits; '000' for none) */
  eccMarketing: string;
  campaign: string | null;
}

/** The shop's channel codes (decision 0021). */
export const CHANNEL = {
  direct: '100',
  google: '200',
  bing: '201',
  otherSearch: '202',
  metaSocial: '300',
  pinterest: '301',
  otherSocial: '302',
  otherWebsite: '400',
  otherCampaign: '410',
  paidSearch: '500',
  paidSocial: '510',
  display: '520',
  newsletter: '600',
  affiliate: '700',
  app: '800',
} as const;
export const NO_MARKETING_CODE = '000';

/** Paid channels: paid search, social and display (5xx) and affiliates (7xx). */
export const isPaidChannel = (code: string) => /^[57]\d\d$/.test(code);

const REFERRERS: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, CHANNEL.google],
  [/(^|\.)bing\.com$/, CHANNEL.bing],
  [/(^|\.)(duckduckgo\.com|ecosia\.org|search\.yahoo\.com|qwant\.com|startpage\.com)$/, CHANNEL.otherSearch],
  [/(^|\.)(facebook\.com|instagram\.com|fb\.me)$/, CHANNEL.metaSocial],
  [/(^|\.)pinterest\.[a-z.]+$/, CHANNEL.pinterest],
  [/(^|\.)(tiktok\.com|youtube\.com|t\.co|x\.com|twitter\.com|linkedin\.com)$/, CHANNEL.otherSocial],
];

const MEDIA: [RegExp, string][] = [
  [/^(cpc|ppc|paidsearch|paid_search|sea)$/, CHANNEL.paidSearch],
  [/^(paid_?social|social_?paid|cpm_social)$/, CHANNEL.paidSocial],
  [/^(display|banner|cpm)$/, CHANNEL.display],
  [/^(e-?mail|newsletter)$/, CHANNEL.newsletter],
  [/^affiliate$/, CHANNEL.affiliate],
];

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Where a visit came from, from its entry page: the query (an explicit `ecc` code, or the UTM
 * medium and source), the app (a /webview page), an external referrer (known search engines and
 * social networks, else any other website), or none of them (direct). `entry` is false when the
 * visit's entry page is not known (a later page of the visit): NO_ENTRY_PAGE.
 */
export function entrySource(input: {
  url: string;
  referrer: string;
  entry: boolean;
  webview: boolean;
}): EntrySource {
  if (!input.entry)
    return {
      sourceType: 'NO_ENTRY_PAGE',
      ecc: CHANNEL.direct,
      eccMarketing: NO_MARKETING_CODE,
      campaign: null,
    };
  const params = new URL(input.url).searchParams;
  const explicit = params.get('ecc');
  const marketing = params.get('eccMarketing') ?? params.get('ecm');
  const eccMarketing = marketing && THREE_DIGITS.test(marketing) ? marketing : NO_MARKETING_CODE;
  const campaign = params.get('utm_campaign')?.slice(0, 100) || null;
  const coded = explicit && THREE_DIGITS.test(explicit) ? explicit : null;
  if (input.webview)
    return coded
      ? { sourceType: 'APP', ecc: coded, eccMarketing, campaign }
      : { sourceType: 'APP_FALLBACK', ecc: CHANNEL.app, eccMarketing, campaign };
  if (coded) return { sourceType: 'QUERY', ecc: coded, eccMarketing, campaign };
  const medium = params.get('utm_medium')?.toLowerCase() ?? '';
  const byMedium = MEDIA.find(([pattern]) => pattern.test(medium))?.[1];
  if (byMedium) return { sourceType: 'QUERY', ecc: byMedium, eccMarketing, campaign };
  if (params.get('utm_source'))
    return { sourceType: 'QUERY', ecc: CHANNEL.otherCampaign, eccMarketing, campaign };
  const referrer = hostOf(input.referrer);
  if (referrer && referrer !== hostOf(input.url)) {
    const known = REFERRERS.find(([pattern]) => pattern.test(referrer))?.[1];
    return known
      ? { sourceType: 'REFERRER', ecc: known, eccMarketing, campaign }
      : { sourceType: 'REFERRER_FALLBACK', ecc: CHANNEL.otherWebsite, eccMarketing, campaign };
  }
  return { sourceType: 'DEFAULT', ecc: CHANNEL.direct, eccMarketing, campaign };
}
