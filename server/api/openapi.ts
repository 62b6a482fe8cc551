import { servicePlansSchema } from '~/domain/plan';
import {
  changePasswordSchema,
  createStaffSchema,
  loginSchema,
  updateStaffSchema,
} from '~/domain/auth';
import { blogInputSchema, blogUpdateSchema } from '~/domain/blog';
import { serviceInputSchema, serviceUpdateSchema } from '~/domain/service';
import { z } from '~/domain/zod';
import { inboxKinds, inboxLabels } from '~/domain/inbox';
import { CLIENTS_PER_PAGE } from '~/domain/client';
import {
  INVOICES_PER_PAGE,
  invoiceStatusChangeSchema,
  invoiceStatuses,
} from '~/domain/invoice-status';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

const json = (ref: string) => ({
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
});
const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } },
});
const errors = {
  '400': answer('Validation failed: `errors` maps each field to its message'),
  '401': answer('Missing, invalid, expired or revoked token'),
  '403': answer('Not allowed for this user'),
  '404': answer('Not found'),
};
const bearer = [{ bearer: [] }];
const idParam = [
  { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
];

const pageParams = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  {
    name: 'limit',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
];

const pdfAnswer = (description: string) => ({
  description,
  headers: {
    'Content-Disposition': {
      schema: { type: 'string', example: 'attachment; filename="ECS-1045.pdf"' },
    },
  },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/**
 * The staff inbox (server/api/inbox.ts), one list and one detail path per kind, and the invoices'
 * own paths (server/api/invoices.ts; docs/product.md#invoice-lifecycle).
 */
function inboxPaths() {
  const paths: Record<string, object> = {
    '/inbox': {
      get: {
        summary: 'Inbox kinds with their totals (staff)',
        security: bearer,
        responses: { '200': answer('`kinds`: kind, label, total'), '401': errors['401'] },
      },
    },
    '/outbox': {
      get: {
        summary: 'Emails and their delivery state, newest first (staff)',
        security: bearer,
        parameters: [
          ...pageParams,
          { name: 'status', in: 'query', schema: { enum: ['pending', 'sent', 'failed'] } },
        ],
        responses: {
          '200': answer('`emails` with status, attempts, lastError, sentAt; paging fields'),
          '400': errors['400'],
          '401': errors['401'],
        },
      },
    },
    '/outbox/{id}/retry': {
      post: {
        summary: 'Queue an unsent email for another attempt (admin)',
        security: bearer,
        parameters: idParam,
        responses: {
          '200': answer('`email` with its new state'),
          '401': errors['401'],
          '403': errors['403'],
          '404': errors['404'],
          '409': answer('The email has already been sent'),
        },
      },
    },
    '/inbox/invoices/{id}/send': {
      post: {
        summary:
          "Email a stored invoice to its client and representative (staff); a visitor's invoice reaches the company inbox only until then",
        security: bearer,
        parameters: idParam,
        responses: {
          '202': answer(
            "`emails`: every email of the invoice with its delivery state. Each carries the PDF; the client's also the hosted link. A draft becomes `sent`",
          ),
          '401': errors['401'],
          '404': errors['404'],
          '409': answer('The invoice is paid or void'),
        },
      },
    },
    '/inbox/invoices/{id}/pdf': {
      get: {
        summary: 'The stored invoice as a PDF, as a download (staff)',
        security: bearer,
        parameters: idParam,
        responses: {
          '200': pdfAnswer('The PDF, named after the invoice number'),
          '401': errors['401'],
          '404': errors['404'],
        },
      },
    },
    '/invoices': {
      get: {
        summary: `Invoices with their status, newest first, ${INVOICES_PER_PAGE} per page (staff)`,
        security: bearer,
        parameters: [
          {
            name: 'q',
            in: 'query',
            description: 'Number (ECS-1045 or 1045), or part of the client name, company or email',
            schema: { type: 'string', maxLength: 100 },
          },
          { name: 'status', in: 'query', schema: { enum: [...invoiceStatuses] } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        responses: {
          '200': answer(
            '`items` (number, client, total, status, sentAt, viewedAt, paidAt, voidedAt, updatedAt), `total`, `page`, `pages`',
          ),
          '400': errors['400'],
          '401': errors['401'],
        },
      },
    },
    '/invoices/{id}': {
      patch: {
        summary: 'Mark an invoice paid (once sent) or void it (staff)',
        security: bearer,
        parameters: idParam,
        requestBody: {
          content: { 'application/json': { schema: schema(invoiceStatusChangeSchema) } },
        },
        responses: {
          '200': answer('`invoice` with its new status and dates'),
          '400': errors['400'],
          '401': errors['401'],
          '404': errors['404'],
          '409': answer('A move the status does not allow, e.g. paying a void invoice'),
        },
      },
    },
  };
  for (const kind of inboxKinds) {
    const label = inboxLabels[kind];
    paths[`/inbox/${kind}`] = {
      get: {
        summary: `${label}, newest first (staff)`,
        security: bearer,
        parameters: pageParams,
        responses: { '200': answer('`items`, `total`, `page`, `pages`'), '401': errors['401'] },
      },
    };
    paths[`/inbox/${kind}/{id}`] = {
      get: {
        summary: `One of the ${label.toLowerCase()} with its emails (staff)`,
        security: bearer,
        parameters: idParam,
        responses: {
          '200': answer('`item` and `emails` (delivery state of each)'),
          '401': errors['401'],
          '404': errors['404'],
        },
      },
    };
  }
  return paths;
}

/** The Clients screen's reads (server/api/clients.ts; docs/product.md#dashboard-clients). */
function clientPaths() {
  return {
    '/clients': {
      get: {
        summary: `Clients (one email address across every kind), latest activity first, ${CLIENTS_PER_PAGE} per page (staff)`,
        security: bearer,
        parameters: [
          {
            name: 'q',
            in: 'query',
            description:
              'Part of a name, email address or company; or a whole order, agreement or invoice number',
            schema: { type: 'string', maxLength: 100 },
          },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
        responses: {
          '200': answer(
            '`items` (email, name, company, counts per kind, invoicedCents, paidCents, latestAt), `total`, `page`, `pages`',
          ),
          '400': errors['400'],
          '401': errors['401'],
        },
      },
    },
    '/clients/{email}': {
      get: {
        summary: 'Everything from one client, newest first, with their totals (staff)',
        security: bearer,
        parameters: [
          { name: 'email', in: 'path', required: true, schema: { type: 'string', maxLength: 254 } },
        ],
        responses: {
          '200': answer(
            '`client`: the list row and `activity` (kind, id, at and the kind’s fields)',
          ),
          '401': errors['401'],
          '404': errors['404'],
        },
      },
    },
  };
}

let cached: { origin: string; doc: object } | undefined;

/** The API described from the same zod schemas the server validates with. */
export function openApiDocument(origin: string) {
  if (cached?.origin === origin) return cached.doc;
  const doc = {
    openapi: '3.1.0',
    info: {
      title: 'ECS Digital API',
      version: '1.0.0',
      description:
        'Every answer is JSON `{ status, message, ... }`. Ids are 24-character hex strings.',
    },
    servers: [{ url: `${origin}/api` }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Answer: {
          type: 'object',
          required: ['status', 'message'],
          properties: {
            status: { type: 'integer' },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
        Login: schema(loginSchema),
        ChangePassword: schema(changePasswordSchema),
        CreateStaff: schema(createStaffSchema),
        UpdateStaff: schema(updateStaffSchema),
        BlogInput: schema(blogInputSchema),
        BlogUpdate: schema(blogUpdateSchema),
        ServiceInput: schema(serviceInputSchema),
        ServiceUpdate: schema(serviceUpdateSchema),
        ServicePlans: schema(servicePlansSchema),
      },
    },
    paths: {
      '/users/login': {
        post: {
          summary: 'Sign in',
          requestBody: json('Login'),
          responses: {
            '200': answer('`token` for the Authorization header'),
            '400': errors['400'],
            '401': errors['401'],
            '429': answer('Too many failed attempts'),
          },
        },
      },
      '/users/logout': {
        post: {
          summary: 'Sign out (revokes the token)',
          security: bearer,
          responses: { '200': answer('Signed out'), '401': errors['401'] },
        },
      },
      '/users/me': {
        get: {
          summary: 'The signed-in user',
          security: bearer,
          responses: { '200': answer('`user`'), '401': errors['401'] },
        },
      },
      '/users/me/password': {
        patch: {
          summary: 'Change password; other sessions end',
          security: bearer,
          requestBody: json('ChangePassword'),
          responses: { '200': answer('Changed'), '400': errors['400'], '401': errors['401'] },
        },
      },
      '/users': {
        get: {
          summary: 'Staff accounts (admin)',
          security: bearer,
          responses: { '200': answer('`users`'), '401': errors['401'], '403': errors['403'] },
        },
        post: {
          summary: 'Create a staff account (admin)',
          security: bearer,
          requestBody: json('CreateStaff'),
          responses: { '201': answer('`user`'), ...errors, '409': answer('Email in use') },
        },
      },
      '/users/{id}': {
        parameters: idParam,
        patch: {
          summary: 'Update, disable, reset password or change role (admin)',
          security: bearer,
          requestBody: json('UpdateStaff'),
          responses: { '200': answer('`user`'), ...errors },
        },
        delete: {
          summary: 'Delete a staff account (admin)',
          security: bearer,
          responses: { '200': answer('Deleted'), ...errors },
        },
      },
      '/blogs': {
        get: {
          summary:
            'Published blogs as summaries (no body, meta fields or schema), newest first; with `q`, ranked by full-text search over title, short description, tags and body',
          parameters: [
            {
              name: 'q',
              in: 'query',
              description: 'Words that must all appear; the last may be the start of a word',
              schema: { type: 'string', maxLength: 100 },
            },
            { name: 'tag', in: 'query', schema: { type: 'string' } },
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50 } },
          ],
          responses: {
            '200': answer(
              '`blogs` (each `_id`, `slug`, `title`, `shortDescription`, `imageUrl`, `imageAlt`, `thumbImageUrl`, `thumbAlt`, `wordCount`, `author`, `category`, `tag`, `publishedAt`, `createdAt`, `updatedAt`), `total`, `page`, `limit`, `pages`',
            ),
          },
        },
        post: {
          summary: 'Create a blog',
          security: bearer,
          requestBody: json('BlogInput'),
          responses: { '201': answer('`blog`'), ...errors },
        },
      },
      '/blogs/userBlogs': {
        get: {
          summary:
            "The signed-in user's blogs (all blogs for admins), every status; filtered and sorted",
          security: bearer,
          parameters: [
            { name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } },
            {
              name: 'status',
              in: 'query',
              schema: { type: 'string', enum: ['draft', 'scheduled', 'published', 'archived'] },
            },
            { name: 'author', in: 'query', schema: { type: 'string' } },
            { name: 'tag', in: 'query', schema: { type: 'string' } },
            {
              name: 'sort',
              in: 'query',
              schema: { type: 'string', enum: ['newest', 'oldest', 'updated'] },
            },
          ],
          responses: { '200': answer('`blogs`, `authors`'), '401': errors['401'] },
        },
      },
      '/blogs/{id}/preview': {
        parameters: idParam,
        post: {
          summary: 'A signed preview link of the post, valid for 24 hours (its editors)',
          security: bearer,
          responses: { '200': answer('`token`, `expiresAt`, `path`, `url`'), ...errors },
        },
      },
      '/blogs/{id}/revisions': {
        parameters: idParam,
        get: {
          summary: 'Every saved version of the post, newest first (its editors)',
          security: bearer,
          responses: { '200': answer('`revisions`'), ...errors },
        },
      },
      '/blogs/{id}/revisions/{revisionId}/restore': {
        parameters: [
          ...idParam,
          { name: 'revisionId', in: 'path', required: true, schema: { type: 'string' } },
        ],
        post: {
          summary: 'Put a saved version back (a new revision; the status stays)',
          security: bearer,
          responses: { '200': answer('`blog`'), ...errors },
        },
      },
      '/blogs/{id}': {
        parameters: idParam,
        get: {
          summary: 'One blog (unpublished ones only for their editors)',
          responses: { '200': answer('`blog`'), '404': errors['404'] },
        },
        patch: {
          summary: 'Update a blog (PUT accepted)',
          security: bearer,
          requestBody: json('BlogUpdate'),
          responses: { '200': answer('`blog`'), ...errors },
        },
        delete: {
          summary: 'Delete a blog',
          security: bearer,
          responses: { '200': answer('Deleted'), ...errors },
        },
      },
      '/services': {
        get: {
          summary: 'Active services (all services for admins)',
          responses: { '200': answer('`services`') },
        },
        post: {
          summary: 'Create a service (admin)',
          security: bearer,
          requestBody: json('ServiceInput'),
          responses: { '201': answer('`service`'), ...errors },
        },
      },
      '/services/{id}': {
        parameters: idParam,
        get: {
          summary: 'One service',
          responses: { '200': answer('`service`'), '404': errors['404'] },
        },
        patch: {
          summary: 'Update a service (admin)',
          security: bearer,
          requestBody: json('ServiceUpdate'),
          responses: { '200': answer('`service`'), ...errors },
        },
        delete: {
          summary: 'Delete a service (admin)',
          security: bearer,
          responses: { '200': answer('Deleted'), ...errors },
        },
      },
      '/services/{id}/plans': {
        parameters: idParam,
        get: {
          summary: "A service's plans, in order (an inactive service's for admins only)",
          responses: { '200': answer('`plans`'), '404': errors['404'] },
        },
        put: {
          summary:
            "Replace a service's plans (admin): ids keep a plan, new ones get ids, others go",
          security: bearer,
          requestBody: json('ServicePlans'),
          responses: { '200': answer('`plans`'), ...errors },
        },
      },
      '/plans': {
        get: {
          summary: 'The plans on sale (admins: every plan, inactive services included)',
          responses: { '200': answer('`plans`') },
        },
      },
      '/upload': {
        post: {
          summary: 'Upload images (PNG, JPEG, WebP or GIF, 5 MB each); stored as WebP',
          security: bearer,
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    imageUrl: { type: 'string', format: 'binary' },
                    thumbImageUrl: { type: 'string', format: 'binary' },
                  },
                },
              },
            },
          },
          responses: {
            '201': answer('`image_url` and `thumbImage_url`, absolute'),
            '400': errors['400'],
            '401': errors['401'],
            '413': answer('File too large'),
          },
        },
      },
      ...inboxPaths(),
      ...clientPaths(),
    },
  };
  cached = { origin, doc };
  return doc;
}
