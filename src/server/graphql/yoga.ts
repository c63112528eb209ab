import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { usePersistedOperations as persistedOperationsPlugin } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import persisted from '@/graphql/generated/persisted-operations.json';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import type { GraphQLContext } from './context';
import { depthLimitRule } from './depth-limit';
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
import { requestState } from './request-state';
import { ShopperSessionAccess } from '@/server/session/shopper-session';
import { shopOfRequest } from '@/server/shop/request-shop';
import { unknownShopMessage } from '@/lib/shop/unknown-shop-page';

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
];

const persistedByHash = new Map(Object.values(persisted).map((op) => [op.hash, op.query] as const));

/** Answers of non-personal GET operations; personal ones are marked in RequestState and stay private. */
const CACHEABLE_MAX_AGE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

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
    ],
  });
}

/**
 * graphql can be loaded twice (ESM and CommonJS builds), so `instanceof GraphQLError` is not reliable:
 * recognise GraphQL errors by shape.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

/** Every error leaves with an extension code, so that clients can classify it (spec S8.6). */
function errorCodesPlugin(): Plugin {
  const codeFor = (error: GraphQLError): string => {
    const code = error.extensions?.code;
    if (typeof code === 'string') return code;
    if (error.message.startsWith('Syntax Error')) return 'GRAPHQL_PARSE_FAILED';
    if (/^Variable "\$|Expected type|got invalid value|of required type/.test(error.message))
      return 'BAD_USER_INPUT';
    if (error.message === 'PersistedQueryNotFound') return 'PERSISTED_QUERY_NOT_FOUND';
    if (error.path === undefined && error.locations !== undefined) return 'GRAPHQL_VALIDATION_FAILED';
    return 'BAD_REQUEST';
  };
  const withCode = (error: unknown) =>
    isGraphQLError(error) && typeof error.extensions?.code !== 'string'
      ? new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, code: codeFor(error) },
        })
      : error;
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const errors = (result as { errors?: readonly unknown[] }).errors;
      if (!errors?.length) return;
      setResult({ ...(result as object), errors: errors.map(withCode) } as typeof result);
    },
  };
}

/**
 * Cacheable GET answers for the non-personalised operations; POST answers and anything that read
 * personal data are private. Cookies a request started (a new shopper session) are set here.
 */
function responseStatePlugin(): Plugin {
  return {
    onResponse({ request, response }) {
      const state = requestState(request);
      if (request.method === 'GET' && response.status === 200 && !state.personal) {
        response.headers.set('Cache-Control', CACHEABLE_MAX_AGE);
        // the answer is the host's shop's (texts, language): a shared cache keeps shops apart
        response.headers.append('Vary', 'Host, X-Forwarded-Host');
      } else response.headers.set('Cache-Control', 'no-store');
      if (state.personal) response.headers.append('Vary', 'Cookie');
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
      persistedOperationsPlugin({
        getPersistedOperation: (hash) => persistedByHash.get(hash) ?? null,
        allowArbitraryOperations: true,
        customErrors: {
          notFound: { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        },
      }),
      { onValidate: ({ addValidationRule }) => addValidationRule(depthLimitRule(12)) } satisfies Plugin,
      errorCodesPlugin(),
      responseStatePlugin(),
    ],
  });
}
