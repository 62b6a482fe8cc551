import type { SMTPServer } from 'smtp-server';
import { SERVER_KEY } from './global-setup';

/** Stops the SMTP sink that global setup started. */
export default async function globalTeardown() {
  const server = (globalThis as Record<symbol, unknown>)[SERVER_KEY] as SMTPServer | undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}
