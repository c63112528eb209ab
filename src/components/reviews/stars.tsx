import { useTextLanguage } from '@/i18n/text-language';
/** Stars out of 5 with the accessible text of S9 ('User ratings, {rating} out of 5 stars'). */
export function Stars({
  tenths,
  label,
  size,
}: {
  tenths: number;
  label: string;
  /** a text size class; the tile's and review's default size otherwise */
  size?: string;
}) {
  const filled = Math.round(tenths / 10);
  // the label is the spec's 'User ratings, … out of 5 stars' (product.rating)
  const lang = useTextLanguage()('product.rating');
  return (
    <span role="img" aria-label={label} lang={lang} className={size ? `stars ${size}` : 'stars'}>
      {/* empty stars are outlines in the same colour: told apart by shape, not by a faint colour */}
      {'★'.repeat(filled) + '☆'.repeat(5 - filled)}
    </span>
  );
}
