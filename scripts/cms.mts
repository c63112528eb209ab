/**
 * The CMS's command line (Payload's commands, run with the project's own TypeScript loader):
 *   npm run cms -- migrate:create <name>   a migration for the changed collections (commit it)
 *   npm run cms -- migrate | migrate:status
 *   npm run cms -- generate:importmap | generate:types
 * DATABASE_URL names the database (migrate:create needs none).
 */
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import minimist from 'minimist';
import { generateImportMap, migrateCLI } from 'payload';
import { generateTypes } from 'payload/node';
import configPromise from '../src/cms/payload.config.mts';

const args = minimist(process.argv.slice(2));
const command = String(args._[0] ?? '');
const config = await configPromise;
if (command === 'generate:importmap') await generateImportMap(config);
else if (command === 'generate:types') await generateTypes(config);
else if (command.startsWith('migrate')) {
  await migrateCLI({ config, parsedArgs: args });
  if (command === 'migrate:create')
    esModuleMigrations(path.resolve(import.meta.dirname, '../src/cms/migrations'));
} else {
  console.error(
    'Commands: migrate:create <name>, migrate, migrate:status, generate:importmap, generate:types',
  );
  process.exit(2);
}
process.exit(0);

/**
 * Payload writes migrations as .ts; in this package (CommonJS) they could not import the CMS's ES
 * modules. They become .mts, listed in index.mts (what cms-prepare.mts applies).
 */
function esModuleMigrations(dir: string) {
  for (const file of readdirSync(dir))
    if (file.endsWith('.ts') && file !== 'index.ts')
      renameSync(path.join(dir, file), path.join(dir, file.replace(/\.ts$/, '.mts')));
  rmSync(path.join(dir, 'index.ts'), { force: true });
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.mts') && file !== 'index.mts')
    .map((file) => file.replace(/\.mts$/, ''))
    .sort();
  writeFileSync(
    path.join(dir, 'index.mts'),
    `/* The CMS's migrations in order (written by \`npm run cms -- migrate:create\`). */\n${names
      .map((name, i) => `import * as m${i} from './${name}.mts';`)
      .join('\n')}\n\nexport const migrations = [\n${names
      .map((name, i) => `  { up: m${i}.up, down: m${i}.down, name: '${name}' },`)
      .join('\n')}\n];\n`,
  );
}
