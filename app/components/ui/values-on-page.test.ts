import { describe, expect, it } from 'vitest';
import { valuesOnPage, type PageControl } from './values-on-page';

const text = (name: string, value: string, extra: Partial<PageControl> = {}): PageControl => ({
  name,
  type: 'text',
  value,
  disabled: false,
  ...extra,
});

describe('valuesOnPage', () => {
  const start = {
    name: '',
    email: 'kept@example.com',
    agree: false,
    services: [{ service: '', plan: '', price: 0, discount: 0 }],
  };

  it('takes what was typed, chosen and ticked, and names those fields', () => {
    const { values, changed } = valuesOnPage(
      [
        text('name', 'Al'),
        text('email', 'kept@example.com', { type: 'email' }),
        { name: 'agree', type: 'checkbox', value: 'on', checked: true, disabled: false },
        text('services.0.service', 'seo-analysis', { type: 'select-one' }),
        text('services.0.discount', '10', { type: 'number' }),
      ],
      start,
    );
    expect(values).toEqual({
      name: 'Al',
      email: 'kept@example.com',
      agree: true,
      services: [{ service: 'seo-analysis', plan: '', price: 0, discount: '10' }],
    });
    expect(changed).toEqual(['name', 'agree', 'services.0.service', 'services.0.discount']);
    // The starting values are left as they were.
    expect(start.services[0]!.service).toBe('');
  });

  it('gives back the same values when nothing changed', () => {
    const read = valuesOnPage(
      [text('name', ''), text('services.0.discount', '0', { type: 'number' })],
      start,
    );
    expect(read.values).toBe(start);
    expect(read.changed).toEqual([]);
  });

  it('leaves out controls that are not fields, disabled, hidden or buttons', () => {
    const { values, changed } = valuesOnPage(
      [
        text('planIds', '3', { type: 'hidden' }),
        text('name', 'Secret', { type: 'hidden' }),
        text('intent', 'add-line', { type: 'submit' }),
        text('email', 'other@example.com', { disabled: true }),
        text('services', 'x'),
        text('unknown', 'x'),
      ],
      start,
    );
    expect(values).toBe(start);
    expect(changed).toEqual([]);
  });

  it('reads the checked one of a group of radio buttons', () => {
    const { values } = valuesOnPage(
      [
        { name: 'name', type: 'radio', value: 'a', checked: false, disabled: false },
        { name: 'name', type: 'radio', value: 'b', checked: true, disabled: false },
      ],
      start,
    );
    expect(values.name).toBe('b');
  });
});
