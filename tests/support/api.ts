import type { PublicUser } from '~/domain/auth';
import type { BlogView } from '~/domain/blog';
import {
  blogInput,
  serviceInput,
  staffInput,
  unique,
  type ServiceInput,
  type StaffInput,
} from './factories';
import type { TestServer } from './server';

export { blogInput, staffInput, unique } from './factories';

/** The JSON every API answer carries; the optional parts depend on the endpoint. */
export interface ApiBody {
  status: number;
  message: string;
  errors?: Record<string, string>;
  token?: string;
  user?: PublicUser;
  users?: PublicUser[];
  blog?: BlogView;
  blogs?: BlogView[];
  total?: number;
  page?: number;
  limit?: number;
  pages?: number;
  image_url?: string | null;
  thumbImage_url?: string | null;
  [key: string]: unknown;
}

export interface ApiAnswer {
  status: number;
  body: ApiBody;
  headers: Headers;
}

export interface ApiOptions {
  token?: string;
  /** Sent as JSON (content-type application/json). */
  body?: unknown;
  /** Sent as is: a non-JSON string, a Buffer or FormData. */
  rawBody?: string | Uint8Array<ArrayBuffer> | FormData;
  headers?: Record<string, string>;
}

/**
 * Calls the API and parses the answer. Fails with the status, content type and the start of the
 * body when the answer is not JSON: every API answer must be JSON, errors included.
 */
export async function api(
  server: TestServer,
  method: string,
  path: string,
  options: ApiOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  let payload: string | Uint8Array<ArrayBuffer> | FormData | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  } else if (options.rawBody !== undefined) {
    if (typeof options.rawBody === 'string') headers['content-type'] = 'application/json';
    payload = options.rawBody;
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!type.includes('application/json') || typeof body !== 'object' || body === null) {
    throw new Error(
      `${method} ${path} answered ${response.status} with ${type || 'no content type'}, not JSON: ${text.slice(0, 300)}`,
    );
  }
  return { status: response.status, body: body as ApiBody, headers: response.headers };
}

/** Signs in and returns the token; fails the test when the sign-in does not succeed. */
export async function login(server: TestServer, email: string, password: string): Promise<string> {
  const answer = await api(server, 'POST', '/api/users/login', { body: { email, password } });
  if (answer.status !== 200 || typeof answer.body.token !== 'string') {
    throw new Error(`login as ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.token;
}

/** Creates a staff account through POST /api/users as an admin and signs it in. */
export async function createStaff(
  server: TestServer,
  adminToken: string,
  overrides: Partial<StaffInput> = {},
): Promise<{ user: PublicUser; token: string; password: string }> {
  const input = staffInput(overrides);
  const answer = await api(server, 'POST', '/api/users', { token: adminToken, body: input });
  if (answer.status !== 201 || !answer.body.user) {
    throw new Error(`creating staff failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const token = await login(server, input.email, input.password);
  return { user: answer.body.user, token, password: input.password };
}

/** Creates a blog through POST /api/blogs and returns it. */
export async function createBlog(
  server: TestServer,
  token: string,
  overrides: Parameters<typeof blogInput>[0] = {},
): Promise<BlogView> {
  const answer = await api(server, 'POST', '/api/blogs', { token, body: blogInput(overrides) });
  if (answer.status !== 201 || !answer.body.blog) {
    throw new Error(`creating a blog failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.blog;
}

/** Creates a service through POST /api/services as an admin and returns it. */
export async function createService(
  server: TestServer,
  adminToken: string,
  overrides: Partial<ServiceInput> = {},
): Promise<{ _id: string; url: string; title: string }> {
  const answer = await api(server, 'POST', '/api/services', {
    token: adminToken,
    body: serviceInput(overrides),
  });
  if (answer.status !== 201 || !answer.body.service) {
    throw new Error(`creating a service failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.service as { _id: string; url: string; title: string };
}

/** The decoded header and payload of a JWT (no verification). */
export function decodeJwt(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  const decode = (part: string | undefined) =>
    JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: decode(header), payload: decode(payload) };
}

/** A 24-character hex id that no record has. */
export const unknownId = () => `ffffffff${unique('').padStart(16, '0').slice(-16)}`;
