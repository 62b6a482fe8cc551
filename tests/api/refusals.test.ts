import { describe, expect, it } from 'vitest';
import { api, unique } from '~/tests/support/api';
import { postForm } from '~/tests/support/forms';
import { journeyServerOptions } from '~/tests/support/order-journey';
import { backends } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

/**
 * Refusals answered by the one mapping of errors to HTTP (server/http/errors.ts,
 * docs/decisions/064-one-error-hierarchy.md) where a page answers them: one the server's own
 * bundle makes for a page's action, which runs from the React Router build with its own copy of
 * server/errors.ts.
 */
describe.each(backends)('refusals answered by pages on %s', (backend) => {
  const app = useServer(backend, journeyServerOptions);

  it('answers a refusal made by the server’s bundle in a page action of the React Router build', async () => {
    // The sign-in page's action reaches the rate limits through `context.deps`: they were made by
    // the server's bundle, and so is their TooManyRequests. Recognised by class, it would be a 500.
    const email = `${unique('locked')}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await postForm(app.server, '/sign-in', { email, password: `wrong-${i}-pass` });
      expect(wrong.status, `attempt ${i + 1}`).toBe(401);
      expect(wrong.text).toContain('Invalid email or password');
    }
    const blocked = await postForm(app.server, '/sign-in', { email, password: 'another-guess' });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(blocked.text).toContain(`value="${email}"`);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers.get('cache-control')).toBe('no-store');

    // The API, in the server's bundle, answers the same refusal the same way.
    const viaApi = await api(app.server, 'POST', '/api/users/login', {
      body: { email, password: 'another-guess' },
    });
    expect(viaApi.status).toBe(429);
    expect(viaApi.body.message).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(Number(viaApi.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(app.server.output()).not.toContain('request failed');
  });
});
