import { reviewAttributesFor } from '@/lib/reviews/review-attributes';
import { MAX_REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE, type ReviewSort } from '@/lib/reviews/review-sort';
import { clientAddress } from '@/server/http/client-address';
import { giveReviewFeedback, type ReviewFeedbackKind } from '@/server/reviews/give-review-feedback';
import { listReviews } from '@/server/reviews/list-reviews';
import { formAttribute, reviewOf } from '@/server/reviews/review-answer';
import { loadReviewStatistics } from '@/server/reviews/load-review-statistics';
import { rateableStyle, type RateableStyle } from '@/server/reviews/rateable-style';
import { submitReview } from '@/server/reviews/submit-review';
import type { GraphQLContext } from '../context';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { requireCustomer } from './account-call';
import { reviewCall, reviewMessage } from './review-call';

const SORTS: Record<string, ReviewSort> = {
  NEWEST: 'newest',
  MOST_HELPFUL: 'mostHelpful',
  RATING_ASC: 'ratingAsc',
  RATING_DESC: 'ratingDesc',
};
const FEEDBACK: Record<string, ReviewFeedbackKind> = {
  HELPFUL: 'helpful',
  NOT_HELPFUL: 'notHelpful',
  REPORT: 'report',
};

/** Ratings and reviews (spec S7.6: reviewStatistics, reviewDisplay, reviewSubmit, reviewFeedback). */
export const reviewResolvers: Resolvers = {
  Query: {
    reviewStatistics: async (_parent, { productId, locale }, context) => {
      const style = await styleOrNotFound(context, productId, locale);
      const s = await loadReviewStatistics(
        context.db,
        context.shop,
        { masterKey: style.masterKey },
        style.productType,
      );
      return {
        averageRating: s.averageTenths / 10,
        overallRatingAverage: s.percentage,
        maxAmountOfStars: s.maxAmountOfStars,
        totalReviewCount: s.totalReviewCount,
        recommendedCount: s.recommendedCount,
        ratingDistribution: s.ratingDistribution,
        attributeRatingsAverage: s.attributeRatingsAverage.map((a) => ({
          ...formAttribute(context.shop, a.attributeKey),
          percentage: a.percentage,
          average: a.averageTenths / 10,
        })),
        noRatingsMessage: s.totalReviewCount === 0 ? reviewMessage(context.shop, 'NO_RATINGS') : null,
      };
    },
    reviewDisplay: async (_parent, { input }, context) => {
      const style = await styleOrNotFound(context, input.productId, input.locale);
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? REVIEW_PAGE_SIZE;
      if (!Number.isInteger(page) || page < 1 || page > 10_000)
        throw apiError('BAD_USER_INPUT', 'page must be a whole number from 1 to 10000');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_REVIEW_PAGE_SIZE)
        throw apiError('BAD_USER_INPUT', `pageSize must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}`);
      if (input.rating != null && (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5))
        throw apiError('BAD_USER_INPUT', 'rating must be a whole number from 1 to 5');
      const result = await listReviews(
        context.db,
        context.shop,
        { masterKey: style.masterKey },
        {
          page,
          pageSize,
          stars: input.rating ?? null,
          sort: SORTS[input.sort ?? 'NEWEST'] ?? 'newest',
        },
      );
      return {
        ...result,
        reviews: result.reviews.map((r) => reviewOf(context.shop, r)),
        emptyMessage:
          result.totalCount > 0
            ? null
            : input.rating != null
              ? reviewMessage(context.shop, 'NO_RATINGS_WITH_STARS', { rating: input.rating })
              : reviewMessage(context.shop, 'NO_RATINGS'),
      };
    },
    reviewForm: async (_parent, { productId, locale }, context) => {
      const style = await styleOrNotFound(context, productId, locale);
      return reviewAttributesFor(style.productType).map((key) => formAttribute(context.shop, key));
    },
  },
  Mutation: {
    reviewSubmit: (_parent, { input }, context) =>
      reviewCall(context, input.locale, async () => {
        const customer = await requireCustomer(context);
        const attributeRatings: Record<string, number> = {};
        for (const a of input.attributeRatings ?? []) attributeRatings[a.attributeKey.slice(0, 40)] = a.value;
        const submitted = await submitReview(
          context.db,
          context.shop,
          customer.id,
          input.productId,
          {
            rating: input.rating,
            title: input.title,
            reviewtext: input.reviewtext,
            usernickname: input.usernickname,
            isrecommended: input.isrecommended ?? null,
            contactConsent: input.contactConsent ?? false,
            attributeRatings,
          },
          clientAddress(context.request.headers),
        );
        return {
          code: 'PRODUCT_RATED',
          message: reviewMessage(
            context.shop,
            submitted.status === 'held' ? 'PRODUCT_RATED_HELD' : 'PRODUCT_RATED',
          ),
          status: submitted.status === 'held' ? 'HELD' : 'PUBLISHED',
        };
      }),
    reviewFeedback: (_parent, { input }, context) =>
      reviewCall(context, input.locale, async () => {
        const kind = FEEDBACK[input.kind] ?? 'helpful';
        const counts = await giveReviewFeedback(
          context.db,
          context.shop,
          () => context.session.ensureId(),
          input.reviewId,
          kind,
          clientAddress(context.request.headers),
        );
        const reported = kind === 'report';
        return {
          reviewId: input.reviewId,
          ...counts,
          code: reported ? 'REVIEW_REPORTED' : null,
          message: reported ? reviewMessage(context.shop, 'REVIEW_REPORTED') : null,
        };
      }),
  },
};

async function styleOrNotFound(
  context: GraphQLContext,
  productId: string,
  locale: string,
): Promise<RateableStyle> {
  assertLocale(context.shop, locale);
  const style = await rateableStyle(context.db, productId);
  if (!style) throw apiError('NOT_FOUND', reviewMessage(context.shop, 'PRODUCT_NOT_FOUND'));
  return style;
}
