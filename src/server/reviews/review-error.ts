import type { ReviewFieldProblem } from '@/lib/reviews/review-rules';

/** Expected refusals of the review calls (spec S8.4), and the form's field problems. */
export type ReviewErrorCode =
  'RATING_ALREADY_SUBMITTED' | 'RATING_NOT_AVAILABLE' | 'REVIEW_INPUT_INVALID' | 'REVIEW_NOT_FOUND';

export class ReviewError extends Error {
  constructor(
    readonly code: ReviewErrorCode,
    readonly fieldErrors: ReviewFieldProblem[] = [],
  ) {
    super(code);
    this.name = 'ReviewError';
  }
}
