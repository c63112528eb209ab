/**
 * Icons every page may show many times (the wishlist heart on each tile), defined once per page and
 * drawn with `<use href="#…">`: a listing carries the heart's path once instead of 36 times.
 */
export const HEART_ICON = 'icon-heart';
/** the heat-degree badge's snowflake (spec S4.3), up to three per tile */
export const SNOWFLAKE_ICON = 'icon-snowflake';

export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: 'absolute' }}>
      <symbol id={HEART_ICON} viewBox="0 0 24 24">
        <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
      </symbol>
      <symbol id={SNOWFLAKE_ICON} viewBox="0 0 24 24">
        <path d="M12 2v20M4.9 6l14.2 12M4.9 18L19.1 6" />
      </symbol>
    </svg>
  );
}
