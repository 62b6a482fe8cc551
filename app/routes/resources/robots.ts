import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api/',
    // Cart, checkout, sign-in and the invoice builder are open to crawlers so that they read the
    // pages' own noindex; a robots.txt block would hide it and leave the bare URLs listed.
    '',
    `Sitemap: ${context.deps.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
