import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL document may ask for. The shop's own largest operation has 189 tokens, depth 7
 * and no aliases; the standard introspection query (depth 15) is exempt from depth and field counts.
 */
export const DOCUMENT_LIMITS = {
  /** lexer tokens: bounds parsing and every validation rule after it */
  tokens: 3_000,
  depth: 12,
  aliases: 15,
  directives: 20,
  /** fields selected with fragments expanded, so that spreads cannot multiply work */
  fields: 400,
  /** root fields of a mutation: each one is a change (and may send a mail) */
  mutationFields: 1,
  /** introspection: depth below __schema/__type (the standard query needs 14) */
  introspectionDepth: 20,
  /** introspection: list fields on one path (types → fields → args in the standard query) */
  introspectionLists: 3,
} as const;

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/** graphql-armor reports its limits as "Syntax Error: …"; they are validation errors here. */
const reportTo = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(limitError(error.message.replace(/^Syntax Error: /, '')));

/**
 * Bounds the cost of a document before anything runs: parsing stops at the token limit, and the
 * depth, alias, directive, field and mutation counts visit each fragment once (a document of nested
 * spreads costs linear time, not exponential).
 */
export function documentLimitPlugins(): Plugin[] {
  const reject = { propagateOnRejection: false, onReject: [reportTo] };
  return [
    maxTokensPlugin({ n: DOCUMENT_LIMITS.tokens }) as Plugin,
    maxDepthPlugin({
      n: DOCUMENT_LIMITS.depth,
      flattenFragments: true,
      ignoreIntrospection: true,
      ...reject,
    }),
    maxAliasesPlugin({ n: DOCUMENT_LIMITS.aliases, ...reject }) as Plugin,
    maxDirectivesPlugin({ n: DOCUMENT_LIMITS.directives, ...reject }) as Plugin,
    { onValidate: ({ addValidationRule }) => addValidationRule(fieldCountRule) },
    { onValidate: ({ addValidationRule }) => addValidationRule(introspectionShapeRule) },
  ];
}

/**
 * A counter over a selection set that expands fragments, each named fragment computed once (so a
 * document of nested spreads costs linear time); `fieldValue` says what one field counts.
 */
function fragmentCounter(
  context: ValidationContext,
  fieldValue: (field: FieldNode, count: (set: SelectionSetNode | undefined) => number) => number,
) {
  const memo = new Map<string, number>();
  const inProgress = new Set<string>();
  const count = (set: SelectionSetNode | undefined): number => {
    if (!set) return 0;
    let n = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) n += fieldValue(sel, count);
      else if (sel.kind === Kind.INLINE_FRAGMENT) n += count(sel.selectionSet);
      else if (!inProgress.has(sel.name.value)) {
        // a cycle is skipped here: NoFragmentCyclesRule reports it
        const name = sel.name.value;
        let value = memo.get(name);
        if (value === undefined) {
          inProgress.add(name);
          value = count(context.getFragment(name)?.selectionSet);
          inProgress.delete(name);
          memo.set(name, value);
        }
        n += value;
      }
      if (n > DOCUMENT_LIMITS.fields) return n; // over the limit: the exact sum does not matter
    }
    return n;
  };
  return count;
}

/**
 * Counts the fields an operation selects with every fragment expanded (introspection excepted) and
 * the root fields of a mutation, also those selected through fragments on the root type.
 */
export function fieldCountRule(context: ValidationContext): ASTVisitor {
  const countFields = fragmentCounter(context, (field, count) =>
    field.name.value === '__schema' || field.name.value === '__type' ? 0 : 1 + count(field.selectionSet),
  );
  const countRoots = fragmentCounter(context, () => 1);
  return {
    OperationDefinition(node) {
      const fields = countFields(node.selectionSet);
      if (fields > DOCUMENT_LIMITS.fields)
        context.reportError(
          limitError(`Query selects more than ${DOCUMENT_LIMITS.fields} fields; reduce the selection.`),
        );
      const roots = countRoots(node.selectionSet);
      if (node.operation === 'mutation' && roots > DOCUMENT_LIMITS.mutationFields)
        context.reportError(
          limitError(`A request may make ${DOCUMENT_LIMITS.mutationFields} change; it asked for ${roots}.`),
        );
    },
  };
}

/**
 * With GRAPHQL_INTROSPECTION=off: no `__schema` or `__type` field. (graphql-js has such a rule, but
 * it compares types by class, which fails when graphql is loaded twice, as ESM and CommonJS.)
 */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type')
        context.reportError(limitError('Introspection is disabled on this server.'));
    },
  };
}

const INTROSPECTION_LISTS = new Set([
  'types',
  'fields',
  'inputFields',
  'interfaces',
  'possibleTypes',
  'enumValues',
  'args',
  'directives',
]);

/**
 * Introspection is exempt from the depth and field limits (tools send the standard query, depth
 * 15), but its lists nest: `types { fields { type { fields { … } } } }` multiplies the answer by the
 * schema's size at every level. So below `__schema`/`__type` a path may hold at most 3 list fields
 * and be at most 20 deep, which the standard query and every schema tool stay within.
 */
export function introspectionShapeRule(context: ValidationContext): ASTVisitor {
  type Shape = { depth: number; lists: number };
  const memo = new Map<string, Shape>();
  const inProgress = new Set<string>();
  const max = (a: Shape, b: Shape): Shape => ({
    depth: Math.max(a.depth, b.depth),
    lists: Math.max(a.lists, b.lists),
  });
  const shape = (set: SelectionSetNode | undefined, inside: boolean): Shape => {
    let result: Shape = { depth: 0, lists: 0 };
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        const enters = inside || name === '__schema' || name === '__type';
        const child = shape(sel.selectionSet, enters);
        result = max(
          result,
          enters
            ? {
                depth: child.depth + 1,
                lists: child.lists + (inside && INTROSPECTION_LISTS.has(name) ? 1 : 0),
              }
            : child,
        );
      } else if (sel.kind === Kind.INLINE_FRAGMENT) result = max(result, shape(sel.selectionSet, inside));
      else {
        const key = `${sel.name.value}|${inside}`;
        if (inProgress.has(key)) continue; // a cycle: NoFragmentCyclesRule reports it
        let value = memo.get(key);
        if (!value) {
          inProgress.add(key);
          value = shape(context.getFragment(sel.name.value)?.selectionSet, inside);
          inProgress.delete(key);
          memo.set(key, value);
        }
        result = max(result, value);
      }
    }
    return result;
  };
  return {
    OperationDefinition(node) {
      const found = shape(node.selectionSet, false);
      if (
        found.depth > DOCUMENT_LIMITS.introspectionDepth ||
        found.lists > DOCUMENT_LIMITS.introspectionLists
      )
        context.reportError(
          limitError('Introspection query too deep; send the standard introspection query.'),
        );
    },
  };
}
