import { expect } from 'vitest';
import type { BlogView } from '~/domain/blog';
import { api, type ApiBody } from '~/tests/support/api';
import { queryDb } from '~/tests/support/db';
import type { TestServer } from '~/tests/support/server';

export const NOT_ALLOWED = 'This field is not allowed';
/**
 * Blogs in the order the lists promise: newest first, and by id among blogs made in the same
 * millisecond.
 */
export const newestFirst = (blogs: BlogView[]) =>
  [...blogs]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id))
    .map((blog) => blog._id);

/** Reads of the blogs table and the public list, on the server `current` returns. */
export function blogQueries(current: () => TestServer) {
  const countBlogs = async () =>
    Number(
      (await queryDb<{ n: number | string }>(current(), 'select count(*) as n from blogs'))[0]!.n,
    );
  const blogRow = async (id: string) =>
    (await queryDb(current(), 'select * from blogs where id = ?', [id]))[0];
  /** Public list as an anonymous visitor. */
  const list = async (query: Record<string, string | number>) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const answer = await api(current(), 'GET', `/api/blogs?${params}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as ApiBody & { blogs: BlogView[]; total: number; pages: number };
  };
  return { countBlogs, blogRow, list };
}
