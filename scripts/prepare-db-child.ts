/**
 * The process scripts/prepare-db-process.ts starts: prepares the database named by
 * SHOP_PREPARE_DATABASE_URL, sends the app's environment to its parent and ends.
 */
import { prepareDatabase } from './prepare-db';

const url = process.env.SHOP_PREPARE_DATABASE_URL;
if (!url || !process.send) {
  console.error('prepare-db-child: started without a database address or a parent');
  process.exit(1);
}
prepareDatabase(url).then(
  (appEnv) => process.send!(appEnv, () => process.exit(0)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
