import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** E2E against the built app on the shop's server (scripts/serve.ts) and a freshly seeded database (scripts/e2e.ts prepares both). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  // every test starts as a shopper who answered the cookie banner (consent.spec.ts starts without)
  globalSetup: './tests/e2e/support/consent-state.ts',
  use: {
    storageState: path.join(process.env.DATA_DIR ?? 'data', 'consent-state.json'),
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-AT',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        // the browser's own agent as well (an unloading page's beacons carry it, not the context's):
        // headless Chromium names itself HeadlessChrome, which the shop counts as a crawler
        `--user-agent=${devices['Desktop Chrome'].userAgent}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // the shop's log (JSON lines) goes to DATA_DIR/server.log, where tests look for its warnings
    command: `node --import tsx scripts/serve.ts > "${process.env.DATA_DIR ?? '.'}/server.log"`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
