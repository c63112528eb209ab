import type { Resolvers } from '../generated/resolvers-types';
import { DateTimeScalar, JSONScalar } from '../scalars';

export const baseResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query: {
    me: (_parent, _args, { actor }) => ({
      kind: actor.kind,
      id: actor.id,
      name: actor.name,
      roles: [...actor.roles],
      shops: actor.shops ? [...actor.shops] : null,
      families: actor.families ? [...actor.families] : null,
    }),
  },
};
