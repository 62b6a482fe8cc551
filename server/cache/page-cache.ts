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
  storedAt: number;
}

/** Below this size compression gains nothing worth the header. */
const MIN_COMPRESS_BYTES = 1024;

export async function buildCachedPage(input: {
  version: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed copies are made only for pages that will be kept. */
  keep: boolean;
}): Promise<CachedPage> {
  const { body } = input;
  const compress = input.keep && body.length >= MIN_COMPRESS_BYTES;
  const [gz, br] = compress
    ? await Promise.all([
        gzip(body, { level: 9 }),
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ])
    : [undefined, undefined];
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return {
    version: input.version,
    status: input.status,
    headers: input.headers,
    identity: body,
    gzip: gz,
    br,
    kept: input.keep,
    etag: `"${input.version.toString(36)}-${digest}"`,
    storedAt: Date.now(),
  };
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
        // Content may have changed while it rendered; a page of an older version is not kept.
        const existing = this.entries.get(key);
        if (page.kept && (!existing || existing.version <= page.version))
          this.entries.set(key, page);
        return page;
      })
      .finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, flight);
    return flight;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
