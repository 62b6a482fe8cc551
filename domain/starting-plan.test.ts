import { describe, expect, it } from 'vitest';
import { startingPlan } from './starting-plan';

describe("a service's starting price", () => {
  it('is its cheapest plan, the first of equals, and nothing without plans', () => {
    const basic = { title: 'Basic', priceCents: 69_700 };
    const standard = { title: 'Standard', priceCents: 49_900 };
    const same = { title: 'Same', priceCents: 49_900 };
    expect(startingPlan([basic, standard, same])).toBe(standard);
    expect(startingPlan([basic])).toBe(basic);
    expect(startingPlan([])).toBeUndefined();
  });
});
