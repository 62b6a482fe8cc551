import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'sub',
    'sup',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    li: ['data-list'],
    span: ['class'],
    p: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Only the rich-text editor's own alignment and indent classes.
  allowedClasses: {
    p: [
      'ql-align-center',
      'ql-align-right',
      'ql-align-justify',
      'ql-indent-1',
      'ql-indent-2',
      'ql-indent-3',
    ],
    span: ['ql-ui'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Images must be this site's uploads and bundled images: the CSP blocks any other, and the
  // schema refuses a text that names one (domain/blog.ts, remoteImageSources).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^\/(uploads|images)\/[\w./-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      // Links go to a web address, an email or phone number, a page of this site or an anchor.
      const { href, ...rest } = attribs;
      const safe =
        href !== undefined && /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim());
      const withHref = safe ? { ...rest, href: href.trim() } : rest;
      return {
        tagName,
        attribs:
          withHref.target === '_blank'
            ? { ...withHref, rel: 'noopener noreferrer nofollow' }
            : withHref,
      };
    },
  },
};

/**
 * Blog HTML is cleaned with an allowlist before it is stored: no scripts, no event handlers, no
 * javascript: or data: URLs, no styles. Cleaning clean HTML again changes nothing.
 */
export function sanitizeRichText(html: string): string {
  // A parser can read its own output differently (e.g. a table inside a paragraph), so cleaning is
  // repeated until the result is stable; that makes cleaning a second time a no-op.
  let current = sanitizeHtml(html, options).trim();
  for (let round = 0; round < 5; round += 1) {
    const next = sanitizeHtml(current, options).trim();
    if (next === current) break;
    current = next;
  }
  return current;
}
