import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function fakeBuild(): string {
    const dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
    dirs.push(dist);
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'static/chunks/framework.js'), 'console.log(1);');
    writeFileSync(path.join(dist, 'static/chunks/page.js'), 'console.log(2);');
    writeFileSync(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }),
    );
    return dist;
  }

  it('marks the root main files only, once', () => {
    const dist = fakeBuild();
    expect(addCompileHints(dist)).toEqual(['static/chunks/framework.js']);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(path.join(dist, 'static/chunks/framework.js'), 'utf8')).toBe(
      `${COMPILE_HINT}\nconsole.log(1);`,
    );
    expect(readFileSync(path.join(dist, 'static/chunks/page.js'), 'utf8')).toBe('console.log(2);');
  });

  it('refuses a directory without a build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
    dirs.push(dist);
    expect(() => addCompileHints(dist)).toThrow(/no build manifest/);
  });
});
