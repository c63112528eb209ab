import { ATTRIBUTE_SCALE, type ReviewAttribute } from './review-attributes';
import { MAX_STARS } from './review-sort';

/** What a shopper sends with the review form (spec S3.4). */
export interface ReviewInput {
  rating: number;
  title: string;
  reviewtext: string;
  usernickname: string;
  isrecommended: boolean | null;
  contactConsent: boolean;
  attributeRatings: Record<string, number>;
}

/** One field's problem: a key of the messages' reviews.fieldErrors with its values. */
export interface ReviewFieldProblem {
  field: keyof ReviewInput;
  key: 'required' | 'rating' | 'tooShort' | 'tooLong' | 'attribute';
  values: Record<string, number>;
}

export const REVIEW_LIMITS = {
  title: { min: 2, max: 100 },
  reviewtext: { min: 20, max: 3000 },
  usernickname: { min: 2, max: 40 },
} as const;

/** Reports (from this many client addresses) that hold a published review until a moderator looks at it. */
export const REPORT_THRESHOLD = 3;

/**
 * The form's rules: overall rating 1–5 stars, title, text and nickname required within their
 * lengths, detail ratings only for the product's properties and within the scale. Required fields
 * are marked with * (S4.8).
 */
export function checkReview(
  input: ReviewInput,
  attributes: readonly ReviewAttribute[],
): ReviewFieldProblem[] {
  const problems: ReviewFieldProblem[] = [];
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > MAX_STARS)
    problems.push({ field: 'rating', key: 'rating', values: { max: MAX_STARS } });
  for (const field of ['title', 'reviewtext', 'usernickname'] as const) {
    const length = visibleLength(input[field]);
    const { min, max } = REVIEW_LIMITS[field];
    if (length === 0) problems.push({ field, key: 'required', values: {} });
    else if (length < min) problems.push({ field, key: 'tooShort', values: { min } });
    else if (length > max) problems.push({ field, key: 'tooLong', values: { max } });
  }
  for (const [key, value] of Object.entries(input.attributeRatings)) {
    if (
      !(attributes as readonly string[]).includes(key) ||
      !Number.isInteger(value) ||
      value < 1 ||
      value > ATTRIBUTE_SCALE
    ) {
      problems.push({ field: 'attributeRatings', key: 'attribute', values: { max: ATTRIBUTE_SCALE } });
      break;
    }
  }
  return problems;
}

const graphemes = new Intl.Segmenter('de', { granularity: 'grapheme' });

/** The characters a reader sees: letters with their accents count once, invisible ones not at all. */
export function visibleLength(value: string): number {
  let count = 0;
  for (const { segment } of graphemes.segment(value.trim())) if (!/^[\s\p{Cf}]*$/u.test(segment)) count++;
  return count;
}

// links, e-mail addresses and phone numbers: spam, or personal data in a public text; a domain of
// any top-level domain written in small letters ('evil.xyz'), or of a common one in any case
const LINK = /(https?:\/\/|www\.|\b[\p{L}\d-]+\.(?:com|net|org|info|shop|store|de|at|ch|eu|io|ly|ru)\b)/iu;
// small letters only: 'Passt super.Danke!' is a sentence without its space, not an address
const LOWER_CASE_DOMAIN = /(?<![\p{L}\d-])[a-z\d-]{2,}\.[a-z]{2,6}(?=$|[\s/:?#),;!.])/u;
/** a letter carrying more accents than any language writes on one (Zalgo text) */
const STACKED_MARKS = /\p{M}{4,}/u;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu;
const PHONE = /(?:\+|\b0)\d[\d /-]{6,}\d/;
/** insults and spam words that hold a review for a moderator (whole words, any case) */
const BLOCKED_WORDS = [
  'arschloch', 'wichser', 'hurensohn', 'fotze', 'schlampe', 'missgeburt', 'spast', 'nazi',
  'viagra', 'casino', 'bitcoin', 'krypto', 'escort',
]; // prettier-ignore
const BLOCKED = new RegExp(`(?<![\\p{L}])(?:${BLOCKED_WORDS.join('|')})(?![\\p{L}])`, 'iu');

/**
 * Why a review that passed the form's rules is held for a moderator instead of published, or null:
 * links, contact data or blocked words in its title, text or nickname.
 */
export function holdReason(input: Pick<ReviewInput, 'title' | 'reviewtext' | 'usernickname'>): string | null {
  const all = `${input.title}\n${input.reviewtext}\n${input.usernickname}`;
  if (LINK.test(all) || LOWER_CASE_DOMAIN.test(all) || EMAIL.test(all) || PHONE.test(all)) return 'links';
  if (BLOCKED.test(all)) return 'blockedWords';
  if (STACKED_MARKS.test(all)) return 'characters';
  return null;
}

/**
 * The texts as stored: composed (NFC), without invisible format characters (zero-width spaces,
 * direction overrides that turn a nickname around; the joiner of emoji sequences stays), title and
 * nickname on one line with single spaces, paragraphs of the text kept.
 */
export function normaliseReview(input: ReviewInput): ReviewInput {
  return {
    ...input,
    title: oneLine(visible(input.title)),
    usernickname: oneLine(visible(input.usernickname)),
    reviewtext: visible(input.reviewtext)
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function visible(value: string): string {
  return value.normalize('NFC').replace(/(?!\u200d)\p{Cf}/gu, '');
}
