import { GraphQLScalarType, Kind } from 'graphql';
import { adminError } from './admin-errors';

function toDate(value: unknown): Date {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  // PostgreSQL keeps years 1 to 9999 (year 0 parses here, and failed there)
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999)
    throw adminError('BAD_USER_INPUT', 'A DateTime is an ISO 8601 instant, e.g. 2026-12-02T06:40:00Z.');
  return date;
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: toDate,
  parseLiteral: (ast) => toDate(ast.kind === Kind.STRING ? ast.value : null),
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: () => {
    throw adminError('BAD_USER_INPUT', 'JSON values are output only.');
  },
});
