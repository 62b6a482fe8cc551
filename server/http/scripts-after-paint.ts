import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * A page's HTML, changed so that its scripts load once the page has been painted
 * (docs/decisions/058-scripts-after-first-paint.md).
 *
 * React Router writes every module a page needs as `<link rel="modulepreload">` in the head and
 * one inline module script at the end of the body that imports them and starts the app. Browsers
 * fetch both at once, at high priority, competing with the stylesheet, the font and the hero
 * image for a slow connection. Every page works without JavaScript (links are links, forms post),
 * so the page is shown first and made interactive after:
 * - the preload links are taken out of the head;
 * - the module script is kept, but as an inert `text/plain` block, with a small script after it
 *   that, after the first paint, preloads the same modules (all at once, as before) and runs the
 *   block's text as the module script it was, with the page's nonce. A cached page's policy holds
 *   the hash of every inline block (server/http/csp.ts), this one's included, so the browser runs
 *   the copy as it would have run the original.
 */
export function scriptsAfterPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const page: PageState = { preloads: [] };
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += decoder.write(chunk);
      // A tag cut in two by the chunk's end waits for the rest of it.
      const cut = pending.lastIndexOf('<');
      const ready = cut !== -1 && !pending.includes('>', cut) ? pending.slice(0, cut) : pending;
      pending = pending.slice(ready.length);
      done(null, rewrite(ready, page));
    },
    flush(done) {
      done(null, rewrite(pending + decoder.end(), page));
    },
  });
}

interface PageState {
  /** The modules the head listed, in its order. */
  preloads: string[];
  /** Set from the module script's opening tag until its end tag has been passed on. */
  nonceOfModuleScript?: string;
}

const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;
const SCRIPT_END = '</script>';

function rewrite(html: string, page: PageState): string {
  let text = html.replace(PRELOAD, (_tag, href: string) => {
    page.preloads.push(href);
    return '';
  });
  text = text.replace(MODULE_SCRIPT, (_tag, nonce = '') => {
    page.nonceOfModuleScript = nonce;
    return `<script${nonce} type="text/plain">`;
  });
  // The loader follows the block, so the block is whole when the loader runs, however the page
  // arrives; its end tag comes in this text or a later one.
  const nonce = page.nonceOfModuleScript;
  if (nonce === undefined) return text;
  const end = text.indexOf(SCRIPT_END, text.indexOf('type="text/plain">') + 1);
  if (end === -1) return text;
  page.nonceOfModuleScript = undefined;
  const after = end + SCRIPT_END.length;
  return `${text.slice(0, after)}<script${nonce}>${loader(page.preloads)}</script>${text.slice(after)}`;
}

/**
 * Runs after the first paint (at once in a tab opened in the background, which never paints): adds
 * the preloads, then runs the block just before it as the module script it was.
 */
const loader = (preloads: string[]) =>
  `(()=>{const s=document.currentScript,run=()=>{for(const h of ${JSON.stringify(preloads).replaceAll('<', '\\u003c')}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}const m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.previousElementSibling.textContent;document.body.append(m)};document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(run)):run()})()`;
