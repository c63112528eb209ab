import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The path of the `next` command, read from the package's own `bin` entry (its public interface)
 * rather than a path inside the package.
 */
export function nextCli(): string {
  const manifestPath = require.resolve('next/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin['next'];
  if (!bin) throw new Error('The next package names no `next` command');
  return join(dirname(manifestPath), bin);
}
