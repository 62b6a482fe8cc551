/**
 * Column types as both dialects return them. Booleans are written as 0/1 (SQLite has no boolean)
 * and read back through `Boolean()`; timestamps are ISO-8601 strings in UTC.
 */
type Flag = number | boolean;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_admin: Flag;
  disabled: Flag;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface ServicesTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  long_description: string;
  image_url: string;
  thumb_image_url: string;
  icon: string;
  /** The service's own price (billed when it has no plans). */
  price_cents: number;
  cta: string;
  /** JSON array of strings. */
  features: string;
  /** JSON object: ServiceDetails without longDescription. */
  details: string;
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface PlansTable {
  id: number;
  service_id: string;
  title: string;
  description: string;
  price_cents: number;
  /** The previous price shown struck through; 0 when there is none. */
  prev_price_cents: number;
  /** A `BillingPeriod` (domain/billing.ts); the plan store reads it through its schema. */
  billing: string;
  /** JSON array of { label, included }. */
  features: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface BlogsTable {
  id: string;
  title: string;
  short_description: string;
  long_description: string;
  meta_title: string;
  meta_keyword: string;
  meta_description: string;
  image_url: string;
  thumb_image_url: string;
  author: string;
  author_id: string | null;
  category: string;
  /** JSON array of strings. */
  tags: string;
  /** Lower-case tags joined by '|' with a leading and trailing '|', for portable tag search. */
  tags_text: string;
  schema: string;
  /** The body as plain text, for full-text search (kept by the blog store). */
  body_text: string;
  /** Set only on demo content, so seeding never inserts the same article twice. */
  seed_key: string | null;
  created_at: string;
  updated_at: string;
  /** Unique; the public address is /blog/{slug}. */
  slug: string;
  /** docs/product.md#blog-publishing: only a published post is shown on the website. */
  status: 'draft' | 'scheduled' | 'published' | 'archived';
  publish_at: string | null;
  published_at: string | null;
  image_alt: string;
  thumb_alt: string;
  word_count: number;
}

/** A former slug of a post, answered with a redirect to its current one. */
export interface BlogSlugsTable {
  slug: string;
  blog_id: string;
  created_at: string;
}

export interface BlogRevisionsTable {
  id: string;
  blog_id: string;
  reason: 'created' | 'edited' | 'restored' | 'published' | 'imported';
  author_id: string | null;
  author: string;
  /** JSON of BlogSnapshot (domain/blog-revision.ts): the post as saved. */
  snapshot: string;
  created_at: string;
}

export interface FilesTable {
  id: string;
  ext: string;
  mime: string;
  bytes: Buffer;
  size: number;
  width: number;
  height: number;
  uploaded_by: string | null;
  created_at: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  plan_id: number | null;
  /**
   * The selected plan as the catalogue sold it when the message was sent (`MessagePlan`,
   * domain/contact.ts); all null without a plan. A summary migration 019 could not read is the
   * title alone, without a service, price or billing.
   */
  plan_title: string | null;
  /** The plan's service. */
  plan_for: string | null;
  plan_price_cents: number | null;
  /** A `BillingPeriod` (domain/billing.ts), set with the price. */
  plan_billing: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  order_number: string;
  name: string;
  email: string;
  /** JSON array of OrderItem (domain/order.ts): each line's cents and billing as sold. */
  items: string;
  total_cents: number;
  currency: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  /** The private order page's secret (docs/product.md#order-page): 32 base64url characters, unique. */
  token: string;
  /** Set when staff cancelled the order, with their reason; a cancelled order stays cancelled. */
  cancelled_at: string | null;
  cancel_reason: string | null;
}

/** The audit trail of an order, its agreement and its invoices (docs/product.md#order-page). */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  /** domain/order-journey.ts OrderAction. */
  action: string;
  detail: string | null;
  actor_id: string | null;
  actor_name: string;
  created_at: string;
}

export interface AgreementsTable {
  id: string;
  reference: string;
  name: string;
  phone: string;
  email: string;
  signature_png: Buffer;
  terms_version: string;
  terms_sha256: string;
  /** The order it was signed for, when it was signed from the order confirmation. */
  order_number: string | null;
  ip: string | null;
  user_agent: string | null;
  signed_at: string;
}

export interface ResourceInquiriesTable {
  id: string;
  resource: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEmailsTable {
  id: string;
  kind: string;
  submission_id: string;
  /** JSON array of addresses. */
  to_addresses: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** The request that queued it (`X-Request-Id`), for the log lines of its delivery. */
  request_id: string | null;
}

export interface OutboxAttachmentsTable {
  id: string;
  email_id: string;
  position: number;
  filename: string;
  content_type: string;
  cid: string | null;
  content: Buffer;
}

export interface InvoicesTable {
  id: string;
  /** Printed by `formatInvoiceNumber` (domain/document-numbers.ts). */
  number: number;
  issued_date: string;
  /** The effective due date: the form's, or the issued date + 7 days. */
  due_date: string;
  representative_name: string;
  representative_email: string;
  representative_phone: string;
  client_name: string;
  client_company: string;
  client_address: string;
  client_email: string;
  /** JSON array of InvoiceLine, priced from the catalogue. */
  lines: string;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  /** The hosted link's secret: 32 base64url characters, unique (docs/product.md#invoice-link). */
  token: string;
  /** docs/product.md#invoice-lifecycle; the same list as domain/invoice-status.ts. */
  status: 'draft' | 'sent' | 'viewed' | 'paid' | 'void';
  sent_at: string | null;
  /** The first view of the hosted link after the invoice was sent. */
  viewed_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
  /** The order it bills, when it was raised from one (docs/product.md#order-page). */
  order_id: string | null;
}

/** An invoice's PDF as last drawn: its latest version (docs/decisions/048-pdf-worker-pool.md). */
export interface InvoicePdfsTable {
  invoice_id: string;
  /** server/invoices/invoice-pdfs.ts: a digest of the printed content and the build's layout. */
  version: string;
  bytes: Buffer;
  size: number;
  created_at: string;
}

/**
 * A signed agreement's PDF, drawn once when it was signed (docs/product.md#agreement-pdf); never
 * replaced.
 */
export interface AgreementPdfsTable {
  agreement_id: string;
  /** Hex SHA-256 of `bytes`: the PDF's ETag. */
  sha256: string;
  bytes: Buffer;
  size: number;
  created_at: string;
}

/** The agency's bank account for transfers (docs/product.md#bank-transfer): one row (id 1) or none. */
export interface BankDetailsTable {
  id: number;
  account_name: string;
  bank_name: string;
  account_number: string;
  routing_number: string;
  swift: string;
  iban: string;
  instructions: string;
  updated_at: string;
  updated_by: string | null;
}

export interface Database {
  invoices: InvoicesTable;
  invoice_pdfs: InvoicePdfsTable;
  counters: CountersTable;
  contact_messages: ContactMessagesTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  agreements: AgreementsTable;
  agreement_pdfs: AgreementPdfsTable;
  resource_inquiries: ResourceInquiriesTable;
  outbox_emails: OutboxEmailsTable;
  outbox_attachments: OutboxAttachmentsTable;
  blogs: BlogsTable;
  blog_slugs: BlogSlugsTable;
  blog_revisions: BlogRevisionsTable;
  files: FilesTable;
  services: ServicesTable;
  plans: PlansTable;
  users: UsersTable;
  sessions: SessionsTable;
  app_settings: AppSettingsTable;
  bank_details: BankDetailsTable;
}
