import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text as pdf.js extracts it (what a reader can select and search), page by page joined,
 * and how many pages it has.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items)
        if ('str' in item) parts.push(item.str + (item.hasEOL ? '\n' : ''));
    }
    return { text: parts.join(''), pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}
