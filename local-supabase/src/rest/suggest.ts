function distance(a: string, b: string): number {
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

/** The closest known name, for PostgREST's "Perhaps you meant …" hints. */
export function closestName(wanted: string, known: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(3, Math.floor(wanted.length / 3)) + 1;
  for (const name of known) {
    const d = distance(wanted, name);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}
