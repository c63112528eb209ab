import { useRepeatedTranslations } from '@/i18n/repeated-translations';
import { badgesFor, type BadgeInput } from '@/lib/badges';
import { useTextLanguage } from '@/i18n/text-language';
import { SNOWFLAKE_ICON } from '@/components/icons/icon-sprite';

/** Flag, sales-unit and heat-degree badges (spec S4.3). */
export function Badges(props: BadgeInput) {
  const t = useRepeatedTranslations('badges');
  const lang = useTextLanguage();
  const badges = badgesFor(props);
  if (badges.length === 0) return null;
  return (
    <ul className="badges">
      {badges.map((badge) => {
        switch (badge.kind) {
          case 'sale':
            return (
              <li key="sale" className={badge.slim ? 'badge-sale-slim' : 'badge-sale'}>
                {t(badge.messageKey, { saving: badge.saving })}
              </li>
            );
          case 'salesUnit':
            return (
              <li key="unit" className="badge-unit">
                {badge.salesUnit}
              </li>
            );
          case 'heatDegree':
            return (
              <li key="heat" className="badge-heat" title={t(badge.messageKey)}>
                <span className="sr-only">{t('heatLabel', { label: t(badge.messageKey) })}</span>
                {Array.from({ length: badge.level }, (_, i) => (
                  <svg key={i} aria-hidden="true" className="snowflake">
                    <use href={`#${SNOWFLAKE_ICON}`} />
                  </svg>
                ))}
              </li>
            );
          default:
            return (
              <li key={badge.kind} lang={lang(`badges.${badge.messageKey}`)} className="badge-flag">
                {t(badge.messageKey)}
              </li>
            );
        }
      })}
    </ul>
  );
}
