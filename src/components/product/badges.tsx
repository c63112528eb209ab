import { useRepeatedTranslations } from '@/i18n/repeated-translations';
import { badgesFor, type BadgeInput } from '@/lib/badges';
import { useTextLanguage } from '@/i18n/text-language';

const SNOWFLAKE = 'M12 2v20M4.9 6l14.2 12M4.9 18L19.1 6';

/** Flag, sales-unit and heat-degree badges (spec S4.3). */
export function Badges(props: BadgeInput) {
  const t = useRepeatedTranslations('badges');
  const lang = useTextLanguage();
  const badges = badgesFor(props);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1 text-xs font-bold">
      {badges.map((badge) => {
        switch (badge.kind) {
          case 'sale':
            return (
              <li
                key="sale"
                className={`rounded-shop bg-sale text-white ${badge.slim ? 'px-1' : 'px-2 py-0.5'}`}
              >
                {t(badge.messageKey, { saving: badge.saving })}
              </li>
            );
          case 'salesUnit':
            return (
              <li key="unit" className="rounded-shop border border-border px-2 py-0.5">
                {badge.salesUnit}
              </li>
            );
          case 'heatDegree':
            return (
              <li key="heat" className="flex items-center gap-0.5 text-primary" title={t(badge.messageKey)}>
                <span className="sr-only">{t('heatLabel', { label: t(badge.messageKey) })}</span>
                {Array.from({ length: badge.level }, (_, i) => (
                  <svg
                    key={i}
                    width="14"
                    height="14"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d={SNOWFLAKE} />
                  </svg>
                ))}
              </li>
            );
          default:
            return (
              <li
                key={badge.kind}
                lang={lang(`badges.${badge.messageKey}`)}
                className="rounded-shop bg-primary px-2 py-0.5 text-primary-contrast"
              >
                {t(badge.messageKey)}
              </li>
            );
        }
      })}
    </ul>
  );
}
