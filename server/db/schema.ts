import type { Generated } from 'kysely';

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
  price: string;
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
  is_active: Flag;
  schema: string;
  /** Set only on demo content, so seeding never inserts the same article twice. */
  seed_key: string | null;
  created_at: string;
  updated_at: string;
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

export interface InvoicesTable {
  id: string;
  /** Printed with the ECS- prefix. */
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
}

export interface Database {
  invoices: InvoicesTable;
  blogs: BlogsTable;
  files: FilesTable;
  services: ServicesTable;
  users: UsersTable;
  sessions: SessionsTable;
  app_settings: AppSettingsTable;
}

export type { Generated };
