/** "Did you mean" support: edit distance and closest names. */

/** Levenshtein distance, case-insensitive (a user typing `Email` meant `email`). */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= t.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (s[i - 1] === t[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[t.length];
}

/** Up to `n` candidates close to `name`, nearest first; only plausible ones. */
export function closest(name: string, candidates: readonly string[], n = 3): string[] {
  const limit = Math.max(2, Math.floor(name.length / 2));
  return candidates
    .map((c) => ({
      c,
      d:
        c.toLowerCase().includes(name.toLowerCase()) && name.length >= 3
          ? 1
          : editDistance(name, c),
    }))
    .filter((x) => x.d <= limit)
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, n)
    .map((x) => x.c);
}

/** ` Did you mean "x"?` or `` when nothing is close. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const best = closest(name, candidates, 1);
  return best.length ? ` Did you mean "${best[0]}"?` : '';
}
