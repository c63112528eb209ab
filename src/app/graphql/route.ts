import { handleGraphQLRequest, methodNotAllowed } from '@/server/graphql/handle-request';

export const dynamic = 'force-dynamic';

export { handleGraphQLRequest as GET, handleGraphQLRequest as POST, handleGraphQLRequest as OPTIONS };
export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
