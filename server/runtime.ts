import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Which build of React's server renderer this process actually loaded, read from Node's module
 * cache rather than assumed from NODE_ENV: the development build is several times slower, so a
 * production server running it is a fault worth seeing in /healthz.
 */
export function reactServerBuild(): 'production' | 'development' | 'not loaded' {
  const loaded = Object.keys(require.cache).filter((file) =>
    /[\\/]react-dom[\\/]cjs[\\/]react-dom-server/.test(file),
  );
  if (!loaded.length) return 'not loaded';
  return loaded.some((file) => file.includes('.development.')) ? 'development' : 'production';
}
