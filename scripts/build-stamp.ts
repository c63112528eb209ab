import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs of `next build`; when their content changes, `npm start` builds again. */
const INPUTS = [
  'src',
  'messages',
  'public',
  'next.config.mjs',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build.ts',
  'scripts/compile-hints.ts',
];
export const STAMP_FILE = path.join('.next', 'shop-build-stamp');

function walk(entry: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isDirectory()) {
    for (const child of readdirSync(entry).sort()) {
      if (child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
      walk(path.join(entry, child), hash);
    }
    return;
  }
  hash.update(entry);
  hash.update(readFileSync(entry));
}

export function computeBuildStamp(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(input, hash);
  return hash.digest('hex');
}

export function isBuildCurrent(): boolean {
  if (!existsSync(path.join('.next', 'BUILD_ID')) || !existsSync(STAMP_FILE)) return false;
  return readFileSync(STAMP_FILE, 'utf8').trim() === computeBuildStamp();
}
