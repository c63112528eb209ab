/**
 * How many products the demo assortment may have: a module of its own, so that reading the start
 * configuration (scripts/env.ts) does not load the generator and its data.
 */
export const DEFAULT_SEED_PRODUCTS = 10_000;
export const MAX_SEED_PRODUCTS = 200_000;
