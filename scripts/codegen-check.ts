/**
 * Fails when the committed generated files differ from what `npm run codegen` produces now
 * (a schema or operation changed without regenerating).
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const GENERATED = [
  'src/server/graphql/generated/resolvers-types.ts',
  'src/server/admin-api/generated/resolvers-types.ts',
  'src/graphql/generated/persisted-operations.json',
  'src/graphql/generated/persisted-hashes.ts',
];

const before = new Map(GENERATED.map((f) => [f, existsSync(f) ? readFileSync(f, 'utf8') : null]));
execSync('npm run --silent codegen', { stdio: 'inherit' });
const stale = GENERATED.filter((f) => readFileSync(f, 'utf8') !== before.get(f));
if (stale.length > 0) {
  for (const f of stale) {
    const old = before.get(f);
    if (old != null) writeFileSync(f, old);
  }
  console.error(`Generated files are out of date: ${stale.join(', ')}. Run \`npm run codegen\` and commit.`);
  process.exit(1);
}
console.log('Generated GraphQL files are up to date.');
