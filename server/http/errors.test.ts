import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BlogFieldError } from '~/server/blogs/blog-slugs';
import { PdfQueueFull } from '~/server/documents/pdf-drawer';
import {
  AdminRequired,
  Busy,
  FieldRefused,
  InputRefused,
  isAppError,
  NotAllowed,
  NotFound,
  parseOrRefuse,
  PayloadTooLarge,
  SignInRequired,
  StateConflict,
  TooManyRequests,
  ValueTaken,
} from '~/server/errors';
import { InvoiceMoveRefused } from '~/server/invoices/invoice-lifecycle-store';
import { UnknownPlanError } from '~/server/services/plan-store';
import { toHttp } from './errors';

const tryAgain = (seconds: string) => ({ 'Retry-After': seconds, 'Cache-Control': 'no-store' });

describe('toHttp', () => {
  it('answers every kind with its status, message, field errors and headers', () => {
    expect(toHttp(new InputRefused('You cannot delete your own account'))).toEqual({
      status: 400,
      message: 'You cannot delete your own account',
      headers: {},
    });
    expect(toHttp(new FieldRefused('password', 'Too common'))).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { password: 'Too common' },
      headers: {},
    });
    expect(toHttp(new SignInRequired())).toEqual({
      status: 401,
      message: 'Please sign in again',
      headers: {},
    });
    expect(toHttp(new NotAllowed('You can only edit your own blogs'))).toEqual({
      status: 403,
      message: 'You can only edit your own blogs',
      headers: {},
    });
    expect(toHttp(new AdminRequired())).toEqual({
      status: 403,
      message: 'Only an administrator can do this',
      headers: {},
    });
    expect(toHttp(new NotFound('Invoice not found'))).toEqual({
      status: 404,
      message: 'Invoice not found',
      headers: {},
    });
    expect(toHttp(new StateConflict('Already paid'))).toEqual({
      status: 409,
      message: 'Already paid',
      headers: {},
    });
    expect(toHttp(new ValueTaken('email', 'Already used'))).toEqual({
      status: 409,
      message: 'Already used',
      errors: { email: 'Already used' },
      headers: {},
    });
    expect(toHttp(new PayloadTooLarge('Too big', { imageUrl: 'Too big' }))).toEqual({
      status: 413,
      message: 'Too big',
      errors: { imageUrl: 'Too big' },
      headers: {},
    });
    expect(toHttp(new TooManyRequests('Slow down', 900))).toEqual({
      status: 429,
      message: 'Slow down',
      headers: tryAgain('900'),
    });
    expect(toHttp(new Busy('Busy now', 5))).toEqual({
      status: 503,
      message: 'Busy now',
      headers: tryAgain('5'),
    });
  });

  it('asks to wait whole seconds, at least one', () => {
    expect(toHttp(new TooManyRequests('Slow down', 12.2))?.headers).toEqual(tryAgain('13'));
    expect(toHttp(new TooManyRequests('Slow down', 0))?.headers).toEqual(tryAgain('1'));
  });

  it('answers the stores’ refusals as their kind', () => {
    expect(toHttp(new BlogFieldError('slug', 'Taken'))).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { slug: 'Taken' },
    });
    expect(toHttp(new UnknownPlanError(2))).toMatchObject({
      status: 400,
      message: 'This plan does not belong to the service',
      errors: { 'plans.2.id': 'This plan does not belong to the service' },
    });
    expect(toHttp(new InvoiceMoveRefused('A void invoice cannot be paid'))).toMatchObject({
      status: 409,
      message: 'A void invoice cannot be paid',
    });
    expect(toHttp(new PdfQueueFull())).toEqual({
      status: 503,
      message: 'Too many PDFs are being drawn; please try again in a few seconds.',
      headers: tryAgain('5'),
    });
  });

  it('leaves any other error alone, whatever its name or status says', () => {
    expect(toHttp(new Error('boom'))).toBeUndefined();
    expect(
      toHttp(Object.assign(new Error('x'), { name: 'StateConflict', kind: 'state-conflict' })),
    ).toBeUndefined();
    expect(toHttp(Object.assign(new Error('Payload'), { status: 413 }))).toBeUndefined();
    expect(toHttp('StateConflict')).toBeUndefined();
    expect(toHttp(null)).toBeUndefined();
    expect(toHttp(undefined)).toBeUndefined();
  });

  it('recognises a refusal made by another copy of server/errors.ts, as another bundle has', async () => {
    vi.resetModules();
    const copy = await import('~/server/errors');
    expect(copy.StateConflict).not.toBe(StateConflict);
    const conflict = new copy.StateConflict('Order ECS-ORD-2026-000001 is cancelled');
    expect(conflict).not.toBeInstanceOf(StateConflict);
    expect(isAppError(conflict)).toBe(true);
    expect(toHttp(conflict)).toEqual({
      status: 409,
      message: 'Order ECS-ORD-2026-000001 is cancelled',
      headers: {},
    });
    expect(toHttp(new copy.TooManyRequests('Slow down', 60))).toMatchObject({
      status: 429,
      headers: tryAgain('60'),
    });
  });
});

describe('parseOrRefuse', () => {
  const schema = z.object({ name: z.string().min(1, 'Name is required'), age: z.number() });

  it('answers the parsed value', () => {
    expect(parseOrRefuse(schema, { name: 'Ada', age: 36 })).toEqual({ name: 'Ada', age: 36 });
  });

  it('refuses with a 400 naming every field at fault', () => {
    let thrown: unknown;
    try {
      parseOrRefuse(schema, { name: '' }, 'Invalid search');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InputRefused);
    expect(toHttp(thrown)).toMatchObject({
      status: 400,
      message: 'Invalid search',
      errors: { name: 'Name is required', age: expect.any(String) },
    });
    expect(() => parseOrRefuse(schema, undefined)).toThrow('Please correct the highlighted fields');
  });
});
