import { describe, expect, it } from 'vitest';
import { unique } from '~/tests/support/api';
import { postForm } from '~/tests/support/forms';
import { httpBackends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * How real browsers label a form post. Chromium posts a page's form with `Origin: null` when the
 * page's referrer policy hides the referrer, and always with `Sec-Fetch-Site`; curl and scripts
 * send neither. Another site's page must never be able to post a form here.
 */
// Accepted or refused from the headers alone; storing the message is submissions-contact's, run
// on both databases: SQLite only.
describe.each(httpBackends)('where a form post may come from, on %s', (backend) => {
  const app = useServer(backend, { env: { FORM_RATE_LIMIT: '1000' } });

  const contact = (headers: Record<string, string>) =>
    postForm(
      app.server,
      '/contact',
      {
        name: `Origin ${unique()}`,
        email: 'origin@northwind.example',
        message: 'Hello',
        website: '',
      },
      { headers },
    );

  it('sends a referrer policy that keeps a real Origin on the site’s own posts', async () => {
    const page = await fetch(`${app.server.url}/contact`);
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['Chromium with the referrer hidden', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['a browser on the same origin', { origin: 'SERVER', 'sec-fetch-site': 'same-origin' }],
    ['a browser that labels only the origin', { origin: 'SERVER' }],
    ['the address bar or a bookmark', { 'sec-fetch-site': 'none' }],
    ['curl or a script', {}],
  ])('accepts a post from %s', async (_label, headers: Record<string, string>) => {
    const resolved = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value === 'SERVER' ? app.server.url : value,
      ]),
    );
    const answer = await contact(resolved);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Email sent successfully!');
  });

  it.each([
    ['another site', { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' }],
    [
      'a sibling subdomain',
      { origin: 'https://x.127.0.0.1.example', 'sec-fetch-site': 'same-site' },
    ],
    ['a page that only names another origin', { origin: 'https://attacker.example' }],
    ['a sandboxed frame with no other label', { origin: 'null' }],
    ['a malformed origin', { origin: 'http://[' }],
  ])(
    'refuses a post from %s with 403 and a message',
    async (_label, headers: Record<string, string>) => {
      const answer = await contact(headers);
      expect(answer.status).toBe(403);
      expect(answer.text).toBe("Forms on this site can only be sent from the site's own pages");
    },
  );
});
