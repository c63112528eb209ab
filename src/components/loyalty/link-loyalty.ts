import { postOperation } from '@/lib/graphql-client';

export interface LinkAnswer {
  ok: boolean;
  status: 'LINKED' | 'ALREADY_ACTIVE' | null;
  message: string;
  maskedNumber: string | null;
}

/** Links a loyalty number to the session through the API; the answer's text is the shopper's hint. */
export async function linkLoyalty(
  number: string,
  locale: string,
  fallback: string,
  /** false: keep a number linked already (a link's number) */
  replace = true,
): Promise<LinkAnswer> {
  const answer = await postOperation<{
    linkLoyaltyNumber: { status: 'LINKED' | 'ALREADY_ACTIVE'; message: string; maskedNumber: string };
  }>('linkLoyaltyNumber', { input: { number, locale, replace } });
  const linked = answer.data?.linkLoyaltyNumber;
  if (linked)
    return { ok: true, status: linked.status, message: linked.message, maskedNumber: linked.maskedNumber };
  const expected = answer.errorCode?.startsWith('LOYALTY_') || answer.errorCode === 'TOO_MANY_REQUESTS';
  return {
    ok: false,
    status: null,
    message: expected && answer.errorMessage ? answer.errorMessage : fallback,
    maskedNumber: null,
  };
}
