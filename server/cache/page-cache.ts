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
   * answered before any other middleware runs (server/http/shared-responses.ts).
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
 * URLs longer than this are rendered for their caller and never kept: no page of the site needs
 * such a URL, and a flood of distinct long query strings would otherwise fill the cache with keys.
 */
export const MAX_CACHED_URL_LENGTH = 1024;

/** What an entry's object, arrays and map slot take beyond the bytes counted one by one. */
const ENTRY_OVERHEAD_BYTES = 1024;

const headerBytes = (headers: readonly (readonly [string, unknown])[] | undefined) =>
  (headers ?? []).reduce(
    (sum, [name, value]) =>
      sum + name.length + (Array.isArray(value) ? value.join('').length : String(value).length),
    0,
  );

/**
 * Everything an entry holds: its key, its three bodies, the headers it was rendered with and
 * those it will be replayed with (filled in at its first send, so counted ahead as a copy).
 */
export function entryBytes(key: string, page: CachedPage): number {
  const headers = headerBytes(page.headers);
  return (
    key.length +
    page.identity.length +
    (page.gzip?.length ?? 0) +
    (page.br?.length ?? 0) +
    page.etag.length +
    headers +
    Math.max(headerBytes(page.sentHeaders), headers + 2048) +
    ENTRY_OVERHEAD_BYTES
  );
}

/**
 * Rendered public pages in memory, by URL, bounded in bytes (everything an entry holds, least
 * recently used go first) and in age. An entry is valid only for the content version it was
 * rendered at; concurrent misses for one URL share a single render.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly inflight = new Map<string, Promise<CachedPage>>();

  constructor(options: { maxBytes: number; maxAgeMs: number }) {
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page, key) => entryBytes(key, page),
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

  /** Whether a render of this URL at this version is under way (a new asker just joins it). */
  rendering(key: string, version: number): boolean {
    return this.inflight.has(`${version}\n${key}`);
  }

  /**
   * Keeps a page unless one of a newer version is already there (content changed meanwhile), or
   * its URL is too long to be worth a place.
   */
  store(key: string, page: CachedPage) {
    if (key.length > MAX_CACHED_URL_LENGTH) return;
    const existing = this.entries.get(key);
    if (!existing || existing.version <= page.version) this.entries.set(key, page);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** Bytes held, as counted against the bound. */
  get bytes() {
    return this.entries.calculatedSize;
  }
}
