import type { Insertable, Selectable } from 'kysely';
import type { MessagePlan } from '~/domain/contact';
import { billingPeriodSchema, type BillingPeriod } from '~/domain/plan';
import type { Db } from '~/server/db/database';
import type { ContactMessagesTable } from '~/server/db/schema';
import { excerpt, origin, tableInbox, type InboxSource } from '~/server/inbox/inbox-source';

/** The contact form's messages (docs/product.md#contact-form): the one module that owns the table. */
export async function insertContactMessage(
  trx: Db,
  message: Insertable<ContactMessagesTable>,
): Promise<void> {
  await trx.insertInto('contact_messages').values(message).execute();
}

type PlanColumns = Pick<
  Selectable<ContactMessagesTable>,
  'plan_title' | 'plan_for' | 'plan_price_cents' | 'plan_billing'
>;

/** The columns of the plan a message is sent about, from the catalogue; all null without one. */
export function planColumns(
  plan: { title: string; planFor: string; priceCents: number; billing: BillingPeriod } | undefined,
): PlanColumns {
  return {
    plan_title: plan?.title ?? null,
    plan_for: plan?.planFor ?? null,
    plan_price_cents: plan?.priceCents ?? null,
    plan_billing: plan?.billing ?? null,
  };
}

/**
 * A message's plan as stored; null without one. A billing that does not read (written by hand)
 * leaves the price out with it, as a summary migration 019 could not read.
 */
export function messagePlanOf(row: PlanColumns): MessagePlan | null {
  if (row.plan_title === null) return null;
  const billing = billingPeriodSchema.safeParse(row.plan_billing);
  const priced = billing.success && row.plan_price_cents !== null;
  return {
    title: row.plan_title,
    planFor: row.plan_for,
    priceCents: priced ? Number(row.plan_price_cents) : null,
    billing: priced ? billing.data : null,
  };
}

/** Messages in the Inbox. */
export const contactInbox: InboxSource<'messages'> = tableInbox({
  table: 'contact_messages',
  receivedAt: 'created_at',
  listColumns: [
    'id',
    'name',
    'email',
    'plan_title',
    'plan_for',
    'plan_price_cents',
    'plan_billing',
    'message',
    'created_at',
  ],
  summary: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    plan: messagePlanOf(row),
    excerpt: excerpt(row.message),
    createdAt: row.created_at,
  }),
  detail: (row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    planId: row.plan_id,
    plan: messagePlanOf(row),
    ...origin(row),
    createdAt: row.created_at,
  }),
});
