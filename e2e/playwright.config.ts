import { defineConfig } from '@playwright/test';

// Journeys drive Debian's Chromium (browsers cannot be downloaded here) against
// the built product served by the real server, started once by global-setup.ts.
export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  // Generous waits: on a loaded 2-core machine the first load of a remote can take
  // several seconds. Journeys that promise a speed (live updates) set their own.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-default-apps',
        '--disable-sync',
        '--disable-extensions',
        '--no-first-run',
        '--no-default-browser-check',
        '--metrics-recording-only',
        '--disable-features=Translate,MediaRouter,OptimizationHints',
      ],
    },
  },
});
