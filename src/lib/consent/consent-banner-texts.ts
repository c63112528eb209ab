import type { ConsentGroup } from './consent-groups';

/** The cookie banner's texts in a shop's language (the consentBanner query answers them). */
export interface ConsentBannerTexts {
  label: string;
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  settingsTitle: string;
  intro: string;
  save: string;
  close: string;
  revisionMessage: string;
  noCookies: string;
  /** 'Ihre Cookie-ID': the settings layer shows the browser's cookie id after it */
  visitorIdLabel: string;
  cookieHeaders: { name: string; purpose: string; lifetime: string };
  links: { label: string; href: string }[];
  groups: {
    id: ConsentGroup;
    title: string;
    description: string;
    required: boolean;
    cookies: { name: string; purpose: string; lifetime: string }[];
  }[];
}
