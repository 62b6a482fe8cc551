import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBlog } from '~/tests/support/api';
import { backends } from '~/tests/support/server';
import {
  NUL,
  TIMEOUT,
  blogKeys,
  expectCleanHtml,
  hostileCheck,
  hostileString,
  json,
  pathId,
  payloads,
  runs,
  validBlog,
  validBlogUpdate,
  type Payload,
} from '~/tests/support/hostile-input';
import { useServer } from '~/tests/support/use-server';

describe.each(backends)('hostile input on %s', (backend) => {
  const app = useServer(backend, { shared: true, staff: { staff: {} } });
  let blogId: string;
  beforeAll(async () => {
    blogId = (await createBlog(app.server, app.staff.token))._id;
  });

  const check = hostileCheck(() => app.server);

  it(
    'POST /api/blogs: created blogs are clean, rejected ones store nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(payloads(validBlog, blogKeys), async (payload) => {
          const answer = await check('POST', '/api/blogs', app.staff.token, payload);
          if (answer.status === 201) {
            expect(answer.body.blog!.authorId).toBe(app.staff.user._id);
            expectCleanHtml(answer.body.blog!.longDescription);
          } else {
            expect([400, 413, 415]).toContain(answer.status);
          }
        }),
        runs<[Payload]>([
          json({ title: `a${NUL}`, shortDescription: 'a', longDescription: '<p>a</p>' }),
        ]),
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/blogs/:id: no 5xx, no change on rejection, author and dates never forged',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          pathId(() => blogId),
          payloads(validBlogUpdate, blogKeys),
          async (id, payload) => {
            const answer = await check('PATCH', `/api/blogs/${id}`, app.staff.token, payload);
            if (answer.status === 200) {
              expect(answer.body.blog).toMatchObject({
                _id: blogId,
                authorId: app.staff.user._id,
              });
              expectCleanHtml(answer.body.blog!.longDescription);
            }
          },
        ),
        runs<[string, Payload]>(
          [blogId, json({ title: `a${NUL}` })],
          [blogId, json({ tag: [`a${NUL}`] })],
        ),
      );
    },
    TIMEOUT,
  );

  it(
    'GET /api/blogs: any query answers 200 or 400',
    async () => {
      // A hidden post that no query may ever list, whatever it matches.
      const hidden = await createBlog(app.server, app.staff.token, {
        title: 'Hidden 1 2 50 x q tag page limit',
        shortDescription: 'Hidden from every public list',
        isActive: false,
      });
      const pair = fc.tuple(
        fc.constantFrom('q', 'tag', 'page', 'limit', '__proto__', 'q[]', 'page[$gt]', 'x'),
        fc.oneof(fc.constantFrom('1', '2', '50', '0', '-1', '1e3', '9'.repeat(30)), hostileString),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(pair, { maxLength: 6 }), async (pairs) => {
          const query = pairs
            .map(([k, v]) => {
              try {
                return `${encodeURIComponent(k)}=${encodeURIComponent(v.slice(0, 300))}`;
              } catch {
                return `${k}=%ZZ`;
              }
            })
            .join('&');
          const answer = await api(app.server, 'GET', `/api/blogs?${query}`);
          expect([200, 400], `${query.slice(0, 200)} -> ${answer.status}`).toContain(answer.status);
          if (answer.status === 200) {
            expect(answer.body.blogs!.map((b) => b._id)).not.toContain(hidden._id);
            expect(answer.body.blogs!.every((b) => !('longDescription' in b))).toBe(true);
          }
        }),
        runs<[[string, string][]]>([[['q', NUL]]], [[['tag', NUL]]]),
      );
    },
    TIMEOUT,
  );
});
