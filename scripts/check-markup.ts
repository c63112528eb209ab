/**
 * `npm run check:markup -- [origin] [path …]`: the Nu HTML Checker (vnu) over a running shop's
 * pages as an anonymous visitor gets them. Without paths: home, a listing, its first product,
 * search, basket, wishlist, customer login, contact, checkout and the direct order form. Prints
 * each error and exits 1 when there is one. The browser test markup-checkers.spec.ts runs the same
 * checker (and axe and HTML_CodeSniffer) as a logged-in shopper with a filled basket.
 */
import { checkedPages } from './markup/checked-pages';
import { validateHtml } from './markup/vnu';

async function main() {
  const [origin = 'http://127.0.0.1:3000', ...given] = process.argv.slice(2);
  const get = async (path: string) => {
    const answer = await fetch(new URL(path, origin), { headers: { accept: 'text/html' } });
    return { status: answer.status, html: await answer.text() };
  };
  let paths = given;
  if (paths.length === 0) {
    const listing = await get('/mode/damen-kleider');
    const product = /href="(\/p\/\d{6})"/.exec(listing.html)?.[1] ?? '/p/100000';
    paths = checkedPages(product);
  }
  const documents = [];
  for (const path of paths) {
    const { status, html } = await get(path);
    console.log(`${status} ${path}`);
    documents.push({ page: path, html });
  }
  const errors = await validateHtml(documents);
  for (const e of errors)
    console.log(`${e.page}:${e.line ?? '?'} ${e.message}\n    ${e.extract.replace(/\s+/g, ' ')}`);
  console.log(`${errors.length} error(s) in ${documents.length} page(s)`);
  process.exit(errors.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
