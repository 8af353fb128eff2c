/**
 * The fuzzy match PostgREST uses for "Perhaps you meant …" (Haskell's
 * Data.FuzzySet, a port of fuzzyset.js): cosine similarity of 3-grams (else
 * 2-grams) to shortlist, then re-scored by Levenshtein distance of the lowercased names; matches
 * scoring under `minScore` are dropped. An exact match scores 1.
 */

// fuzzyset.js keeps letters, digits, commas and spaces only (so `_` does not count).
const normalize = (value: string): string => value.toLowerCase().replace(/[^\p{L}\p{N}, ]+/gu, '');

function grams(value: string, size: number): Map<string, number> {
  let padded = `-${normalize(value)}-`;
  while (padded.length < size) padded += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

const magnitude = (counts: Map<string, number>): number => Math.sqrt([...counts.values()].reduce((sum, c) => sum + c * c, 0));

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

const similarity = (a: string, b: string): number => 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1);

export interface FuzzyMatch {
  score: number;
  value: string;
}

/** Candidates near `wanted`, best first. */
export function fuzzyMatches(wanted: string, candidates: Iterable<string>, minScore = 0.33): FuzzyMatch[] {
  const names = [...new Set(candidates)];
  const exact = names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  if (exact !== undefined) return [{ score: 1, value: exact }];
  for (const size of [3, 2]) {
    const own = grams(wanted, size);
    const shortlist = names
      .map((value) => {
        const theirs = grams(value, size);
        let dot = 0;
        for (const [gram, count] of own) dot += count * (theirs.get(gram) ?? 0);
        return { value, score: dot / (magnitude(own) * magnitude(theirs) || 1) };
      })
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 50);
    const rescored = shortlist
      // The grams drop `_` and punctuation, the Levenshtein re-score does not (fuzzyset only lowercases there):
      // PostgREST gives no hint for `function_returning_set_of_rows` near `active_users` (0.30, not 0.35).
      .map((m) => ({ value: m.value, score: similarity(m.value.toLowerCase(), wanted.toLowerCase()) }))
      .filter((m) => m.score >= minScore)
      .sort((a, b) => b.score - a.score);
    if (rescored.length > 0) return rescored;
  }
  return [];
}
