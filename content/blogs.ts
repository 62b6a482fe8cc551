/**
 * Demo blog articles used to seed the blog (docs/product.md#blog).
 * Bodies are HTML limited to h2, h3, p, ul, ol, li, strong, em, blockquote and links to our own pages.
 */
import type { BlogFields } from '~/domain/blog';
import { site } from './site';

/**
 * A demo article: the fields staff write (domain/blog.ts), where `slug` is the stable key for
 * seeding, with its author and when it was written (ISO, UTC). What the articles keep to: a short
 * description of one or two sentences (at most 220 characters), an HTML body of 700 to 1000 words,
 * a meta title of at most 60 characters, 4 to 8 comma-separated meta keywords, a meta description
 * of 120 to 155 characters, an image described for people who cannot see it, the same picture as
 * thumbnail, and JSON-LD BlogPosting as the schema.
 */
export interface DemoBlog extends Omit<BlogFields, 'category' | 'publishAt'> {
  author: string;
  category: 'Software' | 'Social Media' | 'SEO' | 'Hiring' | 'Branding' | 'Operations';
  createdAt: string;
}

type BlogDraft = Omit<DemoBlog, 'thumbImageUrl' | 'thumbAlt' | 'status' | 'schema'>;

/** Fills the derived fields: thumbnail, status and the BlogPosting JSON-LD. */
function blog(draft: BlogDraft): DemoBlog {
  const schema = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: draft.title,
    description: draft.metaDescription,
    image: `${site.website}${draft.imageUrl}`,
    datePublished: draft.createdAt,
    dateModified: draft.createdAt,
    author: { '@type': 'Person', name: draft.author },
    publisher: { '@type': 'Organization', name: site.name, url: site.website },
    keywords: draft.metaKeyword,
    articleSection: draft.category,
  };
  return {
    ...draft,
    thumbImageUrl: draft.imageUrl,
    thumbAlt: draft.imageAlt,
    status: 'published',
    schema: JSON.stringify(schema),
  };
}

