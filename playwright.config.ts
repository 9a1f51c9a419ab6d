import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * e2e tests run against the BUILT app (`vite build` happens in `npm run test:e2e`; the
 * webServer only serves `dist/` with `vite preview`), in the system Chromium when there is
 * one — CI installs Debian's `chromium` — else in Playwright's own download.
 */
// Overridable so two suites (or a suite and a dev's `npm start`) never share a server.
const PORT = Number(process.env.DQW_E2E_PORT ?? 4183);
// The build to serve; `npm run test:e2e` builds into `dist/`.
const DIST = process.env.DQW_E2E_DIST ?? 'dist';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const chromiumLaunch = {
  ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.DQW_E2E_OUTPUT ?? 'test-results',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    // The page follows the browser's language; the suite reads its English words unless a
    // test asks for another locale (e2e/languages.spec.ts).
    locale: 'en-US',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 1000 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'chromium',
      // The 2 GB test takes minutes and 2 GB of disk: it runs only when asked for (below).
      testIgnore: /(^|[\\/.])big\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 1000 },
        launchOptions: chromiumLaunch,
      },
    },
    // `DQW_E2E_BIG=1 npx playwright test --project big`: load a generated 2 GB CSV.
    ...(process.env.DQW_E2E_BIG
      ? [
          {
            name: 'big',
            testMatch: /(^|[\\/.])big\.spec\.ts$/,
            timeout: 1_800_000,
            use: { viewport: { width: 1440, height: 1000 }, launchOptions: chromiumLaunch },
          },
        ]
      : []),
  ],
  webServer: {
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
