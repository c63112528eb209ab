/**
 * Builds the shop: `next build`, then the compile hints for the framework chunks
 * (scripts/compile-hints.ts), then the stamp `npm start` uses to skip unchanged builds.
 * `npm run build` always builds; `ensureBuild()` builds only when the sources changed.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { computeBuildStamp, isBuildCurrent, STAMP_FILE } from './build-stamp';
import { addCompileHints } from './compile-hints';
import { nextCli } from './next-cli';

/** Runs the build; returns the exit status (0 on success). */
export function build(env: NodeJS.ProcessEnv = process.env): number {
  const stamp = computeBuildStamp();
  const result = spawnSync(process.execPath, [nextCli(), 'build'], {
    stdio: 'inherit',
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) return result.status ?? 1;
  addCompileHints();
  writeFileSync(STAMP_FILE, stamp);
  return 0;
}

/** Builds when there is no build of the current sources yet; returns the exit status. */
export function ensureBuild(env: NodeJS.ProcessEnv = process.env): number {
  if (isBuildCurrent()) return 0;
  console.log('Building the shop (first start or changed sources)…');
  return build(env);
}

if (require.main === module) process.exit(build());
