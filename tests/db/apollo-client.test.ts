import { createHash } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client/core';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createGraphQLHandler } from '@/server/graphql/handle-request';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

/**
 * A third-party client as it is used in the wild: Apollo Client 3 with the persisted-queries link
 * (defaults, GET for hashed queries). Apollo adds __typename to every selection, so its documents
 * are not the shop's own: they are registered on the first run and hit by hash on the second.
 */
describe.each(testDatabases())('Apollo Client with automatic persisted queries on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let client: ApolloClient<unknown>;
  const requests: { method: string; status: number; withQuery: boolean }[] = [];
  let productId = '';

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 60);
    const graphql = createGraphQLHandler(async () => handle.db);
    const rows = (await handle.db.execute(sql`select id from products order by id limit 1`)) as unknown as {
      rows: { id: string }[];
    };
    productId = rows.rows[0]!.id;
    client = new ApolloClient({
      cache: new InMemoryCache(),
      link: createPersistedQueryLink({
        sha256: (query: string) => createHash('sha256').update(query).digest('hex'),
        useGETForHashedQueries: true,
      }).concat(
        new HttpLink({
          uri: 'http://localhost:3000/graphql',
          fetch: async (input, init) => {
            const request = new Request(input as string, init);
            const withQuery =
              request.method === 'POST'
                ? 'query' in ((await request.clone().json()) as Json)
                : new URL(request.url).searchParams.has('query');
            const response = await graphql(request);
            requests.push({ method: request.method, status: response.status, withQuery });
            return response;
          },
        }),
      ),
    });
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  const operations = () => [
    {
      name: 'productlisting',
      variables: {
        categoryInput: { path: '/mode', locale: 'de-AT' },
        productListingInput: {
          activePage: 1,
          itemsPerPage: 12,
          sort: 'sortKey',
          filters: [],
          locale: 'de-AT',
        },
        activeFilterInput: { filters: [], locale: 'de-AT' },
      },
    },
    {
      name: 'productById',
      variables: { input: { id: productId, locale: 'de-AT' }, imagesInput: { count: 1 } },
    },
    { name: 'basket', variables: { locale: 'de-AT' } },
  ];

  it('runs the listing, product and basket operations; the second run of each is one GET hit', async () => {
    for (const op of operations()) {
      const query = gql(persisted[op.name as keyof typeof persisted].query);
      requests.length = 0;
      const first = await client.query({ query, variables: op.variables, fetchPolicy: 'network-only' });
      expect(first.errors, op.name).toBeUndefined();
      expect(first.data, op.name).toBeTruthy();
      // miss by hash, then the document with its hash
      expect(
        requests.map((r) => `${r.method} ${r.status} ${r.withQuery}`),
        op.name,
      ).toEqual(['GET 404 false', 'POST 200 true']);
      requests.length = 0;
      const second = await client.query({ query, variables: op.variables, fetchPolicy: 'network-only' });
      expect(second.data, op.name).toEqual(first.data);
      expect(
        requests.map((r) => `${r.method} ${r.status} ${r.withQuery}`),
        op.name,
      ).toEqual(['GET 200 false']);
    }
  });
});
