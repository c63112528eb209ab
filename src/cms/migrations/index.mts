/* The CMS's migrations in order (written by `npm run cms -- migrate:create`). */
import * as m0 from './20261124_042140_initial.mts';
import * as m1 from './20261124_060840_design_elements.mts';

export const migrations = [
  { up: m0.up, down: m0.down, name: '20261124_042140_initial' },
  { up: m1.up, down: m1.down, name: '20261124_060840_design_elements' },
];
