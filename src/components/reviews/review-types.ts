import type { FormAttribute, ReviewAnswer } from '@/server/reviews/review-answer';

/** A review as the browser gets it (the API's Review). */
export type ClientReview = ReviewAnswer;

export interface ClientReviewPage {
  reviews: ClientReview[];
  totalCount: number;
  page: number;
  pageCount: number;
  emptyMessage: string | null;
}

/** A property of the review form. */
export type ClientFormAttribute = FormAttribute;