const customSoftwareRoi = blog({
  slug: 'custom-software-roi',
  title: 'How to Measure the Return on a Custom Software Project',
  shortDescription:
    'A practical method for putting numbers on custom software: what it really costs, what it saves in hours and errors, and a worked example you can adapt for your own business case.',
  longDescription: `
<p>Almost every business owner who considers custom software asks the same question: will it pay for itself? The answer should not come from gut feeling or from a vendor's sales deck. With honest numbers from your own team and an afternoon with a spreadsheet, you can build a business case that stands up to scrutiny from a finance director, a bank or your own doubts.</p>

<h2>Start with the full cost, not just the build</h2>
<p>The development quote is the most visible number, but it is only part of what you will spend. Over a three-year horizon, a realistic total cost of ownership includes:</p>
<ul>
<li><strong>Build cost:</strong> discovery, design, development, testing and launch.</li>
<li><strong>Hosting and third-party services:</strong> cloud servers, email delivery, SMS, mapping or payment APIs. For a typical internal business application this runs between $50 and $400 a month.</li>
<li><strong>Maintenance and support:</strong> security patches, dependency upgrades and small improvements. Budget 15 to 20 percent of the build cost per year.</li>
<li><strong>Your team's time:</strong> workshops, testing and training. It is often forgotten, and on a mid-sized project it is usually 40 to 80 hours.</li>
<li><strong>Transition cost:</strong> moving data out of old spreadsheets or systems, plus a few weeks of lower productivity while people learn the new tool.</li>
</ul>

<h2>Measure the benefits you can count</h2>
<p>Benefits fall into three groups. Build the headline number from the first two and treat the third as upside.</p>
<h3>1. Time saved</h3>
<p>List the tasks the software will change and time them as they are done today. Ask the people who do the work, and watch them do it at least once: estimates from managers are often far from reality. For each task, record how often it happens, how long it takes and the loaded hourly cost of the person doing it. Loaded cost means salary plus payroll taxes, benefits and overheads, usually 1.25 to 1.4 times the base wage.</p>
<h3>2. Errors avoided</h3>
<p>Re-keying data by hand produces mistakes. Count the errors from the last quarter: wrong invoice amounts, double-booked jobs, orders shipped to an old address. Then estimate what each one costs to put right, including staff time, refunds, credit notes and repeat deliveries. Even a one percent error rate on 2,000 orders a month means 20 incidents to fix.</p>
<h3>3. Growth and strategic value</h3>
<p>Faster quotes win more deals, a customer portal cuts phone calls and cleaner data supports better pricing decisions. These benefits are real but harder to prove, so list them separately rather than folding them into the return.</p>

<h2>A worked example</h2>
<p>Consider a regional logistics company with 12 office and dispatch staff. Orders arrive by email and web form, are typed into a spreadsheet, copied into the accounting package for invoicing, and customers receive status updates by phone. The company commissions a web application that captures orders directly, assigns them to drivers, sends automatic status emails and pushes invoices into accounting.</p>
<p><strong>Costs over three years:</strong></p>
<ul>
<li>Build: $48,000</li>
<li>Hosting and services at $250 a month: $9,000</li>
<li>Maintenance at 15 percent of the build per year: $21,600</li>
<li>Staff time for workshops, testing and training, 80 hours at $40: $3,200</li>
<li><strong>Total: $81,800</strong></li>
</ul>
<p><strong>Benefits per year:</strong></p>
<ul>
<li>Order entry: 250 orders a week drop from 6 minutes to 1 minute each, saving about 21 hours a week. At a loaded cost of $35 an hour over 48 working weeks, that is $35,000.</li>
<li>Status calls: 60 calls a week of 4 minutes each are replaced by automatic updates, saving 4 hours a week, or $6,720.</li>
<li>Invoice errors: 15 a month at an average cost of $90 each, reduced by 80 percent, saves $12,960.</li>
<li><strong>Total: $54,680 a year, or $164,040 over three years</strong></li>
</ul>
<p>The three-year return is (164,040 minus 81,800) divided by 81,800, which is roughly <strong>101 percent</strong>. For payback, take the upfront cost of $51,200 (build plus staff time) and divide it by the net monthly benefit: $4,557 of benefit minus $850 of hosting and maintenance leaves $3,707 a month. The project pays for itself in about <strong>14 months</strong>.</p>
<blockquote>Hours saved only turn into money when you decide what those hours will be used for.</blockquote>
<p>In this example the company did not cut staff. It absorbed a 30 percent increase in order volume without hiring two more coordinators, which is how most time savings show up in practice.</p>

<h2>Make the number trustworthy</h2>
<ul>
<li><strong>Be conservative.</strong> Use the lower end of each time estimate and assume adoption takes three months.</li>
<li><strong>Run a sensitivity check.</strong> If benefits come in 30 percent lower, three-year benefits of $114,828 still exceed the $81,800 cost.</li>
<li><strong>Record a baseline before the build starts</strong> so you can compare like for like after launch.</li>
<li><strong>Measure again</strong> at three, six and twelve months using the same method.</li>
</ul>

<h2>When the numbers do not add up</h2>
<p>Sometimes the honest answer is that an off-the-shelf product is the better choice. If a $60-a-month subscription covers 80 percent of what you need, start there. Custom software earns its return when your process is a competitive advantage, when you pay for several tools and re-key data between them, or when per-user licence fees grow faster than your team.</p>

<p>Want a second opinion on your numbers? We will review your process and prepare a fixed-price estimate with a clear scope. Read about our <a href="/services/software-solutions">custom software solutions</a> or <a href="/contact">contact us</a> to book a discovery call.</p>
`,
  metaTitle: 'How to Measure Custom Software ROI',
  metaKeyword:
    'custom software ROI, software business case, total cost of ownership, payback period, process automation, software development cost',
  metaDescription:
    'Measure the return on custom software: full costs, time saved, errors avoided and a worked example with real numbers, ROI and payback period.',
  imageUrl: '/images/blog/custom-software-roi.svg',
  imageAlt:
    'A code window feeding a rising bar chart with coins and an upward arrow marked ROI +312%',
  author: 'Ryan Whitfield',
  category: 'Software',
  tag: ['Custom Software', 'ROI', 'Business Case', 'Cost Planning'],
  createdAt: '2026-06-04T09:30:00.000Z',
});

