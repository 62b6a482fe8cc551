// `npm run screens -- [out-dir] [path ...]`: full-page screenshots of the built site (as `npm start`
// runs it, SQLite with demo content) at 375 and 1280 px, public pages and dashboard screens, for a
// design review before and after a change. Needs `npm run build` first.
//   SCREEN_WIDTHS=320,768 npm run screens -- /tmp/shots /pricing /dashboard/inbox
// Before shooting, it sends what visitors send (messages, an order and its agreement, an inquiry)
// and a sent invoice through the site's own forms, so every dashboard list has rows. The detail
// screens it makes can be asked for by name: `:order`, `:order-inbox`, `:client`, `:message`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startServer } from './server.mjs';

const [outArg, ...only] = process.argv.slice(2);
const out = path.resolve(outArg ?? 'reports/screens');
const widths = (process.env.SCREEN_WIDTHS ?? '375,1280').split(',').map(Number);
const admin = { email: 'admin@screens.ecs', password: 'screens-admin-password' };
const server = await startServer({
  env: {
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_FIRST_NAME: 'Ada',
    FORM_RATE_LIMIT: '1000',
  },
  stdio: 'ignore',
});
const { base } = server;

/** Posts a form as React Router's fetcher does (`<page>.data`); answers the response's text. */
async function postForm(page, fields) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  const response = await fetch(`${base}${page}.data`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'ecs-screens/1.0',
    },
    body,
  });
  const text = await response.text();
  if (!response.ok || !text.includes('"ok",true'))
    throw new Error(`${page}: ${response.status} ${text.slice(0, 900)}`);
  return text;
}

/** A signature as the pad draws it: a PNG data URL with a stroke of ink. */
async function signature() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="600" height="150" fill="#fff"/><path d="M20 100 C 120 10, 220 140, 320 60 S 520 40, 580 110" stroke="#000" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Realistic submissions through the public forms, with the long values that test a layout: a
 * message of several sentences from a long address, an order of two plans with its agreement, an
 * inquiry and an invoice sent by staff for the order. Answers the detail screens they make.
 */
async function seedSubmissions(token) {
  const today = new Date().toISOString().slice(0, 10);
  const longEmail = 'accounts.payable.department@northwind-logistics-international.example';
  await postForm('/contact', {
    name: 'Dana Whitfield-Montgomery',
    email: longEmail,
    message:
      'We are a regional logistics company with twelve depots and we would like to replace our ageing booking portal with something our customers can use on their phones. Could you call me this week to talk about timelines, budget and whether you can integrate with our existing dispatch system?',
    website: '',
  });
  await postForm('/contact', {
    name: 'Priya Raman',
    email: 'priya@brightpath.example',
    message: 'Do you build Shopify themes?',
    website: '',
  });
  const order = await postForm('/checkout', {
    name: 'Marcus Okafor',
    email: 'marcus.okafor@harbourfreight-solutions.example',
    planIds: ['1', '6'],
    website: '',
  });
  const orderNumber = order.match(/ECS-ORD-\d{4}-\d+/)?.[0];
  if (!orderNumber) throw new Error('checkout answered no order number');
  await postForm('/agreement', {
    name: 'Marcus Okafor',
    email: 'marcus.okafor@harbourfreight-solutions.example',
    phone: '+1 832 555 0199',
    agreeToTerms: 'on',
    signature: await signature(),
    orderNumber,
    website: '',
  });
  await postForm('/dedicatedResources/content-writer', {
    name: 'Elena Castillo',
    email: 'elena.castillo@greenleaf-publishing.example',
    company: 'Greenleaf Publishing and Media Group',
    message: 'Two writers for our blog, about twenty hours a week each, from next month.',
    resource: 'content-writer',
  });
  const invoice = await fetch(`${base}/invoice.data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      issuedDate: today,
      dueDate: '',
      representativeName: 'Marcus Hale',
      representativeEmail: 'marcus@ecsdigital.example',
      representativePhone: '+1 (832) 555-0148',
      clientName: 'Marcus Okafor',
      clientCompany: 'Harbour Freight Solutions',
      address: '400 Commerce St\nHouston, TX',
      clientEmail: 'marcus.okafor@harbourfreight-solutions.example',
      services: [
        { service: 'software-solutions', plan: 'Standard Plan', discount: 10 },
        { service: 'social-media-marketing', plan: 'Basic Plan', discount: 15 },
      ],
      staffToken: token,
      orderNumber,
    }),
  });
  if (!invoice.ok) throw new Error(`invoice: ${invoice.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const first = async (kind) =>
    (await (await fetch(`${base}/api/inbox/${kind}`, { headers: auth })).json()).items[0]._id;
  return {
    ':order': `/dashboard/orders/${orderNumber}`,
    ':order-inbox': `/dashboard/inbox/orders/${await first('orders')}`,
    ':message': `/dashboard/inbox/messages/${await first('messages')}`,
    ':client': `/dashboard/clients/${encodeURIComponent('marcus.okafor@harbourfreight-solutions.example')}`,
  };
}

const slug = (p) =>
  p
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '') || 'home';

let browser;
try {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = await login.json();
  const blogs = await (await fetch(`${base}/api/blogs?limit=1`)).json();
  const firstBlog = blogs.blogs?.[0]?._id;
  const details = await seedSubmissions(token);

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
    '/dashboard/inbox?kind=inquiries',
    '/dashboard/inbox?kind=invoices',
    '/dashboard/inbox?kind=emails',
    details[':message'],
    details[':order-inbox'],
    details[':order'],
    '/dashboard/invoices',
    '/dashboard/clients',
    details[':client'],
    '/dashboard/settings',
  ];
  // Detail screens are named for what they are, not for their record's id.
  const names = new Map(
    Object.entries(details).map(([name, p]) => [p, `dashboard${name.replace(':', '-')}`]),
  );
  const paths = only.length
    ? only.map((p) => details[p] ?? p)
    : [...publicPaths, ...dashboardPaths];
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
      // The sidebar's slide and any other transition have finished.
      await page.evaluate(() =>
        Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
      );
      const file = path.join(out, `${names.get(p) ?? slug(p)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await server.stop();
}
