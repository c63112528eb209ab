/**
 * The pages of this visit in the browser, as client navigations change them: what a product
 * view's list origin needs (storefront S2.5: "otherwise the previous page is used").
 */
let current: string | null = null;
let previous: string | null = null;

/** Called on every page (path) change. */
export function notePage(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/**
 * The page before `path`. A page's own effects run before the layout notes the new path, so while
 * the history still names another page as current, that one is the previous.
 */
export function previousPage(path: string): string | null {
  if (current !== null && current !== path) return current;
  return previous;
}
