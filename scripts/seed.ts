/** `npm run seed`: migrations and demo assortment only, without starting the server. */
import { startDatabaseServer } from './database-server';
import { prepareDatabase } from './prepare-db';

async function main() {
  const server = await startDatabaseServer();
  console.log(`Database: ${server.description}`);
  try {
    await prepareDatabase(server.url);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
