/** Marks a browser an operator set up as an in-store display (server/store/display-provisioning.ts). */
export const DISPLAY_COOKIE = 'shop_display';
export const DISPLAY_DAYS = 365;
