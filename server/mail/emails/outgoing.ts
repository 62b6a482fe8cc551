// An email as its maker hands it to the outbox (`enqueueEmails` in server/mail/outbox.ts): rendered,
// addressed and tied to the record it is about.

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Content-ID for inline images referenced as `cid:…` in the HTML. */
  cid?: string;
}

export interface OutgoingEmail {
  /** 'contact' | 'order-confirmation' | 'order' | 'agreement' | 'inquiry' | 'invoice' … */
  kind: string;
  /** Id of the stored record this email belongs to. */
  submissionId: string;
  /** Validated; at most one visitor-typed address besides staff inboxes. */
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: OutgoingAttachment[];
}
