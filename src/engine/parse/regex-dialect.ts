/**
 * Production runs Java regexes (Spark `rlike`); DuckDB runs RE2. RE2 has no lookaround,
 * backreferences, possessive quantifiers or atomic groups, so a pattern using them would
 * silently mean something else or fail in DuckDB: refuse it by name (RULES.md §8).
 */

/** The first Java-only construct in a pattern, named, or null when RE2 can run it. */
export function unsupportedRegexConstruct(pattern: string): string | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (next === 'Q') {
        // \Q…\E quotes literally: skip to \E.
        const end = pattern.indexOf('\\E', i + 2);
        i = end < 0 ? pattern.length : end + 1;
        continue;
      }
      if (!inClass && /[1-9]/.test(next)) return `backreference \\${next}`;
      if (!inClass && next === 'k' && pattern[i + 2] === '<') return 'named backreference \\k<…>';
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
      continue;
    }
    if (c === '(' && pattern[i + 1] === '?') {
      const rest = pattern.slice(i + 2, i + 4);
      if (rest.startsWith('=')) return 'lookahead (?=…)';
      if (rest.startsWith('!')) return 'negative lookahead (?!…)';
      if (rest === '<=') return 'lookbehind (?<=…)';
      if (rest === '<!') return 'negative lookbehind (?<!…)';
      if (rest.startsWith('>')) return 'atomic group (?>…)';
    }
    if ((c === '*' || c === '+' || c === '?' || c === '}') && pattern[i + 1] === '+') {
      const prev = pattern[i - 1];
      // `a++` after a quantifier is possessive; `(+` or a lone `+` is not.
      if (c !== '+' || (prev !== undefined && prev !== '(' && prev !== '|')) {
        return `possessive quantifier ${c}+`;
      }
    }
  }
  return null;
}
