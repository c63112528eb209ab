/** `npm run seed`: migrations and demo assortment only, without starting the server. */
import { prepareDatabase } from './prepare-db';

prepareDatabase().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
