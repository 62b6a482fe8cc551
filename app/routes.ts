import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** The route table of SPEC.md section 2, written out explicitly. */
export default [
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('about-us', 'routes/public/about-us.tsx'),
    route('services', 'routes/public/services.tsx'),
    route('services/:endpoint', 'routes/public/service-detail.tsx'),
    route('projects', 'routes/public/projects.tsx'),
    route('projects/:projectEndpoint', 'routes/public/project-detail.tsx'),
    route('blog', 'routes/public/blog.tsx'),
    route('blog/:blogId', 'routes/public/blog-detail.tsx'),
    route('dedicatedResources/:resourceEndpoint', 'routes/public/dedicated-resource.tsx'),
    route('portfolio', 'routes/public/portfolio.tsx'),
    route('privacy-policy', 'routes/public/privacy-policy.tsx'),
    route('terms-conditions', 'routes/public/terms-conditions.tsx'),
    route('agreement', 'routes/public/agreement.tsx'),
    route('invoice', 'routes/public/invoice.tsx'),
    route('pricing', 'routes/public/pricing.tsx'),
    route('contact', 'routes/public/contact.tsx'),
    route('cart', 'routes/public/cart.tsx'),
    route('checkout', 'routes/public/checkout.tsx'),
    route('sign-in', 'routes/public/sign-in.tsx'),
    route('*', 'routes/public/not-found.tsx'),
  ]),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('rss.xml', 'routes/resources/rss.ts'),
  route('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/index.tsx'),
    route('services', 'routes/dashboard/services.tsx'),
    route('blogs', 'routes/dashboard/blogs.tsx'),
    route('blog-details/:blogId', 'routes/dashboard/blog-details.tsx'),
    route('settings', 'routes/dashboard/settings.tsx'),
    route('inbox', 'routes/dashboard/inbox.tsx'),
    route('inbox/:kind/:id', 'routes/dashboard/inbox-detail.tsx'),
  ]),
] satisfies RouteConfig;
