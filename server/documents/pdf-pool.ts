import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { PdfTask, PdfWorkerData } from './pdf-task';

/**
 * The pool of worker threads running build/pdf-worker.js. Piscina's own queue is left unbounded:
 * the bound is PdfDrawer's, which lets sends wait past it. With `warmUp` (PDF_WARM_UP, the default)
 * all threads start at once and each draws a warm-up invoice before taking tasks; without it a
 * thread starts when the first PDF is asked for and draws that one straight away. Each task is an
 * invoice or an agreement (PdfTask).
 */
export function workerPoolRunner(
  workerFile: string,
  threads: number,
  { warmUp }: { warmUp: boolean },
): { run: (task: PdfTask) => Promise<Uint8Array>; close: () => Promise<void> } {
  const pool = new Piscina<PdfTask, Uint8Array>({
    filename: workerFile,
    minThreads: warmUp ? threads : 0,
    maxThreads: threads,
    // Workers stay for the life of the server: starting one parses the fonts again.
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { warmUp } satisfies PdfWorkerData,
  });
  return { run: (task) => pool.run(task), close: () => pool.destroy() };
}

/**
 * What the PDFs of a build look like: a digest of the worker bundle (the layout, the brand, the
 * formats, all bundled into it), the fonts beside it and the installed react-pdf. A new build that
 * draws differently gets a new layout, so documents stored by the old one are drawn again.
 */
export function pdfLayoutOf(workerFile: string): string {
  const hash = createHash('sha256').update(fs.readFileSync(workerFile));
  const fontDir = path.join(path.dirname(workerFile), 'fonts');
  for (const name of fs.readdirSync(fontDir).sort())
    hash.update(name).update(fs.readFileSync(path.join(fontDir, name)));
  const require = createRequire(import.meta.url);
  const pkg = JSON.parse(
    fs.readFileSync(require.resolve('@react-pdf/renderer/package.json'), 'utf8'),
  ) as { version?: string };
  hash.update(`@react-pdf/renderer@${pkg.version ?? '?'}`);
  return hash.digest('base64url').slice(0, 16);
}
