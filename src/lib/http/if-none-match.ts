/** Whether an If-None-Match header names the validator (strong or weak, or `*`). */
export function matchesIfNoneMatch(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((one) => one.trim().replace(/^W\//, ''))
    .some((one) => one === bare || one === '*');
}
