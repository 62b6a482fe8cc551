import { describe, expect, it } from 'vitest';
import { planFormSchema } from './plan';

const plan = (price: string) => ({
  title: 'Basic Plan',
  description: '',
  price,
  prevPrice: '',
  billing: 'one-off' as const,
  features: [],
});

describe('plan prices', () => {
  it('the dashboard form takes up to $1,000,000 and says so past it', () => {
    expect(planFormSchema.safeParse({ plans: [plan('1,000,000')] }).success).toBe(true);
    const over = planFormSchema.safeParse({ plans: [plan('$1,000,000.01')] });
    expect(over.error?.issues).toEqual([
      expect.objectContaining({
        path: ['plans', 0, 'price'],
        message: 'Price must be at most $1,000,000',
      }),
    ]);
  });
});
