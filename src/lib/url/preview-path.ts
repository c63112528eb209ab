/** The preview's own query parameters (spec C S2): removed from the path when preview ends. */
export const PREVIEW_PARAMS = ['contentfulPreview', 'selectedTrigger'] as const;

/**
 * A path of this shop to return to: starts with one '/', no scheme or host, no backslash, at most
 * 1,000 characters. Anything else is no path (null): an open redirect is never possible.
 */
export function shopPath(value: string | null | undefined): string | null {
  if (
    !value ||
    value.length > 1000 ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  )
    return null;
  try {
    const url = new URL(value, 'http://shop.invalid');
    // '/.//evil.example' normalises to '//evil.example': a path, but one a browser reads as a host
    if (url.host !== 'shop.invalid' || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The path with the preview parameters removed (for leaving preview, spec C S4). */
export function withoutPreviewParams(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  for (const name of PREVIEW_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path with contentfulPreview=true, marking preview mode (spec C S2). */
export function withPreviewParam(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set('contentfulPreview', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
