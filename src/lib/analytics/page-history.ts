/**
 * The pages of this visit in the browser, as client navigations change them: what a product
 * view's list origin needs (storefront S2.5: "otherwise the previous page is used"), with the
 * query the page had (a listing reached by a suggestion or by category matching says so there).
 */
interface Page {
  path: string;
  /** path and query */
  url: string;
}

let current: Page | null = null;
let previous: Page | null = null;

/** Called on every page change; a new query on the same path (a filter) is the same page. */
export function notePage(path: string, search = ''): void {
  const url = search && search !== '?' ? `${path}${search.startsWith('?') ? '' : '?'}${search}` : path;
  if (current?.path === path) {
    current.url = url;
    return;
  }
  previous = current;
  current = { path, url };
}

/**
 * The page before `path` (path and query). A page's own effects run before the layout notes the
 * new path, so while the history still names another page as current, that one is the previous.
 */
export function previousPage(path: string): string | null {
  if (current !== null && current.path !== path) return current.url;
  return previous?.url ?? null;
}
