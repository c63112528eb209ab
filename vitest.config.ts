import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = {
  '@': path.resolve(__dirname, 'src'),
  'server-only': path.resolve(__dirname, 'tests/support/empty.ts'),
  // the shop's message formatter, as in the build (next.config.mjs)
  'use-intl/format-message': path.resolve(__dirname, 'src/i18n/format-message.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // use-intl goes through Vite, so that its import of the formatter takes the alias above
          server: { deps: { inline: ['use-intl', 'next-intl'] } },
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.db.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          server: { deps: { inline: ['use-intl', 'next-intl'] } },
          include: ['src/**/*.db.test.ts', 'tests/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/database-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // every file has its own database (tests/support/test-databases.ts): two at a time on
          // this 2-core machine took the suite from 380 s to 220 s
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
