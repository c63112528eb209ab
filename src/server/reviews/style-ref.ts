import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose reviews: a style by its master key, or by the product id of one of its colours. The
 * product page knows only the id until the product is loaded; naming the style by the id lets its
 * review queries run alongside the product's instead of after them.
 */
export type StyleRef = { masterKey: string } | { productId: string };

/** The style's master key as an SQL expression. */
export function masterKeyOf(style: StyleRef): SQL {
  return 'masterKey' in style
    ? sql`${style.masterKey}`
    : sql`(select p.master_key from products p where p.id = ${style.productId})`;
}
