import { escapeXml } from '~/lib/xml';
import { resourceSlugs } from '~/content/catalogue';
import { legalUpdatedAt, privacyUpdatedAt } from '~/content/legal';
import { projects } from '~/content/projects';
import { lastModified } from '~/domain/blog-view';
import { listPublicBlogs } from '~/server/blogs/blog-reads';
import { listServices } from '~/server/services/service-store';
import type { Route } from './+types/sitemap';

const staticPaths = [
  '/',
  '/about-us',
  '/services',
  '/pricing',
  '/portfolio',
  '/blog',
  '/contact',
  '/agreement',
  '/privacy-policy',
  '/terms-conditions',
];

export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.deps.publicUrl;
  const services = await listServices(context.deps.db, { activeOnly: true });
  // A sitemap file holds at most 50,000 URLs; the summaries of that many posts are small.
  const { blogs } = await listPublicBlogs(context.deps.db, { page: 1, limit: 50_000 });
  const entries: { path: string; lastmod?: string }[] = [
    ...staticPaths.map((path) => ({
      path,
      ...(path.includes('policy')
        ? { lastmod: privacyUpdatedAt }
        : path.includes('terms')
          ? { lastmod: legalUpdatedAt }
          : {}),
    })),
    ...services.map((s) => ({ path: `/services/${s.url}`, lastmod: s.updatedAt.slice(0, 10) })),
    ...resourceSlugs.map((slug) => ({ path: `/dedicatedResources/${slug}` })),
    ...projects.map((p) => ({ path: `/projects/${p.slug}` })),
    ...blogs.map((b) => ({ path: `/blog/${b.slug}`, lastmod: lastModified(b).slice(0, 10) })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map(
    (e) =>
      `  <url><loc>${escapeXml(origin + (e.path === '/' ? '/' : e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  )
  .join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