const socialMediaCalendar = blog({
  slug: 'social-media-calendar',
  title: 'Building a Social Media Content Calendar a Small Team Can Keep Up With',
  shortDescription:
    'Most small teams post every day for two weeks and then go quiet. Here is how to plan a content calendar around the hours you really have, and keep it going all year.',
  longDescription: `
<p>Most small businesses start social media with energy: a post every day, new graphics, a burst of ideas. Three weeks later the account goes quiet, and the next post appears a month after that. The problem is rarely a lack of ideas. It is a plan that assumes more time than the team actually has. A good content calendar starts from your real capacity and makes publishing a routine rather than a scramble.</p>

<h2>Start from capacity, not ambition</h2>
<p>Before choosing how often to post, count the hours honestly. In a company of ten to thirty people, social media is usually part of someone's job rather than all of it, and four hours a week is a common and realistic budget. As a rough guide, a simple image post takes 30 to 45 minutes including writing, design and approval, a carousel takes about an hour, and a short edited video takes two to three hours.</p>
<p>Keep 20 to 30 percent of your time for engagement: replying to comments and messages and commenting on posts from clients and partners. Posting without responding is like handing out flyers and walking away.</p>

<h2>Choose two channels, not five</h2>
<p>Posting three times a week on two channels achieves more than posting once a fortnight on five. For most B2B companies, LinkedIn is the first choice, with one second channel where your buyers spend time. For local and consumer-facing businesses, Instagram and Facebook usually come first. You can add a channel later, once the routine is working.</p>

<h2>Use content pillars to remove the blank page</h2>
<p>Content pillars are three or four recurring themes that every post belongs to. They make planning faster and give your feed a recognisable shape. An accounting firm might use:</p>
<ol>
<li><strong>Practical tips:</strong> filing deadlines, tax changes, bookkeeping shortcuts.</li>
<li><strong>Client stories:</strong> problems solved, shared with the client's permission.</li>
<li><strong>Behind the scenes:</strong> the team, the office, how the work gets done.</li>
<li><strong>News and offers:</strong> new services, events, announcements.</li>
</ol>
<p>Give each publishing day a pillar, for example tips on Monday, client stories on Wednesday and behind the scenes on Friday, and you will never stare at an empty slot wondering what to say.</p>

<h2>Keep the calendar simple</h2>
<p>A shared spreadsheet or task board is enough. Use one row per post with these columns: publish date, channel, pillar, working title, final copy, link to the image or video, owner, status and a link to the live post. Keep the status list short: idea, draft, ready for review, approved, scheduled, published. Anyone should be able to open the calendar and see in ten seconds what is going out this week and what is stuck.</p>

<h2>Work in monthly batches</h2>
<p>Switching between tasks every day is what makes social media feel endless. Batching the work into a monthly rhythm typically cuts the time per post by around a third:</p>
<ol>
<li><strong>Last week of the month:</strong> hold a 60-minute planning session. Review last month's results, list key dates such as launches, trade shows, holidays and industry events, then fill next month's slots with working titles.</li>
<li><strong>First week:</strong> write all the copy in one or two focused sessions.</li>
<li><strong>First and second week:</strong> create visuals from a small set of branded templates.</li>
<li><strong>Approval and scheduling:</strong> send the whole month for review in one pass, then schedule every post with the native schedulers in Meta Business Suite and LinkedIn or a scheduling tool.</li>
</ol>

<h2>Repurpose everything</h2>
<p>One substantial piece of content can feed five to eight posts. A single blog article can become a LinkedIn summary, a carousel of the key points, a quote graphic, a 60-second video of the author explaining one idea and a poll asking your audience about the topic. Spread them over three or four weeks and you have a steady stream from one afternoon of writing.</p>

<h2>Leave room for the unplanned</h2>
<p>Fill about 80 percent of the slots in advance and leave the rest open for timely posts: a customer win, photos from an event, a comment on industry news. A calendar that is 100 percent full forces you to choose between being relevant and being consistent.</p>

<h2>A sample week on four hours</h2>
<ul>
<li><strong>Monday:</strong> a practical tip on LinkedIn (30 minutes).</li>
<li><strong>Wednesday:</strong> a client story carousel on LinkedIn and Instagram (60 minutes).</li>
<li><strong>Friday:</strong> a behind-the-scenes photo with a short caption (20 minutes).</li>
<li><strong>Every weekday:</strong> 15 minutes of replies and comments (75 minutes in total).</li>
</ul>
<p>That is just over three hours, leaving time for the monthly planning session.</p>

<h2>Review what works every month</h2>
<p>Track a handful of numbers: reach, engagement rate (engagements divided by impressions), link clicks, profile visits and enquiries that mention social media. Ignore follower counts in the short term. After three months you will see which pillars and formats perform best, and the next quarter's calendar should include more of them.</p>
<blockquote>Consistency beats volume. Three useful posts a week for a year will do more for your brand than thirty posts in a single month.</blockquote>

<p>If you would rather hand over the planning, writing, design and scheduling, our <a href="/services/social-media-marketing">social media marketing</a> team can run your calendar for you. See our <a href="/pricing">plans and pricing</a> to find the right level of support.</p>
`,
  metaTitle: 'Social Media Content Calendar for Small Teams',
  metaKeyword:
    'social media content calendar, content planning, content pillars, small business social media, LinkedIn marketing, social media scheduling',
  metaDescription:
    'Plan a social media content calendar around the hours your team really has: content pillars, monthly batching, repurposing and a sample weekly plan.',
  imageUrl: '/images/blog/social-media-calendar.svg',
  imageAlt:
    'A social media content calendar with colour-coded scheduled and posted items beside a phone preview',
  author: 'Ayesha Malik',
  category: 'Social Media',
  tag: ['Content Calendar', 'Content Planning', 'Small Business', 'LinkedIn'],
  createdAt: '2026-07-08T14:00:00.000Z',
});

