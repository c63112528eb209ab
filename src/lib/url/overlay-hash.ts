/**
 * Overlays (drawers and modals) open through the URL hash (spec S2.11): the hash holds a
 * comma-separated list of URL-encoded element ids, so several overlays can be open and a link or a
 * reload restores them.
 */

/** The overlay ids in a location hash ('#a,b' or 'a,b'); undecodable or empty parts are dropped. */
export function overlayIds(hash: string): string[] {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return [];
  return raw.split(',').flatMap((part) => {
    try {
      const id = decodeURIComponent(part).trim();
      return id ? [id] : [];
    } catch {
      return [];
    }
  });
}

/** The hash with `id` added (last), or unchanged when it is open already. */
export function withOverlay(hash: string, id: string): string {
  const ids = overlayIds(hash);
  return toHash(ids.includes(id) ? ids : [...ids, id]);
}

/** The hash without `id`. */
export function withoutOverlay(hash: string, id: string): string {
  return toHash(overlayIds(hash).filter((other) => other !== id));
}

function toHash(ids: string[]): string {
  return ids.length > 0 ? `#${ids.map(encodeURIComponent).join(',')}` : '';
}
