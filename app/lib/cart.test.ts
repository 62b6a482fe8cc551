import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { addToCart, cartStore, removeFromCart } from './cart';
import { selectPlan, selectedPlanStore } from './selected-plan';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('cart and selected plan stores', () => {
  beforeEach(() => {
    const globals = globalThis as unknown as Record<string, unknown>;
    globals.window = {
      localStorage: new MemoryStorage(),
      sessionStorage: new MemoryStorage(),
      addEventListener() {},
      removeEventListener() {},
    };
  });
  afterEach(() => {
    delete (globalThis as unknown as Record<string, unknown>).window;
  });

  it('adds a plan once, removes it and clears', () => {
    const [basic, standard] = plans;
    addToCart(basic!);
    addToCart(basic!);
    addToCart(standard!);
    expect(cartStore.get().map((i) => i.id)).toEqual([basic!.id, standard!.id]);
    expect(cartStore.get()[0]).toMatchObject({ priceCents: 49_900, billing: 'monthly' });
    removeFromCart(basic!.id);
    expect(cartStore.get().map((i) => i.id)).toEqual([standard!.id]);
    cartStore.clear();
    expect(cartStore.get()).toEqual([]);
  });

  it('ignores tampered storage instead of crashing', () => {
    const storage = (globalThis as unknown as { window: { localStorage: MemoryStorage } }).window
      .localStorage;
    storage.setItem('cart', JSON.stringify([{ id: 'x', title: 1 }]));
    expect(cartStore.get()).toEqual([]);
    storage.setItem('cart', '{not json');
    expect(cartStore.get()).toEqual([]);
  });

  it('still reads a cart and a selected plan stored with dollar and duration text', () => {
    const { localStorage, sessionStorage } = (
      globalThis as unknown as {
        window: { localStorage: MemoryStorage; sessionStorage: MemoryStorage };
      }
    ).window;
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 1, title: 'Basic Plan', price: '499', duration: 'per month', planFor: 'SEO' },
        { id: 4, title: 'Basic Plan', price: '1697.50', duration: 'per project', planFor: 'Apps' },
      ]),
    );
    expect(cartStore.get()).toEqual([
      { id: 1, title: 'Basic Plan', priceCents: 49_900, billing: 'monthly', planFor: 'SEO' },
      { id: 4, title: 'Basic Plan', priceCents: 169_750, billing: 'one-off', planFor: 'Apps' },
    ]);
    sessionStorage.setItem(
      'selected-plan',
      JSON.stringify({
        id: 1,
        title: 'Basic Plan',
        price: '499',
        prevPrice: '599',
        planFor: 'SEO',
        description: 'Steady presence.',
        duration: 'per month',
        features: '• 3 posts per week',
      }),
    );
    expect(selectedPlanStore.get()).toMatchObject({
      priceCents: 49_900,
      prevPriceCents: 59_900,
      billing: 'monthly',
    });
  });

  it('stores the selected plan with its available features flattened to bullets', () => {
    const plan = plans.find((p) => p.id === 1)!;
    selectPlan(plan);
    const selected = selectedPlanStore.get();
    expect(selected?.title).toBe('Basic Plan');
    expect(selected?.features.split('\n').every((line) => line.startsWith('• '))).toBe(true);
    expect(selected?.features).not.toContain('Paid ad campaign management');
    selectedPlanStore.clear();
    expect(selectedPlanStore.get()).toBeNull();
  });
});
