export * from './catalog';
export * from './search';
export * from './shopper';
export * from './checkout';
export * from './order';
export * from './customer';
export * from './account';
export * from './service';
