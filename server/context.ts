import type { AgreementPdfs } from './agreements/agreement-pdfs';
import type { ContentVersion } from './cache/content-version';
import type { Clock } from './clock';
import type { PageCache } from './cache/page-cache';
import type { Config } from './config';
import type { InvoicePdfs } from './invoices/invoice-pdfs';
import type { Db } from './db/database';
import type { EventLoopLag } from './http/overload';
import type { RenderGate } from './http/render-gate';
import type { RateLimits } from './rate-limits';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { OutboxWaker } from './mail/outbox';
import type { SubmissionMeta } from './submissions/meta';

/** Where a stopping instance is in its shutdown (server/index.ts). */
export interface Lifecycle {
  /**
   * Set on SIGTERM: `/readyz` answers 503 `stopping` from then on, while the site still serves
   * for the drain (`SHUTDOWN_DRAIN_MS`).
   */
  draining: boolean;
  /** Set after the drain: no new connection; what is in flight finishes. */
  portClosed: boolean;
}

/** What every route loader, action and API handler may use; built once at start-up. */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: 'sqlite' | 'postgres';
  logger: Logger;
  /** The one source of "now" for rules and stored times (server/clock.ts). */
  clock: Clock;
  jwtSecret: string;
  /** The absolute origin used in canonical URLs and emails. */
  publicUrl: string;
  /** Rate limiters: in memory, or shared through Redis when REDIS_URL is set. */
  rateLimits: RateLimits;
  /**
   * Grows whenever content visitors see changes, so every instance stops serving pages cached
   * before it. The stores' writes (blogs, services, plans) bump it themselves once they have
   * committed: pass them these dependencies (a `ContentStore`).
   */
  contentVersion: ContentVersion;
  /** Rendered public pages; undefined when PAGE_CACHE_MB is 0. */
  pageCache: PageCache | undefined;
  /** Event-loop lag, for shedding page renders under overload; undefined when disabled. */
  eventLoopLag: EventLoopLag | undefined;
  /** Bounds the page renders running and waiting at once. */
  renderGate: RenderGate;
  /** What GET /metrics reports. */
  metrics: Metrics;
  /** The release this server runs (server/version.ts). */
  release: { version: string; build: string };
  /** Where the instance is in its life (server/index.ts). */
  lifecycle: Lifecycle;
  /** The outbox worker: wake it after a transaction that enqueued emails has committed. */
  outbox: OutboxWaker;
  /**
   * Invoice PDFs (docs/product.md#invoice-pdf), drawn from the same data in worker threads, once per
   * version of an invoice (docs/decisions/048-pdf-worker-pool.md).
   */
  invoicePdfs: InvoicePdfs;
  /**
   * Signed agreements' PDFs (docs/product.md#agreement-pdf), drawn by the same workers once, when
   * signed, and kept.
   */
  agreementPdfs: AgreementPdfs;
}

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The CSP nonce of a page rendered for one request; undefined for a page rendered for the page
     * cache, which is shared by every visitor and admits its inline scripts by hash instead.
     */
    nonce: string | undefined;
    deps: AppDeps;
    /** The client of a form POST: address, user agent and the rate-limit verdict. */
    submitter: SubmissionMeta;
    /**
     * Set on a page rendered for the page cache: the document marks it failed when any part of
     * the render errored or timed out, and such a page is sent but never kept.
     */
    render?: { failed: boolean };
  }
}
