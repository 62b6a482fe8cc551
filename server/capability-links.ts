/**
 * What in a URL grants access to whoever holds it: the one list the logs redact
 * (server/logger.ts), the server log check looks for (tests/logs/secrets.test.ts), the
 * private-link rate limit counts (server/http/invoice-link-guard.ts) and the shipped nginx access
 * log is checked against (tests/api/deploy-files.test.ts). A new kind of capability link is added
 * here, and nowhere else (and, for a path, in the map of deploy/nginx/ecs-site.conf.template).
 */

/**
 * Query parameters whose value is a capability: an order's private token on the agreement page
 * (`/agreement?order=`, docs/product.md#order-page), a blog preview (`?preview=`,
 * docs/product.md#blog-preview) and any `token`. Redacted wherever they appear, so a staff URL
 * that happens to use one of these names (`/invoice?order=<number>`) is redacted too.
 */
export const CAPABILITY_PARAMS = ['order', 'preview', 'token'] as const;

/**
 * First path segments whose next segment is a capability: a hosted invoice
 * (`/invoices/<token>`) and a client's order page (`/orders/<token>`). Only at the root of a
 * path: staff paths such as `/api/invoices/<id>` carry ids, which are not secrets.
 */
export const CAPABILITY_PATHS = ['invoices', 'orders'] as const;

/**
 * A request target as React Router routes it (server/http/ssr.ts builds the request's URL the same
 * way): dot segments resolved (`/x/../invoices/…`, `/x/%2e%2e/invoices/…`), backslashes read as
 * slashes. Undefined for a target no URL can be made of.
 */
export function routedUrl(target: string): URL | undefined {
  try {
    return /^[a-z][a-z\d+.-]*:\/\//i.test(target)
      ? new URL(target)
      : new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    return undefined;
  }
}

/** `path` with every percent-escape that decodes decoded, and a malformed one left as it is. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
