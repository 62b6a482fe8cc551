import { describe, expect, it } from 'vitest';
import type { PlanInput, PlanView } from '~/domain/plan';
import { api, createService, createStaff, unique } from '~/tests/support/api';
import { postForm } from '~/tests/support/forms';
import { backends, type TestServer } from '~/tests/support/server';
import { useServer } from '~/tests/support/use-server';

const INBOX = 'inbox@test.ecs';

const servicePage = async (server: TestServer, path: string) =>
  (await fetch(`${server.url}${path}`)).text();

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  title: `Launch Plan ${unique('p')}`,
  description: 'Everything a first release needs.',
  priceCents: 123_450,
  prevPriceCents: 150_000,
  billing: 'one-off',
  features: [
    { label: 'Discovery workshop', included: true },
    { label: 'Ongoing support', included: false },
  ],
  ...overrides,
});

describe.each(backends)('plans in the database on %s', (backend) => {
  const app = useServer(backend, {
    mail: true,
    companyInbox: INBOX,
    env: { FORM_RATE_LIMIT: '1000' },
    signIn: true,
  });

  /** A new service of its own, so tests never change each other's catalogue. */
  const newService = () => createService(app.server, app.adminToken);
  const savePlans = (serviceId: string, plans: PlanInput[], token = app.adminToken) =>
    api(app.server, 'PUT', `/api/services/${serviceId}/plans`, { token, body: { plans } });

  it('seeds the nine catalogue plans with their ids, prices and billing periods', async () => {
    const { status, body } = await api(app.server, 'GET', '/api/plans');
    expect(status).toBe(200);
    const plans = body.plans as PlanView[];
    expect(plans.map((plan) => plan.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(plans[0]).toMatchObject({
      title: 'Basic Plan',
      planFor: 'Social Media Marketing',
      priceCents: 49_900,
      prevPriceCents: 59_900,
      billing: 'monthly',
      duration: 'per month',
    });
    expect(plans[5]).toMatchObject({ priceCents: 329_900, billing: 'one-off' });
  });

  it('lets an admin give a new service plans that every selling page then shows', async () => {
    const service = await newService();
    const saved = await savePlans(service._id, [
      planInput({ title: 'Starter', priceCents: 90_000, prevPriceCents: 0, billing: 'monthly' }),
      planInput({ title: 'Scale', priceCents: 250_050 }),
    ]);
    expect(saved.status).toBe(200);
    const plans = saved.body.plans as (PlanView & { price: string })[];
    expect(plans.map((plan) => [plan.title, plan.priceCents, plan.price, plan.duration])).toEqual([
      ['Starter', 90_000, '900', 'per month'],
      ['Scale', 250_050, '2500.50', 'per project'],
    ]);

    const pricing = await servicePage(app.server, '/pricing');
    expect(pricing).toContain(service.title);
    expect(pricing).toContain('Starter');
    expect(pricing).toContain('$2,500.50');
    const page = await servicePage(app.server, `/services/${service.url}`);
    expect(page).toContain('Scale');

    // The invoice builder prices the service from its first plan.
    const builder = await servicePage(app.server, '/invoice');
    expect(builder).toContain(service.title);

    // An order for the new plan is priced by the server from the table.
    const email = `buyer-${unique('b')}@northwind.example`;
    const order = await postForm(
      app.server,
      '/checkout',
      { name: 'Dana Buyer', email, planIds: [String(plans[0]!.id), String(plans[1]!.id)] },
      { data: true },
    );
    expect(order.status).toBe(200);
    const [confirmation] = await app.sink.waitFor((m) => m.envelope.to.includes(email));
    expect(confirmation!.text).toContain(`Starter, ${service.title}, $900.00 (per month)`);
    expect(confirmation!.text).toContain('One-off: $2,500.50');
    expect(confirmation!.text).toContain('Monthly: $900.00 per month');
    expect(confirmation!.text).toContain('Total: $3,400.50 (first invoice)');
  });

  it('changes a price, keeps ids, reorders and deletes plans left out', async () => {
    const service = await newService();
    const first = (
      await savePlans(service._id, [
        planInput({ title: 'One' }),
        planInput({ title: 'Two' }),
        planInput({ title: 'Three' }),
      ])
    ).body.plans as PlanView[];
    const [one, two, three] = first;
    const second = await savePlans(service._id, [
      planInput({ id: three!.id, title: 'Three', priceCents: 77_700 }),
      planInput({ id: one!.id, title: 'One' }),
    ]);
    expect(second.status).toBe(200);
    const plans = second.body.plans as PlanView[];
    expect(plans.map((plan) => [plan.id, plan.title, plan.priceCents])).toEqual([
      [three!.id, 'Three', 77_700],
      [one!.id, 'One', 123_450],
    ]);
    const all = (await api(app.server, 'GET', '/api/plans')).body.plans as PlanView[];
    expect(all.some((plan) => plan.id === two!.id)).toBe(false);
  });

  it('refuses bad plans with field errors, and anyone but an admin', async () => {
    const service = await newService();
    const bad = await savePlans(service._id, [
      planInput({ title: '', priceCents: -5, billing: 'weekly' as never }),
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'plans.0.title': 'Title is required',
      'plans.0.priceCents': 'Price cannot be negative',
      'plans.0.billing': 'Choose how often the plan is paid',
    });
    // A plan of another service cannot be taken over by naming its id.
    const stolen = await savePlans(service._id, [planInput({ id: 1 })]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual({
      'plans.0.id': 'This plan does not belong to the service',
    });

    const staff = (await createStaff(app.server, app.adminToken)).token;
    expect((await savePlans(service._id, [planInput()], staff)).status).toBe(403);
    expect((await savePlans(service._id, [planInput()], '')).status).toBe(401);
  });

  it("takes an inactive service's plans off sale everywhere and refuses orders for them by name", async () => {
    const service = await newService();
    const [plan] = (await savePlans(service._id, [planInput({ title: 'Retainer' })])).body
      .plans as PlanView[];
    const off = await api(app.server, 'PATCH', `/api/services/${service._id}`, {
      token: app.adminToken,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);

    const publicPlans = (await api(app.server, 'GET', '/api/plans')).body.plans as PlanView[];
    expect(publicPlans.some((p) => p.id === plan!.id)).toBe(false);
    const adminPlans = (await api(app.server, 'GET', '/api/plans', { token: app.adminToken })).body
      .plans as PlanView[];
    expect(adminPlans.some((p) => p.id === plan!.id)).toBe(true);
    expect(await servicePage(app.server, '/pricing')).not.toContain(service.title);
    expect(await servicePage(app.server, '/')).not.toContain(`/services/${service.url}`);
    expect(await servicePage(app.server, '/invoice')).not.toContain(service.title);

    const refused = await postForm(
      app.server,
      '/checkout',
      { name: 'Dana', email: 'dana@northwind.example', planIds: ['1', String(plan!.id)] },
      { data: true },
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(
      `A plan in your cart is no longer available: Retainer (${service.title}). Remove it from your cart to place your order.`,
    );

    // A checkout link to it alone says the plan is withdrawn, by name, and leads to the pricing
    // page; it is not an empty cart. So does a link to a plan deleted since, without a name.
    const linked = await servicePage(app.server, `/checkout?planIds=${plan!.id}`);
    expect(linked).toContain('This plan is no longer offered');
    expect(linked).toMatch(/Retainer<\/span><span[^>]*> for <!-- -->/);
    expect(linked).toContain(service.title);
    expect(linked).toMatch(/<a[^>]+href="\/pricing"[^>]*>See current plans<\/a>/);
    expect(linked).not.toContain('Your cart is empty');
    const deleted = await servicePage(app.server, '/checkout?planIds=2147483000');
    expect(deleted).toContain('This plan is no longer offered');
    expect(deleted).not.toContain('Your cart is empty');
    expect(deleted).not.toContain('Submit Order');
  });
});
