import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import type { GraphQLContext } from './context';
import { documentLimitPlugins, noIntrospectionRule } from './document-limits';
import { categoryResolvers } from './resolvers/category';
import { listingResolvers } from './resolvers/listing';
import { productResolvers } from './resolvers/product';
import { searchResolvers } from './resolvers/search';
import { wishlistResolvers } from './resolvers/wishlist';
import { basketResolvers } from './resolvers/basket';
import { checkoutResolvers } from './resolvers/checkout';
import { directOrderResolvers } from './resolvers/direct-order';
import { orderResolvers } from './resolvers/order';
import { contentResolvers } from './resolvers/content';
import { customerResolvers } from './resolvers/customer';
import { accountResolvers } from './resolvers/account';
import { serviceResolvers } from './resolvers/service';
import { reviewResolvers } from './resolvers/reviews';
import { consentResolvers } from './resolvers/consent';
import { loyaltyResolvers } from './resolvers/loyalty';
import { recommendationResolvers } from './resolvers/recommendation';
import { requestState } from './request-state';
import { errorCodesPlugin, isGraphQLError } from './error-codes-plugin';
import { ShopperSessionAccess } from '@/server/session/shopper-session';
import { isShopOrigin, shopOfRequest } from '@/server/shop/request-shop';
import { inputGuardPlugin } from './input-guard';
import { persistedQueriesPlugin } from './persisted-queries';
import { unknownShopMessage } from '@/lib/shop/unknown-shop-page';
import { sharedCacheControl } from '@/server/http/shared-cache-control';

const SCHEMA_DIR = path.join(process.cwd(), 'src/server/graphql/schema');
const SCHEMA_FILES = [
  'base.graphql',
  'product.graphql',
  'category.graphql',
  'listing.graphql',
  'search.graphql',
  'wishlist.graphql',
  'basket.graphql',
  'direct-order.graphql',
  'checkout.graphql',
  'order.graphql',
  'content.graphql',
  'customer.graphql',
  'account.graphql',
  'service.graphql',
  'reviews.graphql',
  'consent.graphql',
  'recommendation.graphql',
  'loyalty.graphql',
];

export function buildSchema() {
  const typeDefs = SCHEMA_FILES.map((f) => readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
  return makeExecutableSchema<GraphQLContext>({
    typeDefs,
    resolvers: [
      productResolvers,
      categoryResolvers,
      listingResolvers,
      searchResolvers,
      wishlistResolvers,
      basketResolvers,
      directOrderResolvers,
      checkoutResolvers,
      orderResolvers,
      contentResolvers,
      customerResolvers,
      accountResolvers,
      serviceResolvers,
      reviewResolvers,
      consentResolvers,
      loyaltyResolvers,
      recommendationResolvers,
    ],
  });
}

/**
 * Cacheable GET answers for the non-personalised operations; POST answers and anything that read
 * personal data are private. Cookies a request started (a new shopper session) are set here.
 */
function responseStatePlugin(): Plugin {
  return {
    onResponse({ request, response }) {
      const state = requestState(request);
      if (request.method === 'GET' && response.status === 200 && !state.personal && !state.uncacheable) {
        response.headers.set('Cache-Control', sharedCacheControl());
        // the answer is the host's shop's (texts, language): a shared cache keeps shops apart
        response.headers.append('Vary', 'Host, X-Forwarded-Host');
      } else response.headers.set('Cache-Control', 'no-store');
      if (state.personal) response.headers.append('Vary', 'Cookie');
      // JSON or application/graphql-response+json, as the client accepts
      response.headers.append('Vary', 'Accept');
      response.headers.set('X-Content-Type-Options', 'nosniff');
      for (const cookie of state.setCookies) response.headers.append('Set-Cookie', cookie);
    },
  };
}

export function createShopYoga(getDb: () => Promise<Database>) {
  return createYoga<Record<string, never>, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    fetchAPI: { Response },
    // the endpoint has read the body within MAX_BODY_BYTES already (handle-request.ts): a second
    // limit piped every request body through a stream once more (about 2 % of a listing answer)
    maxRequestBodySize: false,
    // only the shop's own origins may read answers cross-origin (with cookies); others get no CORS
    cors: (request) => {
      const origin = request.headers.get('origin');
      const resolved = shopOfRequest(request.headers, request.url);
      if (!origin || 'unknownCode' in resolved || !isShopOrigin(resolved.shop, origin)) return false;
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'accept'],
        maxAge: 600,
      };
    },
    context: async ({ request }) => {
      const db = await getDb();
      const state = requestState(request);
      const resolved = shopOfRequest(request.headers, request.url);
      // handleGraphQLRequest answered unknown hosts before Yoga ran
      if ('unknownCode' in resolved)
        throw new GraphQLError(unknownShopMessage(resolved.unknownCode), {
          extensions: { code: 'NOT_FOUND', http: { status: 404 } },
        });
      const shop = resolved.shop;
      return {
        db,
        shop,
        request,
        state,
        session: new ShopperSessionAccess(db, shop, request, state.setCookies),
      };
    },
    maskedErrors: {
      // never the original error's message or stack, also outside production
      isDev: false,
      maskError(error, message) {
        const original = isGraphQLError(error) ? error.originalError : error;
        if (isGraphQLError(error) && (!original || isGraphQLError(original))) return error;
        logger.error(
          { err: original, issueLevel: 'Dev' },
          'Unexpected error occurred during graphql operation',
        );
        return new GraphQLError(message, {
          extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } },
        });
      },
    },
    plugins: [
      persistedQueriesPlugin({ allowlist: process.env.GRAPHQL_ALLOWLIST === 'on' }),
      ...(process.env.GRAPHQL_INTROSPECTION === 'off'
        ? [
            {
              onValidate: ({ addValidationRule }) => addValidationRule(noIntrospectionRule),
            } satisfies Plugin,
          ]
        : []),
      ...documentLimitPlugins(),
      inputGuardPlugin() as Plugin,
      errorCodesPlugin(),
      responseStatePlugin(),
    ],
  });
}
