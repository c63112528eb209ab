import { useLocale, useTranslations } from 'next-intl';
import { CmsRichText } from '@/components/content/cms-rich-text';
import { LinkHint } from '@/components/content/link-hint';
import { ConsentGate } from '@/components/consent/consent-gate';
import type { SurveyTeaser as Survey } from '@/server/content/get-survey';

/**
 * The survey teaser of a listing (spec storefront S2.3 item 11, S5): headline, description and a
 * button to the survey, opened in a new window; shown only to visitors who allowed performance
 * cookies (C0002). The page shared through the cache carries it; the browser decides.
 */
export function SurveyTeaser({ survey }: { survey: Survey | null }) {
  const t = useTranslations('content');
  const locale = useLocale();
  if (!survey) return null;
  return (
    <ConsentGate group="C0002">
      <section aria-labelledby={`survey-${survey.id}`} className="survey-teaser" data-testid="survey-teaser">
        <h2 id={`survey-${survey.id}`} className="text-lg font-bold">
          {survey.headline}
        </h2>
        <CmsRichText data={survey.description} className="text-sm" />
        <a href={survey.url} target="_blank" rel="noopener" className="survey-button">
          {survey.buttonLabel}
          <LinkHint hintKey="opensNewWindow" locale={locale} t={(key) => t(key)} />
        </a>
      </section>
    </ConsentGate>
  );
}
