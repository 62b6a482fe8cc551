import { escapeXml } from '~/lib/xml';
import { site } from '~/content/site';
import { lastModified, postDate } from '~/domain/blog-view';
import { listPublicBlogs } from '~/server/blogs/blog-reads';
import type { Route } from './+types/rss';

/** /rss.xml: the 20 articles that went live last, each dated when it went live. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.deps.publicUrl;
  const { blogs } = await listPublicBlogs(context.deps.db, { page: 1, limit: 20 });
  const items = blogs
    .map((blog) => {
      const link = `${origin}/blog/${blog.slug}`;
      return `    <item>
      <title>${escapeXml(blog.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(postDate(blog)).toUTCString()}</pubDate>
      <dc:creator>${escapeXml(blog.author)}</dc:creator>
${blog.tag.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n')}
      <description>${escapeXml(blog.shortDescription)}</description>
    </item>`;
    })
    .join('\n');
  // The feed changed last when one of its posts went live or was edited.
  const lastChange = blogs.map(lastModified).sort().at(-1);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${site.name} Blog`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(`Articles on software, social media and search from the ${site.name} team.`)}</description>
    <language>en-us</language>
${lastChange ? `    <lastBuildDate>${new Date(lastChange).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  });
}
