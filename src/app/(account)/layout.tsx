/** The customer area uses the shop's shell (skip link, header, main, footer). */
export { default } from '../(shop)/layout';
