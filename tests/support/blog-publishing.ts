import { expect } from 'vitest';
import type { TestServer } from '~/tests/support/server';
import { scaled } from '~/tests/support/timeouts';

/** The scheduler looks for due posts this often in these tests. */
const SCHEDULER_MS = '200';

/** A quick scheduler and the public address the social cards and feeds link to. */
export const publishingEnv = {
  BLOG_SCHEDULER_MS: SCHEDULER_MS,
  PUBLIC_URL: 'https://blog.example.test',
};

export async function page(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Waits until `check` holds (the scheduler publishes within a round or two). */
export const until = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: scaled(10_000), interval: 100 }).toBe(true);
