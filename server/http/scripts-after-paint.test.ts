import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp';
import { scriptsAfterPaint } from './scripts-after-paint';

const moduleScript =
  'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const page = (nonce = '') =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head>' +
  '<body><p>Café — “quoted” 🚀</p>' +
  `<script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">${moduleScript}</script></body></html>`;

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(scriptsAfterPaint()));
}

describe('scriptsAfterPaint', () => {
  it('takes the preloads out of the head and keeps the module script inert behind its loader', async () => {
    const html = await through([Buffer.from(page())]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    // The loader follows the block, so the block is whole when the loader runs.
    expect(html).toContain(`<script type="text/plain">${moduleScript}</script><script>(()=>{`);
    expect(html).toContain('["/assets/entry.client.js","/assets/root.js"]');
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<p>Café — “quoted” 🚀</p>');
  });

  it("gives the loader the page's nonce, and a cached page's policy the module script's hash", async () => {
    const withNonce = await through([Buffer.from(page(' nonce="abc"'))]);
    expect(withNonce).toContain(
      `<script nonce="abc" type="text/plain">${moduleScript}</script><script nonce="abc">(()=>{`,
    );
    const hashes = inlineScriptHashes(await through([Buffer.from(page())]));
    const { createHash } = await import('node:crypto');
    const moduleHash = `'sha256-${createHash('sha256').update(moduleScript).digest('base64')}'`;
    expect(hashes).toContain(moduleHash);
  });

  it('gives the same page however the stream is cut, inside a tag or a character', async () => {
    const bytes = Buffer.from(page());
    const whole = await through([bytes]);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 16 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end));
          expect(await through(chunks)).toBe(whole);
        },
      ),
    );
  });
});
