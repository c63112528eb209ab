/** A product (style colour) id: six digits (S3.3); the epid of a product page's entry too. */
export const PRODUCT_ID = /^\d{6}$/;
