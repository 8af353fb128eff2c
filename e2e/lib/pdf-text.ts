import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Every page's text as pdf.js extracts it, white space removed: pdf.js guesses spaces where
 * stacked Thai marks move the pen back (decision 0059), so compare with squashed expectations.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return squash(pages.join(''));
}

export const squash = (text: string): string => text.replace(/\s+/g, '');
