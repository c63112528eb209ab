/** Cookie that carries the shopper session token (HttpOnly; the browser's scripts never see it). */
export const SESSION_COOKIE = 'shop_session';
