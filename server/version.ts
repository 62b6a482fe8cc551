import fs from 'node:fs';

declare const __APP_VERSION__: string | undefined;
declare const __APP_BUILD__: string | undefined;

/** package.json's version, read where no build stamped it (development, tests, scripts). */
function packageVersion(): string {
  try {
    const file = new URL('../package.json', import.meta.url);
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * The release this server runs: package.json's version, and the build it came from (the commit,
 * stamped by `npm run build`; `dev` when running from source). Shown in logs, /readyz and the
 * dashboard footer, so an operator can tell which build answered.
 */
export const appVersion = {
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : packageVersion(),
  build: typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev',
};
