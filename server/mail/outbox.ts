import type { Kysely, Transaction } from 'kysely';
import { newObjectId } from '~/domain/ids';
import { site } from '~/content/site';
import type { Database } from '~/server/db/schema';
import { requestScope } from '~/server/logger';
import type { OutgoingAttachment, OutgoingEmail } from './emails/outgoing';
import { normalizeRecipient, normalizeRecipients } from './recipients';

/** Limits that keep one email sane; a caller bug fails loudly instead of sending junk. */
export const OUTBOX_LIMITS = {
  recipients: 10,
  subject: 300,
  body: 1_000_000,
  attachments: 10,
  attachmentBytes: 5 * 1024 * 1024,
};

export class InvalidEmailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEmailError';
  }
}

const messageIdDomain = new URL(site.website).hostname.replace(/^www\./, '');

/** The Message-ID stored with an email; every delivery attempt reuses it. */
export function messageIdFor(id: string): string {
  return `<${id}@${messageIdDomain}>`;
}

/**
 * What request handlers see of the outbox worker (`deps.outbox`): after the transaction that
 * enqueued emails has committed, `wake()` makes it look for them now instead of at its next poll.
 */
export interface OutboxWaker {
  wake(): void;
}

const safeHeaderText = (value: string) => !/[\r\n\0]/.test(value);

function checkAttachment(attachment: OutgoingAttachment, index: number) {
  if (!Buffer.isBuffer(attachment.content))
    throw new InvalidEmailError(`attachment ${index}: content must be a Buffer`);
  if (attachment.content.length > OUTBOX_LIMITS.attachmentBytes)
    throw new InvalidEmailError(`attachment ${index}: larger than 5 MB`);
  if (
    typeof attachment.filename !== 'string' ||
    !/^[\w][\w .()-]{0,150}\.[A-Za-z0-9]{1,10}$/.test(attachment.filename)
  )
    throw new InvalidEmailError(`attachment ${index}: invalid file name`);
  if (!/^[a-z]+\/[a-z0-9.+-]+$/i.test(attachment.contentType ?? ''))
    throw new InvalidEmailError(`attachment ${index}: invalid content type`);
  if (attachment.cid !== undefined && !/^[\w.@-]{1,150}$/.test(attachment.cid))
    throw new InvalidEmailError(`attachment ${index}: invalid content id`);
}

/** Validates one email and returns its normalised recipients; throws InvalidEmailError. */
export function checkOutgoingEmail(email: OutgoingEmail): { to: string[]; replyTo: string | null } {
  if (!email.kind || !/^[a-z][a-z0-9-]{0,39}$/.test(email.kind))
    throw new InvalidEmailError('kind must be a short lower-case word');
  if (!email.submissionId || email.submissionId.length > 24)
    throw new InvalidEmailError('submissionId is required');
  if (!Array.isArray(email.to) || email.to.length === 0)
    throw new InvalidEmailError('at least one recipient is required');
  if (email.to.length > OUTBOX_LIMITS.recipients)
    throw new InvalidEmailError(`at most ${OUTBOX_LIMITS.recipients} recipients`);
  let to: string[];
  let replyTo: string | null = null;
  try {
    to = normalizeRecipients(email.to);
    if (email.replyTo !== undefined) replyTo = normalizeRecipient(email.replyTo);
  } catch (error) {
    throw new InvalidEmailError((error as Error).message);
  }
  if (
    typeof email.subject !== 'string' ||
    !email.subject.trim() ||
    email.subject.length > OUTBOX_LIMITS.subject ||
    !safeHeaderText(email.subject)
  )
    throw new InvalidEmailError('subject must be one line of at most 300 characters');
  if (typeof email.text !== 'string' || typeof email.html !== 'string')
    throw new InvalidEmailError('text and html bodies are required');
  if (email.text.length > OUTBOX_LIMITS.body || email.html.length > OUTBOX_LIMITS.body)
    throw new InvalidEmailError('body too large');
  const attachments = email.attachments ?? [];
  if (attachments.length > OUTBOX_LIMITS.attachments)
    throw new InvalidEmailError(`at most ${OUTBOX_LIMITS.attachments} attachments`);
  attachments.forEach(checkAttachment);
  return { to, replyTo };
}

/** One email the outbox took: its row, its kind and the addresses it goes to, normalised. */
export interface QueuedEmail {
  id: string;
  kind: string;
  to: string[];
}

/**
 * Inserts the emails inside the caller's transaction, queued at `queuedAt` and due at once; the
 * worker sends them later. Once that transaction has committed, the caller wakes the worker
 * through `deps.outbox`. Answers what was queued, so a caller tells the visitor what will be sent
 * from the outbox's own record of it, never from what it meant to send.
 */
export async function enqueueEmails(
  db: Kysely<Database> | Transaction<Database>,
  queuedAt: Date,
  emails: OutgoingEmail[],
): Promise<QueuedEmail[]> {
  const checked = emails.map((email) => ({ email, ...checkOutgoingEmail(email) }));
  const now = queuedAt.toISOString();
  const queued: QueuedEmail[] = [];
  for (const { email, to, replyTo } of checked) {
    const id = newObjectId(queuedAt);
    await db
      .insertInto('outbox_emails')
      .values({
        id,
        kind: email.kind,
        submission_id: email.submissionId,
        to_addresses: JSON.stringify(to),
        reply_to: replyTo,
        subject: email.subject.trim(),
        text_body: email.text,
        html_body: email.html,
        message_id: messageIdFor(id),
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        sent_at: null,
        created_at: now,
        request_id: requestScope.getStore()?.id.slice(0, 64) ?? null,
      })
      .execute();
    const attachments = email.attachments ?? [];
    for (const [position, attachment] of attachments.entries()) {
      await db
        .insertInto('outbox_attachments')
        .values({
          id: newObjectId(queuedAt),
          email_id: id,
          position,
          filename: attachment.filename,
          content_type: attachment.contentType,
          cid: attachment.cid ?? null,
          content: attachment.content,
        })
        .execute();
    }
    queued.push({ id, kind: email.kind, to });
  }
  return queued;
}

/**
 * Puts a failed or pending email back in the queue for an attempt at `now` with fresh retries;
 * the caller wakes the worker when it answers true.
 */
export async function retryEmail(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox_emails')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '!=', 'sent')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
