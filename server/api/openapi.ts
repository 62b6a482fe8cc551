import { servicePlansSchema } from '~/domain/plan';
import { changePasswordSchema, loginSchema, staffCreateBody, staffUpdateBody } from '~/domain/auth';
import { bankDetailsSchema } from '~/domain/bank-details';
import { blogCreateBody, blogUpdateBody } from '~/domain/blog';
import { serviceCreateBody, serviceUpdateBody } from '~/domain/service';
import { answer, bearer, errors, idParam, json, schema } from './openapi-common';
import { clientPaths, documentPaths, inboxPaths, orderPaths, settingsPaths } from './openapi-staff';

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
        'Every answer is JSON `{ status, message, ... }`. Ids are 24-character hex strings. A request body may carry the read-only fields (`readOnly`) its resource is answered with, such as `_id`, `author` or `createdAt`: they are ignored, so a record read from the API can be changed and sent back as it is. Any other field the API does not know is refused with 400 and `This field is not allowed` under its name.',
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
        CreateStaff: schema(staffCreateBody),
        UpdateStaff: schema(staffUpdateBody),
        BlogInput: schema(blogCreateBody),
        BlogUpdate: schema(blogUpdateBody),
        ServiceInput: schema(serviceCreateBody),
        ServiceUpdate: schema(serviceUpdateBody),
        ServicePlans: schema(servicePlansSchema),
        BankDetails: schema(bankDetailsSchema),
      },
    },
    paths: {
      ...accountPaths(),
      ...blogPaths(),
      ...servicePaths(),
      ...inboxPaths(),
      ...documentPaths(),
      ...clientPaths(),
      ...orderPaths(),
      ...settingsPaths(),
    },
  };
  cached = { origin, doc };
  return doc;
}

/** Signing in and out, one's own account, and staff accounts (server/api/users.ts). */
function accountPaths() {
  return {
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
    '/users/hand-off': {
      post: {
        summary:
          'Take the session a sign-in without JavaScript left in the `sign_in_hand_off` cookie: once, within two minutes',
        responses: {
          '200': answer('`token` for the Authorization header; the cookie is cleared'),
          '204': {
            description:
              'Nothing to take (no cookie, or one replayed, stale or forged); the cookie is cleared',
          },
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
  };
}

/** Blogs, their previews and revisions (server/api/blogs.ts). */
function blogPaths() {
  return {
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
        summary:
          'A signed preview link of the post, valid for 24 hours or until the post is archived or deleted (its editors)',
        security: bearer,
        responses: {
          '200': answer('`token`, `expiresAt`, `path`, `url`'),
          '409': answer('The post is archived: it has no preview link'),
          ...errors,
        },
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
        summary: 'Update a blog',
        security: bearer,
        requestBody: json('BlogUpdate'),
        responses: { '200': answer('`blog`'), ...errors },
      },
      put: {
        summary: 'Update a blog (the same as PATCH)',
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
  };
}

/** Services, their plans, the plans on sale and uploads (server/api/services.ts, plans.ts, upload.ts). */
function servicePaths() {
  return {
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
        summary: "Replace a service's plans (admin): ids keep a plan, new ones get ids, others go",
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
  };
}
