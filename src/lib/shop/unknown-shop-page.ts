/**
 * The answer for a host no shop is configured for (spec customer-and-content S5: 'Shop "{code}" is
 * not configured'). There is no shop, so no locale or theme: a plain English page, HTTP 404.
 */
export function unknownShopMessage(code: string): string {
  return `Shop "${code}" is not configured`;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function unknownShopPage(code: string): string {
  const message = escape(unknownShopMessage(code));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:40rem;padding:0 1rem"><main><h1>${message}</h1></main></body></html>`;
}
