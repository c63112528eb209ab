export * from './catalog';
export * from './search';
