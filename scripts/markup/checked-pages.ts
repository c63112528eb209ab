/** The pages issue 20's markup and accessibility acceptance names, with one product page. */
export function checkedPages(productPath: string): string[] {
  return [
    '/',
    '/mode/damen-kleider',
    productPath,
    '/search?q=kleid',
    '/basket',
    '/wishlist',
    '/customer',
    '/contact',
    '/checkout',
    '/directorderform',
  ];
}
