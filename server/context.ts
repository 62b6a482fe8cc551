import type { Config } from './config';
import type { Db } from './db/database';
import type { RateStore } from './http/rate-store';
import type { Logger } from './logger';
import type { SubmissionMeta } from './submissions/meta';

/** What every route loader, action and API handler may use; built once at start-up. */
export interface AppServices {
  config: Config;
  db: Db;
  dbKind: 'sqlite' | 'postgres';
  logger: Logger;
  jwtSecret: string;
  /** The absolute origin used in canonical URLs and emails. */
  publicUrl: string;
  /** Rate-limit counters: in memory, or shared through Redis when REDIS_URL is set. */
  rateStore: RateStore;
}

declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    services: AppServices;
    /** The client of a form POST: address, user agent and the rate-limit verdict. */
    submitter: SubmissionMeta;
  }
}
