/** "Did you mean" support: edit distance and closest names. */

/**
 * Edit distance with adjacent transpositions (optimal string alignment), case-insensitive:
 * `mni` is one step from `min`, and a user typing `Email` meant `email`.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[s.length][t.length];
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
