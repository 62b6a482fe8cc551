import { describe, expect, it } from 'vitest';
import { BlogFieldError } from '~/server/blogs/blog-slugs';
import {
  AdminRequired,
  FieldRefused,
  SignInRequired,
  StateConflict,
  ValueTaken,
} from '~/server/errors';
import { InvoiceMoveRefused } from '~/server/invoices/invoice-lifecycle-store';
import { UnknownPlanError } from '~/server/services/plan-store';
import { HttpError, toHttpError } from './errors';

const answer = (error: unknown) => {
  const http = toHttpError(error);
  return http && { status: http.status, message: http.message, errors: http.errors };
};

describe('toHttpError', () => {
  it('answers each kind of domain error with its status, message and field', () => {
    expect(answer(new SignInRequired())).toEqual({ status: 401, message: 'Please sign in again' });
    expect(answer(new AdminRequired())).toEqual({
      status: 403,
      message: 'Only an administrator can do this',
    });
    expect(answer(new FieldRefused('password', 'Too common'))).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { password: 'Too common' },
    });
    expect(answer(new StateConflict('Already paid'))).toEqual({
      status: 409,
      message: 'Already paid',
    });
    expect(answer(new ValueTaken('email', 'Already used'))).toEqual({
      status: 409,
      message: 'Already used',
      errors: { email: 'Already used' },
    });
  });

  it('answers the stores’ refusals as their kind', () => {
    expect(answer(new BlogFieldError('slug', 'Taken'))).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { slug: 'Taken' },
    });
    expect(answer(new UnknownPlanError(2))).toEqual({
      status: 400,
      message: 'This plan does not belong to the service',
      errors: { 'plans.2.id': 'This plan does not belong to the service' },
    });
    expect(answer(new InvoiceMoveRefused('A void invoice cannot be paid'))).toEqual({
      status: 409,
      message: 'A void invoice cannot be paid',
    });
  });

  it('passes an HttpError through and leaves any other error alone', () => {
    const refusal = new HttpError(404, 'Not found');
    expect(toHttpError(refusal)).toBe(refusal);
    expect(toHttpError(new Error('boom'))).toBeUndefined();
    expect(toHttpError('text')).toBeUndefined();
  });
});
