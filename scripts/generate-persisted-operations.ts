/**
 * Writes the persisted-operation manifest: every operation in src/graphql/operations, printed in
 * canonical form, keyed by the sha256 of that text. Clients send the hash by GET; the server looks
 * the text up (spec S7.1).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';

const SOURCE_DIR = 'src/graphql/operations';
export const MANIFEST = 'src/graphql/generated/persisted-operations.json';

export function buildManifest(): Record<string, { hash: string; query: string }> {
  const manifest: Record<string, { hash: string; query: string }> = {};
  for (const file of readdirSync(SOURCE_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()) {
    const doc = parse(readFileSync(path.join(SOURCE_DIR, file), 'utf8'));
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) throw new Error(`${file}: only operations are supported`);
      const op = def as OperationDefinitionNode;
      const name = op.name?.value;
      if (!name) throw new Error(`${file}: every operation needs a name`);
      if (manifest[name]) throw new Error(`operation ${name} is defined twice`);
      const query = print(op);
      manifest[name] = { hash: createHash('sha256').update(query).digest('hex'), query };
    }
  }
  return manifest;
}

if (require.main === module) {
  const manifest = buildManifest();
  mkdirSync(path.dirname(MANIFEST), { recursive: true });
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(manifest).length} persisted operations to ${MANIFEST}`);
}
