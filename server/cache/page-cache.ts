import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** One rendered response, kept with its compressed copies so a hit costs no work at all. */
export interface CachedPage {
  version: number;
  status: number;
  /** Response headers as rendered (content type, cache control, CSP…). */
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
  /** Kept in the cache (a success the route allows to share), or rendered for these callers only. */
  kept: boolean;
  /**
   * Every header of the response as first sent, security headers included, so later hits can be
   * answered before any other middleware runs (server/cache/shared-responses.ts).
   */
  sentHeaders?: [string, string | number | string[]][];
  storedAt: number;
}

/** Below this size compression gains nothing worth the header. */
const MIN_COMPRESS_BYTES = 1024;

/** A response to keep or share; compressed copies are added by `addCompressedCopies`. */
export function cachedPage(input: {
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  keep: boolean;
}): CachedPage {
  const digest = createHash('sha256').update(input.body).digest('base64url').slice(0, 27);
  return {
    version: input.version,
    status: input.status,
    headers: input.headers,
    identity: input.body,
    gzip: undefined,
    br: undefined,
    kept: input.keep,
    etag: `"${input.version.toString(36)}-${digest}"`,
    storedAt: Date.now(),
  };
}

/** Compresses a page once, off the event loop, so no hit ever compresses again. */
export async function addCompressedCopies(page: CachedPage): Promise<CachedPage> {
  const body = page.identity;
  if (body.length < MIN_COMPRESS_BYTES) return page;
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  page.gzip = gz;
  page.br = br;
  return page;
}

/**
 * Rendered public pages in memory, by URL, bounded in bytes (least recently used go first) and in
 * age. An entry is valid only for the content version it was rendered at; concurrent misses for
 * one URL share a single render.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly inflight = new Map<string, Promise<CachedPage>>();

  constructor(options: { maxBytes: number; maxAgeMs: number }) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) =>
        page.identity.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 512,
      ttl: options.maxAgeMs,
    });
  }

  get(key: string, version: number): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.version === version) return page;
    if (page.version < version) this.entries.delete(key);
    return undefined;
  }

  /**
   * The cached page, or the result of `render` for this URL and version; callers arriving while
   * it renders wait for (and send) the same result. Only pages marked `kept` are stored.
   */
  async getOrRender(
    key: string,
    version: number,
    render: () => Promise<CachedPage>,
  ): Promise<CachedPage> {
    const hit = this.get(key, version);
    if (hit) return hit;
    const flightKey = `${version}\n${key}`;
    const pending = this.inflight.get(flightKey);
    if (pending) return pending;
    const flight = render()
      .then((page) => {
        if (page.kept) this.store(key, page);
        return page;
      })
      .finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, flight);
    return flight;
  }

  /** Keeps a page unless one of a newer version is already there (content changed meanwhile). */
  store(key: string, page: CachedPage) {
    const existing = this.entries.get(key);
    if (!existing || existing.version <= page.version) this.entries.set(key, page);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
