import { timingSafeEqual } from 'node:crypto';

/**
 * Operator endpoints answer only with `Authorization: Bearer $OPERATOR_TOKEN`; without the setting
 * (or with one shorter than 32 characters) they do not exist.
 */
export function isOperatorRequest(request: Request): boolean {
  const expected = process.env.OPERATOR_TOKEN?.trim();
  if (!expected || expected.length < 32) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