const technicalSeoAudit = blog({
  slug: 'technical-seo-audit',
  title: 'What a Technical SEO Audit Checks and How to Prioritise the Fixes',
  shortDescription:
    'A technical SEO audit can list hundreds of issues. This guide explains what it checks, from crawling and indexing to Core Web Vitals, and how to decide which fixes to make first.',
  longDescription: `
<p>Content and backlinks get most of the attention in search marketing, but if search engines cannot crawl, render and index your pages efficiently, even excellent content will underperform. A technical SEO audit examines that foundation. The catch is that a typical audit produces a spreadsheet with hundreds of warnings, and the real skill lies in knowing which handful of them actually matter.</p>

<h2>What a technical audit checks</h2>
<h3>Crawlability</h3>
<p>Can search engines reach your important pages? The audit reviews robots.txt rules that accidentally block whole sections, an XML sitemap that lists only canonical, indexable pages returning status 200, broken internal links, redirect chains where one URL forwards to another and then another, and orphan pages with no internal links pointing to them. On larger sites it also looks at crawl waste, such as filter and sorting parameters that generate thousands of near-identical URLs.</p>
<h3>Indexability</h3>
<p>Being crawled is not the same as being indexed. Common problems include noindex tags left behind from a staging site, canonical tags pointing to the wrong page, duplicate versions of the site across http and https or www and non-www, and thin pages with little unique content. The Page indexing report in Google Search Console shows which URLs are excluded and why.</p>
<h3>Speed and Core Web Vitals</h3>
<p>Google's Core Web Vitals measure real-user experience. The targets are a Largest Contentful Paint under 2.5 seconds, an Interaction to Next Paint under 200 milliseconds and a Cumulative Layout Shift below 0.1, measured at the 75th percentile of visits. The usual causes of poor scores are oversized hero images, render-blocking scripts, too many third-party tags and web fonts that shift the layout as they load.</p>
<h3>Mobile experience</h3>
<p>Google indexes the mobile version of your site first. The audit confirms that content, internal links and structured data on mobile match the desktop version, and that text is readable and buttons are easy to tap on a small screen.</p>
<h3>Architecture and internal linking</h3>
<p>Important pages should be reachable within three clicks of the home page, linked with descriptive anchor text and organised in a logical URL structure. Breadcrumb navigation helps both visitors and search engines understand where a page sits.</p>
<h3>Structured data</h3>
<p>Schema markup for your organisation, products, articles, FAQs or local business can earn richer search results. The audit checks that markup is present where it is useful, free of errors and consistent with what the page shows.</p>
<h3>Security and status codes</h3>
<p>Every page should load over HTTPS without mixed content warnings. Removed pages should return a real 404 or a 301 redirect to the closest replacement, not a soft 404 that looks like an error but reports success. Server errors in the 5xx range need urgent attention.</p>
<h3>On-page basics</h3>
<p>Missing or duplicate title tags and meta descriptions, multiple H1 headings and images without alt text are worth fixing, but they rarely hold a site back on their own.</p>

<h2>How to prioritise the fixes</h2>
<p>Score every issue on two dimensions: <strong>impact</strong> (how many important pages it affects and how directly it blocks crawling, indexing or ranking) and <strong>effort</strong> (developer hours and the risk of breaking something). Then sort the list into four groups:</p>
<ol>
<li><strong>Fix now: high impact, low effort.</strong> A stray noindex on category pages, a robots.txt rule blocking the blog, a sitemap full of redirected URLs. These often take minutes to correct and can recover traffic within weeks.</li>
<li><strong>Plan: high impact, high effort.</strong> Restructuring navigation, consolidating 40 thin location pages into 12 strong ones or moving to a faster platform. Schedule these as proper projects.</li>
<li><strong>Batch: low impact, low effort.</strong> Missing alt text, overlong titles, single redirect hops. Hand them to the content team in one sprint.</li>
<li><strong>Park: low impact, high effort.</strong> Rarely worth doing for SEO alone.</li>
</ol>
<p>Finally, weight everything by business value. A problem on the 20 pages that generate most of your leads outranks one affecting 500 old news posts.</p>

<h2>An example</h2>
<p>Consider a manufacturer with a 1,200-page website whose audit returned 340 warnings. Three of them mattered most. Product filters were generating around 18,000 parameter URLs that soaked up crawl activity. Canonical tags on paginated category pages pointed to page one, hiding roughly 400 products from the index. Hero images averaging 1.8 MB pushed mobile Largest Contentful Paint to 4.6 seconds. Fixing those three issues took about 30 developer hours, while the other 337 warnings could wait. Results from changes like these usually appear in Search Console within four to eight weeks as pages are recrawled.</p>
<blockquote>An audit is only as valuable as the fixes that actually ship.</blockquote>

<h2>After the audit</h2>
<ul>
<li>Keep a dated log of every change and annotate your analytics so you can connect fixes to results.</li>
<li>Re-crawl the site monthly and set up Search Console email alerts for new indexing problems.</li>
<li>Run a light audit every quarter and a full audit once a year, and always before a redesign or platform migration.</li>
</ul>

<p>Need a clear, prioritised plan rather than a 300-row spreadsheet? Our <a href="/services/seo-analysis">SEO analysis</a> service delivers an audit ranked by impact and effort, and you can <a href="/dedicatedResources/seo-expert">hire a dedicated SEO expert</a> to carry out the fixes with your team.</p>
`,
  metaTitle: 'Technical SEO Audit: What It Checks and What to Fix',
  metaKeyword:
    'technical SEO audit, crawlability, indexability, Core Web Vitals, structured data, SEO prioritisation, site speed',
  metaDescription:
    'What a technical SEO audit checks, from crawling and indexing to Core Web Vitals, and an impact and effort method for deciding which fixes come first.',
  imageUrl: '/images/blog/technical-seo-audit.svg',
  imageAlt:
    'A web page wireframe under a magnifying glass with an audit checklist, a speed score of 94 and 1,248 pages crawled',
  author: 'Tom Ellison',
  category: 'SEO',
  tag: ['Technical SEO', 'SEO Audit', 'Core Web Vitals', 'Site Speed', 'Indexing'],
  createdAt: '2026-08-12T10:15:00.000Z',
});

