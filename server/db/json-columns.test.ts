import { describe, expect, it } from 'vitest';
import {
  emailAddressesColumn,
  orderItemsColumn,
  planFeaturesColumn,
  readJson,
  serviceDetailsColumn,
} from './json-columns';

describe('JSON columns', () => {
  it('read a value that is not JSON, or is empty, as the column’s empty value', () => {
    expect(readJson(emailAddressesColumn, '["a@b.c"', [])).toEqual([]);
    expect(readJson(emailAddressesColumn, '', [])).toEqual([]);
    expect(readJson(emailAddressesColumn, null, [])).toEqual([]);
    expect(readJson(emailAddressesColumn, '{"to":"a@b.c"}', [])).toEqual([]);
    expect(readJson(emailAddressesColumn, '["a@b.c"]', [])).toEqual(['a@b.c']);
  });

  it('leave out only the entries of a list that do not fit', () => {
    const items = JSON.stringify([
      { planId: 3, title: 'Basic', planFor: 'SEO', billing: 'monthly', priceCents: 9900 },
      'not an order line',
      { planId: '7', title: 'Pro', planFor: 'SEO', billing: 'weekly' },
    ]);
    expect(readJson(orderItemsColumn, items, [])).toEqual([
      { planId: 3, title: 'Basic', planFor: 'SEO', billing: 'monthly', priceCents: 9900 },
      { planId: 7, title: 'Pro', planFor: 'SEO', billing: 'one-off', priceCents: 0 },
    ]);
    const features = JSON.stringify([
      { label: 'Audit', included: true },
      { label: 'Reports', included: false },
      { label: 'Calls' },
      { included: true },
    ]);
    expect(readJson(planFeaturesColumn, features, [])).toEqual([
      { label: 'Audit', available: true },
      { label: 'Reports', available: false },
      { label: 'Calls', available: true },
    ]);
  });

  it('read the fields of an object that fit and leave out the rest', () => {
    const details = JSON.stringify({ mainTitle: 'Web apps', tags: ['a', 2, 'b'], benefits: 42 });
    expect(readJson(serviceDetailsColumn, details, {})).toEqual({
      mainTitle: 'Web apps',
      tags: ['a', 'b'],
    });
  });
});
