export * from './catalog';
export * from './search';
export * from './shopper';
