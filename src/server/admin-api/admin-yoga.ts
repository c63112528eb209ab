import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { logger } from '@/server/logger';
import { documentLimitPlugins } from '@/server/graphql/document-limits';
import { errorCodesPlugin, isGraphQLError } from '@/server/graphql/error-codes-plugin';
import { inputGuardPlugin } from '@/server/graphql/input-guard';
import type { AdminContext } from './context';
import { auditResolvers } from './resolvers/audit';
import { baseResolvers } from './resolvers/base';
import { catalogueResolvers } from './resolvers/catalogue';

const SCHEMA_DIR = path.join(process.cwd(), 'src/server/admin-api/schema');
const SCHEMA_FILES = ['base.graphql', 'catalogue.graphql', 'audit.graphql'];

export function buildAdminSchema() {
  return makeExecutableSchema<AdminContext>({
    typeDefs: SCHEMA_FILES.map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8')),
    resolvers: [baseResolvers, catalogueResolvers, auditResolvers],
  });
}

/**
 * The admin API's Yoga. The endpoint (admin-endpoint.ts) has authenticated the caller before:
 * the context it passes holds the actor, so introspection too is for authenticated callers only.
 */
export function createAdminYoga() {
  return createYoga<AdminContext, AdminContext>({
    schema: buildAdminSchema(),
    graphqlEndpoint: '/admin-api/graphql',
    landingPage: false,
    graphiql: false,
    fetchAPI: { Response },
    maxRequestBodySize: false,
    // same-origin only: the back office's pages and servers; no CORS for other origins
    cors: false,
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        const original = isGraphQLError(error) ? error.originalError : error;
        if (isGraphQLError(error) && (!original || isGraphQLError(original))) return error;
        logger.error({ err: original, issueLevel: 'Dev' }, 'Unexpected error in an admin API operation');
        return new GraphQLError(message, {
          extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } },
        });
      },
    },
    plugins: [...documentLimitPlugins(), inputGuardPlugin(), errorCodesPlugin()],
  });
}
