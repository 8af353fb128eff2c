/**
 * Minutes to read a Markdown body, at least 1. Thai is written without spaces between words,
 * so words cannot be counted by splitting: Thai letters count as one word per
 * THAI_CHARACTERS_PER_WORD (the average length of a Thai word), other text by its
 * space-separated words, both read at WORDS_PER_MINUTE (an adult's pace in either language).
 * Code blocks and Markdown punctuation count like any other text: a reader reads them too.
 */
const WORDS_PER_MINUTE = 200;
const THAI_CHARACTERS_PER_WORD = 5;
const THAI_LETTERS = /[\u0E00-\u0E7F]/g;

export function readingMinutes(body: string): number {
  const thaiCharacters = body.match(THAI_LETTERS)?.length ?? 0;
  const otherWords = body
    .replace(THAI_LETTERS, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const words = thaiCharacters / THAI_CHARACTERS_PER_WORD + otherWords;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
