/**
 * The benchmarks run many shoppers in this process, all from one client address as the shop's
 * per-client limits count them (in-process calls share one): the limits are those of a network
 * with as many shoppers. Imported before anything that reads the limits.
 */
process.env.LIMIT_SESSIONS_PER_CLIENT ??= '100000000';
process.env.LIMIT_ORDERS_PER_CLIENT ??= '100000000';

export {};
