/**
 * Writes the persisted-operation manifest: every operation in src/graphql/operations, printed in
 * canonical form, keyed by the sha256 of that text. Clients send the hash by GET; the server looks
 * the text up (spec S7.1).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

const SOURCE_DIR = 'src/graphql/operations';
export const MANIFEST = 'src/graphql/generated/persisted-operations.json';

export function buildManifest(): Record<string, { hash: string; query: string }> {
  const manifest: Record<string, { hash: string; query: string }> = {};
  for (const file of readdirSync(SOURCE_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()) {
    const doc = parse(readFileSync(path.join(SOURCE_DIR, file), 'utf8'));
    // fragments are shared within their file and sent along with each operation that uses them
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of doc.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    for (const def of doc.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) continue;
      if (def.kind !== Kind.OPERATION_DEFINITION) throw new Error(`${file}: only operations and fragments`);
      const op = def as OperationDefinitionNode;
      const name = op.name?.value;
      if (!name) throw new Error(`${file}: every operation needs a name`);
      if (manifest[name]) throw new Error(`operation ${name} is defined twice`);
      const used = usedFragments(op, fragments, file);
      const query = [op, ...used].map((d) => print(d)).join('\n\n');
      manifest[name] = { hash: createHash('sha256').update(query).digest('hex'), query };
    }
  }
  return manifest;
}

function usedFragments(
  root: OperationDefinitionNode | FragmentDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  file: string,
  seen = new Set<string>(),
): FragmentDefinitionNode[] {
  const out: FragmentDefinitionNode[] = [];
  visit(root, {
    FragmentSpread(node) {
      const name = node.name.value;
      if (seen.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`${file}: fragment ${name} is not defined in this file`);
      seen.add(name);
      out.push(fragment, ...usedFragments(fragment, fragments, file, seen));
    },
  });
  return out;
}

if (require.main === module) {
  const manifest = buildManifest();
  mkdirSync(path.dirname(MANIFEST), { recursive: true });
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(manifest).length} persisted operations to ${MANIFEST}`);
}
