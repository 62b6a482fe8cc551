// `npm run screens -- [out-dir] [path ...]`: full-page screenshots of the built site (as `npm start`
// runs it, SQLite with demo content) at 375 and 1280 px, public pages and dashboard screens, for a
// design review before and after a change. Needs `npm run build` first.
//   SCREEN_WIDTHS=320,768 npm run screens -- /tmp/shots /pricing /dashboard/inbox
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [outArg, ...only] = process.argv.slice(2);
const out = path.resolve(outArg ?? 'reports/screens');
const widths = (process.env.SCREEN_WIDTHS ?? '375,1280').split(',').map(Number);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'admin@screens.ecs', password: 'screens-admin-password' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecs-screens-'));

const server = spawn(process.execPath, ['build/server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_FIRST_NAME: 'Ada',
    FORM_RATE_LIMIT: '1000',
  },
  stdio: 'ignore',
});

async function ready() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

const slug = (p) => p.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || 'home';

let browser;
try {
  await ready();
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = await login.json();
  const blogs = await (await fetch(`${base}/api/blogs?limit=1`)).json();
  const firstBlog = blogs.blogs?.[0]?._id;

  const publicPaths = [
    '/',
    '/about-us',
    '/services',
    '/services/software-solutions',
    '/portfolio',
    '/projects/car-shipping-website',
    '/projects/patient-booking-portal',
    '/blog',
    `/blog/${firstBlog}`,
    '/dedicatedResources/frontend-developer',
    '/pricing',
    '/contact',
    '/agreement',
    '/invoice',
    '/cart',
    '/checkout',
    '/sign-in',
    '/privacy-policy',
  ];
  const dashboardPaths = [
    '/dashboard',
    '/dashboard/services',
    '/dashboard/blogs',
    `/dashboard/blog-details/${firstBlog}`,
    '/dashboard/inbox?kind=messages',
    '/dashboard/inbox?kind=orders',
    '/dashboard/inbox?kind=agreements',
    '/dashboard/invoices',
    '/dashboard/clients',
    '/dashboard/settings',
  ];
  const paths = only.length ? only : [...publicPaths, ...dashboardPaths];
  fs.mkdirSync(out, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 800 },
      deviceScaleFactor: 1,
    });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    for (const p of paths) {
      if (p === '/cart' || p === '/checkout') {
        await page.goto(`${base}/pricing`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const add = page.getByRole('button', { name: 'Add to cart' }).first();
        if (await add.isVisible()) await add.click();
      }
      await page.goto(`${base}${p}`);
      await page.waitForLoadState('networkidle');
      const file = path.join(out, `${slug(p)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
