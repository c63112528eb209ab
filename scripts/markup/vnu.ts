import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One finding of the Nu HTML Checker. */
export interface MarkupError {
  /** the page's name as given */
  page: string;
  line: number | null;
  message: string;
  extract: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's jar from the `vnu-jar` package (run with the machine's Java, 11 or newer). */
export function vnuJar(): string {
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
}

/**
 * Validates HTML documents with the Nu HTML Checker (vnu, the W3C validator's engine) in one run of
 * the jar: the errors of every document (warnings and info are left out), by page name.
 */
export async function validateHtml(documents: { page: string; html: string }[]): Promise<MarkupError[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const output = await run('java', [
      '-Xss2m',
      '-jar',
      vnuJar(),
      '--format',
      'json',
      '--stdout',
      '--errors-only',
      '--exit-zero-always',
      ...files,
    ]);
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => ({
        page: documents[Number(/(\d+)\.html$/.exec(m.url ?? '')?.[1] ?? -1)]?.page ?? m.url ?? '?',
        line: m.lastLine ?? null,
        message: m.message,
        extract: (m.extract ?? '').trim().slice(0, 160),
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}: ${err.slice(0, 500)}`)),
    );
  });
}
