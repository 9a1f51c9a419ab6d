/** Spark's `date_format` patterns (Java's letters) as DuckDB strftime formats. */

/** Java pattern letters (by letter and count) that DuckDB's strftime writes alike. */
const STRFTIME: Record<string, Record<number, string>> = {
  y: { 1: '%Y', 2: '%y', 4: '%Y' },
  M: { 1: '%-m', 2: '%m', 3: '%b', 4: '%B' },
  L: { 1: '%-m', 2: '%m', 3: '%b', 4: '%B' },
  d: { 1: '%-d', 2: '%d' },
  D: { 1: '%-j', 3: '%j' },
  H: { 1: '%-H', 2: '%H' },
  h: { 1: '%-I', 2: '%I' },
  m: { 1: '%-M', 2: '%M' },
  s: { 1: '%-S', 2: '%S' },
  S: { 3: '%g', 6: '%f' },
  a: { 1: '%p' },
  E: { 1: '%a', 2: '%a', 3: '%a', 4: '%A' },
};

/**
 * Spark's `date_format` pattern (Java letters, English names) as a DuckDB strftime format;
 * null when it has a letter or width strftime does not write the same way (zones, weeks,
 * quarters, an odd fraction width…).
 */
export function strftimeOf(pattern: string): string | null {
  let out = '';
  for (let i = 0; i < pattern.length;) {
    const c = pattern[i];
    if (c === "'") {
      // Quoted text; '' is a quote, inside or outside it.
      let j = i + 1;
      let text = '';
      while (j < pattern.length && !(pattern[j] === "'" && pattern[j + 1] !== "'")) {
        text += pattern[j];
        j += pattern[j] === "'" ? 2 : 1;
      }
      if (j >= pattern.length && !(i + 1 < pattern.length && pattern[i + 1] === "'")) return null;
      out += j === i + 1 ? "'" : text.replace(/%/g, '%%');
      i = j + 1;
    } else if (/[A-Za-z]/.test(c)) {
      let n = 1;
      while (pattern[i + n] === c) n++;
      const spec = STRFTIME[c]?.[n];
      if (spec === undefined) return null;
      out += spec;
      i += n;
    } else {
      out += c === '%' ? '%%' : c;
      i++;
    }
  }
  return out;
}
