/** Account pages answer unknown numbers with the shop's not-found page. */
export { default, generateMetadata } from '../(shop)/not-found';
