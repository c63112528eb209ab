import { GraphQLError, Kind, type ASTVisitor, type ValidationContext, type SelectionSetNode } from 'graphql';

/**
 * Rejects documents nested deeper than `max` selection levels or selecting more than `maxFields`
 * fields in all (fragments followed), so that aliases cannot multiply expensive fields.
 */
export function depthLimitRule(max: number, maxFields = 400) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d] as const),
    );
    let fields = 0;
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) fields++;
        if (sel.kind === Kind.FIELD)
          deepest = Math.max(deepest, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        else if (sel.kind === Kind.INLINE_FRAGMENT)
          deepest = Math.max(deepest, depthOf(sel.selectionSet, seen));
        else if (!seen.has(sel.name.value)) {
          const frag = fragments.get(sel.name.value);
          deepest = Math.max(deepest, depthOf(frag?.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        fields = 0;
        const depth = depthOf(node.selectionSet, new Set());
        if (fields > maxFields) {
          context.reportError(
            new GraphQLError(`Query selects ${fields} fields; at most ${maxFields} are allowed.`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
        if (depth > max) {
          context.reportError(
            new GraphQLError(`Query is nested ${depth} levels deep; at most ${max} are allowed.`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}
