import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mailSink } from './tests/e2e/support/mail-sink';
import { limits } from './tests/support/timeouts';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(os.tmpdir(), `ecs-e2e-${port}`);
/**
 * Debian's chromium-headless-shell: the same Blink as Chromium without the browser around it, a
 * third less CPU over the suite on this machine (docs/testing.md). CHROMIUM_PATH overrides it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Specs run whole at 375 px as well as at 1280 px: the phone's layout, menu, widths and touch
 * targets, and specs whose tests expect something else on a phone (isMobile, the viewport, the
 * project's name, or the dashboard's narrow sidebar and row menus). Every other spec runs at
 * 1280 px, and on the phone only its test tagged @phone: the one that walks its flow end to end.
 * widths, dashboard-widths and layout-check set their widths themselves and run at 1280 px only.
 */
const phoneSpecs = [
  'case-study',
  'dashboard-blog-modals',
  'dashboard-blogs',
  'dashboard-clients',
  'dashboard-invoices',
  'dashboard-layout',
  'dashboard-services',
  'forms-before-scripts',
  'forms-correction',
  'foundation',
  'menu-before-scripts',
  'page-faces',
  'reach',
];
const phoneSpecFiles = new RegExp(`/(${phoneSpecs.join('|')})\\.spec\\.ts$`);
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 375, height: 812 },
  launchOptions,
  defaultBrowserType: 'chromium' as const,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at once, wherever it runs (Playwright's default is half the cores: one on a
  // two-core machine, which doubles the run). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that passes only sometimes is a defect in the test or the product, found
  // and fixed at its cause rather than absorbed.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Two browsers and the server share two cores: a flow of several screens with axe checks takes
  // twice as long on a busy machine as on a quiet one. Long flows mark themselves test.slow().
  // Scaled by TEST_SLOWDOWN (tests/support/timeouts.ts).
  timeout: limits.e2eTest,
  expect: { timeout: limits.e2eExpect },
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : 'list',
  // Global setup also starts the SMTP sink (E2E_PORT + 1) the server sends mail to.
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace snapshots the page at every step, for every test: E2E_TRACE=1 records them
    // and keeps those of failed tests (the failure report names them).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    { name: 'mobile', testMatch: phoneSpecFiles, use: phone },
    { name: 'mobile-walks', testIgnore: phoneSpecFiles, grep: /@phone/, use: phone },
  ],
  webServer: {
    // The server's JSON log goes to reports/server-logs/e2e-<port>.log: read it when a test fails;
    // `npm test` checks it for secrets with every other server's (tests/logs/secrets.test.ts).
    command: `mkdir -p reports/server-logs && exec node build/server.js >> reports/server-logs/e2e-${port}.log`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: limits.e2eServer,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      // No warm-up invoice before it opens: the first PDF a test asks for starts a worker.
      PDF_WARM_UP: 'false',
      // Nothing balances load in front of it: stopped at once.
      SHUTDOWN_DRAIN_MS: '0',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'admin@e2e.ecs',
      ADMIN_PASSWORD: 'e2e-admin-password',
      ADMIN_FIRST_NAME: 'Ada',
      SMTP_URL: mailSink(port).url,
      COMPANY_INBOX: 'inbox@e2e.ecs',
      // The server may start before the sink; its first attempt is retried quickly.
      MAIL_RETRY_BASE_MS: '500',
      // Both projects submit every form; the limit itself is covered by integration tests.
      FORM_RATE_LIMIT: '1000',
      // The same goes for hosted invoice links, which every invoice test opens from one address.
      INVOICE_LINK_RATE_LIMIT: '1000',
      // Two browsers share one server on a shared machine, and invoice PDFs are drawn on its event
      // loop: shedding would answer some page loads 503 at random. It is covered by the
      // integration tests (tests/api/page-cache.test.ts).
      OVERLOAD_MAX_LAG_MS: '0',
      // Scheduled blogs go live within half a second (tests/e2e/blog-publishing.spec.ts).
      BLOG_SCHEDULER_MS: '500',
    },
  },
});
