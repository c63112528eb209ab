/**
 * `npm run admin -- <command>`: the operator's commands for the admin API (README 'Admin API'),
 * on the database of DATABASE_URL or the embedded one of DATA_DIR (shared with a running shop).
 *
 *   create-key --name <name> --roles <r1,r2> [--shops <code,…>] [--families <family,…>]
 *   list-keys
 *   revoke-key <id or prefix>
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { createApiKey, CLI_ACTOR } from '../src/server/admin/keys/create-api-key';
import { listApiKeys } from '../src/server/admin/keys/list-api-keys';
import { revokeApiKey } from '../src/server/admin/keys/revoke-api-key';
import { startDatabaseServer } from './database-server';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run admin -- <command>
  create-key --name <name> --roles <role,…> [--shops <code,…>] [--families <family,…>]
      roles: admin, merchandiser, service, fulfilment, editor; prints the key's secret once
  list-keys
  revoke-key <id or prefix>`;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean) ?? null;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        roles: { type: 'string' },
        shops: { type: 'string' },
        families: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!['create-key', 'list-keys', 'revoke-key'].includes(command)) {
    console.error(`Unknown command '${command}'.\n\n${USAGE}`);
    return 2;
  }
  // the secret alone goes to stdout: `KEY=$(npm run -s admin -- create-key …)`
  const server = await startDatabaseServer(process.env, undefined, (line) => console.error(line));
  const handle = await openDatabase({ url: server.url, poolSize: 2 });
  try {
    await handle.migrate();
    if (command === 'create-key') {
      const created = await createApiKey(
        handle.db,
        {
          name: parsed.values.name ?? '',
          roles: list(parsed.values.roles) ?? [],
          shops: list(parsed.values.shops),
          families: list(parsed.values.families),
        },
        'cli',
      );
      if (!created.ok) {
        console.error(`${created.message}\n\n${USAGE}`);
        return 2;
      }
      console.error(`Created the key '${parsed.values.name}' (${created.id}). Its secret, shown only now:`);
      console.log(created.secret);
      return 0;
    }
    if (command === 'list-keys') {
      for (const key of await listApiKeys(handle.db))
        console.log(
          [
            key.prefix,
            key.id,
            key.name,
            key.roles.join(','),
            key.shops ? `shops=${key.shops.join(',')}` : '',
            key.families ? `families=${key.families.join(',')}` : '',
            `last used ${key.lastUsedAt?.toISOString() ?? 'never'}`,
            key.revokedAt ? `REVOKED ${key.revokedAt.toISOString()}` : 'active',
          ]
            .filter(Boolean)
            .join('  '),
        );
      return 0;
    }
    const target = parsed.positionals[0];
    if (!target) {
      console.error(`Name the key to revoke by its id or prefix.\n\n${USAGE}`);
      return 2;
    }
    const revoked = await revokeApiKey(handle.db, target, CLI_ACTOR);
    if (!revoked.ok) {
      console.error(
        revoked.reason === 'unknown'
          ? `No key has the id or prefix '${target}'.`
          : `Several keys have the prefix '${target}'; give its id.`,
      );
      return 1;
    }
    console.log(`Revoked the key '${revoked.name}' (${revoked.id}).`);
    return 0;
  } finally {
    await handle.close();
    await server.stop();
  }
}

runCli(main);
