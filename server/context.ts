import type { Config } from './config';
import type { Db } from './db/database';
import type { Logger } from './logger';

/** What every route loader, action and API handler may use; built once at start-up. */
export interface AppServices {
  config: Config;
  db: Db;
  dbKind: 'sqlite' | 'postgres';
  logger: Logger;
  jwtSecret: string;
  /** The absolute origin used in canonical URLs and emails. */
  publicUrl: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    services: AppServices;
  }
}