const hiringDedicatedDevelopers = blog({
  slug: 'hiring-dedicated-developers',
  title: 'Dedicated Developers vs Freelancers vs In-House Hiring: How to Choose',
  shortDescription:
    'Three ways to add development capacity, each suited to a different situation. Compare cost, speed, control and continuity, then use five questions to pick the right model.',
  longDescription: `
<p>When your software roadmap outgrows your team, there are three common ways to add capacity: hire employees, engage freelancers or bring in dedicated developers through an agency. None of them is best in every situation. The right choice depends on how long the work will last, how quickly you need to start and how much technical management you can provide yourself.</p>

<h2>In-house hiring</h2>
<p>An employee gives you the most control and, over time, the deepest knowledge of your product and customers. For a company whose software is its core product, a strong in-house team is the long-term goal.</p>
<p>The trade-offs are time and cost. Hiring a developer typically takes six to ten weeks from job advert to signed offer, followed by a notice period of one to three months. The fully loaded cost is also well above the salary: a developer earning $110,000 a year can cost $140,000 to $155,000 once payroll taxes, benefits, equipment, software licences and management time are included. Recruitment agencies commonly charge 15 to 25 percent of first-year salary. An employee is also hard to scale down if priorities change.</p>
<p><strong>Best for:</strong> continuous, long-term work on your core product, with a technical lead in place to guide and review it.</p>

<h2>Freelancers</h2>
<p>Freelancers can start within days, bring niche skills and are paid only for the work done. For a well-defined task they are often the most efficient option.</p>
<p>The risks lie in availability and continuity. Many freelancers juggle several clients, so response times vary and a better offer elsewhere can end the engagement at short notice. Knowledge leaves when they do unless you insist on documentation. You also carry the management load: writing specifications, reviewing code and making sure contracts cover intellectual property and data security.</p>
<p><strong>Best for:</strong> clearly scoped work lasting two to eight weeks, such as a landing page, an integration with a payment provider or a specialist security review.</p>

<h2>Dedicated developers through an agency</h2>
<p>A dedicated developer works full time on your project and takes part in your stand-ups, tools and planning, while the agency handles employment, equipment, training and cover. You direct the work; the agency keeps the seat filled.</p>
<p>The advantages are speed and flexibility. A dedicated developer can usually start within one to two weeks, the monthly cost is predictable, and if someone leaves or is not the right fit, the agency provides a replacement and a handover. Many agencies also include code review and a senior contact for technical questions. On the other side, the hourly rate is higher than a freelancer's in the same market, you still need to set priorities, and working across time zones requires agreed overlap hours.</p>
<p><strong>Best for:</strong> ongoing work of three months or more, workloads that rise and fall, and companies that need capacity faster than they can recruit.</p>

<h2>Side-by-side comparison</h2>
<ul>
<li><strong>Time to start:</strong> in-house two to four months; freelancer a few days; dedicated developer one to two weeks.</li>
<li><strong>Cost structure:</strong> in-house is a fixed salary plus overheads; freelancers bill hourly or per project; dedicated developers are a fixed monthly fee with no recruitment cost.</li>
<li><strong>Flexibility:</strong> in-house is low; freelancers are high but unpredictable; dedicated developers can usually be scaled with a month's notice.</li>
<li><strong>Continuity:</strong> in-house is strongest; freelancers weakest; dedicated developers are protected by the agency's replacement and handover process.</li>
<li><strong>Management load on you:</strong> in-house is high, including HR; freelancers are high on technical oversight; dedicated developers are moderate, since the agency handles HR and backup.</li>
</ul>

<h2>Five questions to decide</h2>
<ol>
<li><strong>How long will the work last?</strong> Under two months suits a freelancer, three to eighteen months or an uncertain horizon suits dedicated developers, and permanent core work suits employees.</li>
<li><strong>Do you have technical leadership?</strong> Without a lead developer or CTO, freelancers are risky. Dedicated developers backed by an agency's senior staff are safer.</li>
<li><strong>How soon do you need to start?</strong> If a launch date is fixed, months of recruiting may not be an option.</li>
<li><strong>How much will the workload change?</strong> Seasonal or project-based demand favours models you can scale down.</li>
<li><strong>How sensitive is the work?</strong> Deep access to customer data calls for strong contracts, vetted people and clear security practices, whichever model you choose.</li>
</ol>

<h2>The hybrid approach</h2>
<p>Many growing companies combine the models. A small in-house core, typically a product owner and a technical lead, owns architecture and priorities. Dedicated developers provide delivery capacity, and freelancers cover one-off specialist needs. For example, an online retailer with 40 staff and one in-house lead developer might add two dedicated frontend developers for a nine-month replatforming project and a freelance accessibility specialist for a two-week audit.</p>

<h2>Making any model work</h2>
<ul>
<li>Write a short onboarding guide and grant access to systems on day one.</li>
<li>Keep one backlog and one definition of done for everyone.</li>
<li>Hold a weekly demo so progress is visible.</li>
<li>Keep all code in repositories your company owns, with intellectual property and confidentiality agreed in writing.</li>
</ul>
<blockquote>Choose the model for the work you have, not the team you imagine having in three years.</blockquote>

<p>If dedicated capacity sounds like the right fit, you can hire a <a href="/dedicatedResources/frontend-developer">dedicated frontend developer</a> or <a href="/dedicatedResources/dotnet-developers">.NET developers</a> who work as part of your team. <a href="/contact">Tell us about your project</a> and we will suggest the right mix of skills.</p>
`,
  metaTitle: 'Dedicated Developers vs Freelancers vs In-House',
  metaKeyword:
    'dedicated developers, hire developers, freelancers vs agency, in-house hiring, software team augmentation, developer hiring cost',
  metaDescription:
    'Compare dedicated developers, freelancers and in-house hiring on cost, speed, control and continuity, with five questions to choose the right model.',
  imageUrl: '/images/blog/hiring-dedicated-developers.svg',
  imageAlt: 'Three developer profile cards with skills and ratings, the centre one marked as hired',
  author: 'Ryan Whitfield',
  category: 'Hiring',
  tag: ['Dedicated Developers', 'Freelancers', 'In-House Hiring', 'Team Augmentation'],
  createdAt: '2026-09-16T08:45:00.000Z',
});

const brandVisibility = blog({
  slug: 'brand-visibility',
  title: 'Five Practical Ways to Improve Brand Visibility for a B2B Company',
  shortDescription:
    'B2B buyers shortlist suppliers long before they call. These five practical steps help your company become the name they already know when the need arises.',
  longDescription: `
<p>B2B buying is slow and shared. A purchase may involve several decision makers, months of research and a shortlist drawn up before anyone speaks to a salesperson. If your company is not already familiar to those people, you may never make the list, however good your service is. Brand visibility means being known, trusted and remembered at the moment the need arises. Here are five practical ways to build it without a consumer-sized budget.</p>

<h2>1. Make your people visible on LinkedIn</h2>
<p>Company pages matter, but people follow people. Posts from a named founder, sales lead or senior specialist routinely reach far more people than the same message from a company page, and they build trust faster because there is a face behind the words.</p>
<p>Pick three to five people and ask each to post once a week about what they see in their work: a problem a client solved, a lesson from a project, an opinion on an industry change. Make it easy for them. Hold a 30-minute session each month to collect topics, keep a shared document of ideas, and let the marketing team polish drafts. Consistency over six months matters far more than any single viral post.</p>

<h2>2. Publish content that answers buyers' real questions</h2>
<p>Ask your sales team for the 20 questions prospects ask most often. How much does it cost? How long does it take? How do you compare with the alternatives? What happens if something goes wrong? Each question can become an article, an FAQ entry or a short video.</p>
<p>This content works twice. It ranks in search when buyers type those exact questions, and it helps your sales team close deals by sending a useful link instead of a long email. Be specific: a guide to what drives the cost of your service, with realistic ranges, is far more valuable than a page that says "contact us for a quote".</p>

<h2>3. Own your search presence</h2>
<p>Search for your company name and look at what a prospect sees. Is your website first? Is your Google Business Profile complete, with the right categories, opening hours, photos and recent reviews? Are your name, address and phone number identical across directories and industry listings?</p>
<p>Then look beyond your brand name. Your service pages should target the words buyers actually use, such as "warehouse management software for 3PL companies" rather than a vague "innovative logistics solutions". A focused <a href="/services/seo-analysis">SEO analysis</a> shows which terms are worth winning and which pages need work.</p>

<h2>4. Turn clients into proof</h2>
<p>Visibility without credibility does not convert. Satisfied clients are your most persuasive marketing, but most businesses rarely ask them for help. Build a simple routine:</p>
<ul>
<li>Ask for a review or testimonial right after a successful milestone, when satisfaction is highest.</li>
<li>Write short case studies with a clear structure: the challenge, the approach, the result with figures, and a quote from the client.</li>
<li>Collect reviews on your Google Business Profile and the review platforms your industry uses.</li>
<li>Invite a client to co-present a webinar or conference talk about a shared project.</li>
</ul>
<p>A case study that says "order processing time fell from two days to four hours" is remembered long after a list of features is forgotten.</p>

<h2>5. Show up where your buyers already gather</h2>
<p>Your buyers already read certain newsletters, attend certain events and belong to certain associations. Go there rather than trying to pull them to you. Practical options include:</p>
<ul>
<li>Speaking at or sponsoring one regional trade event a year, and doing it properly rather than scattering budget across five.</li>
<li>Joining an industry association and contributing to its newsletter or working groups.</li>
<li>Appearing as a guest on niche podcasts your buyers listen to.</li>
<li>Partnering with a complementary, non-competing firm for a joint webinar. An accounting software provider and an HR consultancy, for example, serve the same buyers and can share each other's audiences.</li>
</ul>

<h2>Keep the brand consistent everywhere</h2>
<p>Every touchpoint should reinforce the same impression. Use the same logo, colours, tone of voice and one-sentence description on your website, LinkedIn pages, email signatures, proposals and event banners. A one-page brand guide with these basics prevents drift as the team grows. Recognition builds through repetition, and repetition only works when the message is the same each time.</p>

<h2>Measure visibility</h2>
<p>Visibility can be tracked. Watch branded search impressions in Google Search Console, direct traffic to your website, LinkedIn impressions and follower growth, and the number of reviews. Most useful of all, add a "How did you hear about us?" field to your contact form and ask new clients during onboarding. Review these figures every quarter and put more effort into the channels that bring real enquiries.</p>
<blockquote>Buyers rarely choose the best-kept secret in their market. They choose the company they already know and trust.</blockquote>

<p>Want help becoming that company? Our <a href="/services/social-media-marketing">social media marketing</a> team can build and run your LinkedIn presence, and a <a href="/dedicatedResources/web-graphics-designer">dedicated designer</a> can keep your brand consistent across every channel. <a href="/contact">Get in touch</a> to plan your next quarter.</p>
`,
  metaTitle: 'Five Ways to Improve B2B Brand Visibility',
  metaKeyword:
    'B2B brand visibility, B2B marketing, LinkedIn thought leadership, brand awareness, case studies, B2B content marketing',
  metaDescription:
    'Five practical ways for B2B companies to improve brand visibility: LinkedIn, useful content, search presence, client proof and the right events.',
  imageUrl: '/images/blog/brand-visibility.svg',
  imageAlt:
    'A megaphone broadcasting towards a brand badge, with 1.2M impressions and brand searches up 86%',
  author: 'Ayesha Malik',
  category: 'Branding',
  tag: ['Brand Visibility', 'B2B Marketing', 'LinkedIn', 'Case Studies'],
  createdAt: '2026-10-14T13:30:00.000Z',
});

const automationOperations = blog({
  slug: 'automation-operations',
  title: 'Where to Start Automating Business Operations: From Spreadsheets to Systems',
  shortDescription:
    'Spreadsheets are a great way to start and a poor way to scale. Learn how to spot the processes worth automating first and choose the right level of tool for each one.',
  longDescription: `
<p>Most growing businesses run on spreadsheets for longer than they should. That is not a failure: spreadsheets are flexible, cheap and familiar, and they are the right tool when a process is new. The trouble starts when five people edit the same file, versions multiply and staff spend hours copying data from one place to another. The question is not whether to automate, but where to begin.</p>

<h2>Signs your spreadsheets have become a system</h2>
<ul>
<li>Several people update the same file every day, and someone regularly overwrites another person's changes.</li>
<li>Files have names like "jobs_final_v3_updated.xlsx".</li>
<li>The same customer or order details are typed into two or more places.</li>
<li>Only one person understands the formulas, and everyone worries when they take a holiday.</li>
<li>Month-end reporting takes days of reconciliation.</li>
<li>When a customer asks for a status update, you have to ask a colleague before you can answer.</li>
</ul>
<p>If three or more of these sound familiar, a process has outgrown its tool.</p>

<h2>Step 1: Map one process end to end</h2>
<p>Choose a single process and write down every step: what triggers it, who does it, which tool they use, how long it takes and what happens next. Take a 25-person installation company's quote-to-invoice process as an example. An enquiry arrives by email. An estimator builds a quote in a spreadsheet and emails it as a PDF. When the customer accepts, the job is added to a scheduling spreadsheet. The technician completes the job and fills in a paper job sheet, which the office types into the accounting package before sending the invoice.</p>
<p>That one process contains seven handoffs and three points where data is typed again by hand. Each one is a source of delay and error, and each is a candidate for automation.</p>

<h2>Step 2: Score the candidates</h2>
<p>Not every step deserves automation. Rate each candidate on a few simple criteria:</p>
<ul>
<li><strong>Frequency:</strong> a daily task beats a quarterly one.</li>
<li><strong>Time per occurrence:</strong> multiply by frequency to get hours per month.</li>
<li><strong>Clear rules:</strong> tasks that follow a consistent rule automate well; tasks that need judgement do not.</li>
<li><strong>Cost of errors:</strong> mistakes that reach customers or invoices weigh more heavily.</li>
</ul>
<p>Strong first candidates are usually copying data between systems, reminders and notifications, recurring reports, and generating documents such as quotes, contracts and invoices. Poor first candidates are processes that change every month, work full of exceptions and anything nobody can describe the same way twice.</p>

<h2>Step 3: Pick the right level of tool</h2>
<h3>Level 1: Improve the spreadsheet</h3>
<p>Move the file to shared cloud storage, add data validation and drop-down lists, protect formula cells and agree that there is one master copy. This costs almost nothing and can remove a surprising share of errors.</p>
<h3>Level 2: Connect the tools you already have</h3>
<p>Native integrations and no-code automation platforms can link your web forms, CRM, email and accounting software. For example, a new enquiry can create a CRM record, notify the sales team and send the customer an acknowledgement. Costs typically range from $20 to $300 a month. Watch for fragile chains of dozens of automations that nobody owns or understands.</p>
<h3>Level 3: Build a system</h3>
<p>When a process is central to how you earn money, involves many users or complex rules, or depends on several per-user subscriptions, a custom web application often makes sense. It gives you one database, role-based access, an audit trail of who changed what, and integrations with your existing tools through their APIs.</p>

<h2>Step 4: Start small and prove the value</h2>
<p>Automate one process in four to eight weeks and measure it before and after. In the installation company, a sensible first project connects accepted quotes directly to the job schedule and replaces paper job sheets with a mobile form that creates a draft invoice when the job is marked complete. If invoices go out eight days sooner on $180,000 of monthly billing, roughly $48,000 of cash arrives earlier, on top of the hours saved in the office.</p>

<h2>Step 5: Clean the data before you move it</h2>
<p>Remove duplicate customers, standardise formats for dates, phone numbers and addresses, archive records you no longer need and decide which fields really matter. Data migration is often 20 to 30 percent of the effort on a project like this, and skipping it simply moves the mess into a more expensive tool.</p>

<h2>Bring people with you</h2>
<p>Involve the people who do the work from the first day. Their workarounds reveal the real rules of the process, and their support decides whether the new system is used. Train everyone, keep the old spreadsheet read-only for a month as a safety net, then retire it. Give every automation a named owner and make sure failures send an alert rather than failing silently.</p>
<blockquote>Automate the repetitive, rule-based work first. Leave the judgement to people.</blockquote>

<p>Not sure which of your processes to tackle first? We can map your operations with you and recommend the simplest tool that will do the job, from connected apps to <a href="/services/software-solutions">custom software solutions</a>. <a href="/contact">Contact us</a> to arrange a process review.</p>
`,
  metaTitle: 'Where to Start Automating Business Operations',
  metaKeyword:
    'business process automation, spreadsheet to software, workflow automation, operations efficiency, custom business software, data migration',
  metaDescription:
    'Find the business processes worth automating first, score them, and choose between a better spreadsheet, connected tools or a custom system.',
  imageUrl: '/images/blog/automation-operations.svg',
  imageAlt:
    'A pipeline of workflow steps from trigger to process, approve and report, with gears and tasks automated',
  author: 'Tom Ellison',
  category: 'Operations',
  tag: ['Process Automation', 'Operations', 'Spreadsheets', 'Custom Software'],
  createdAt: '2026-11-11T11:00:00.000Z',
});

/** The six demo articles, oldest first. */
export const demoBlogs: DemoBlog[] = [
  customSoftwareRoi,
  socialMediaCalendar,
  technicalSeoAudit,
  hiringDedicatedDevelopers,
  brandVisibility,
  automationOperations,
];
