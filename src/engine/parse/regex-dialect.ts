/**
 * Production runs Java regexes (Spark `rlike`); DuckDB runs RE2. RE2 has no lookaround,
 * backreferences, possessive quantifiers or atomic groups, and a few constructs both run
 * mean one thing to each, so a pattern using them would silently mean something else or
 * fail in DuckDB: refuse it by name (RULES.md §8).
 */
import type { MessageRef } from '../types';

/** A construct of a pattern that RE2 cannot run as Java runs it. */
export interface RegexProblem {
  /** The construct, named: `lookahead (?=…)`, `POSIX class [:alpha:]`. */
  construct: string;
  /** The construct as an id and its parameters (`posixClass` and `name`…), for translations. */
  ref: MessageRef;
  /** When RE2 runs it too, but otherwise: what each engine reads and what to write instead. */
  differs?: { java: string; re2: string; instead: string };
}

/** A POSIX class inside brackets: RE2 reads a class of characters, Java the characters themselves. */
function posixClass(pattern: string, at: number): RegexProblem | null {
  const m = /^\[:([a-zA-Z]+):\]/.exec(pattern.slice(at));
  if (!m) return null;
  const letters = [...new Set(`:${m[1]}`)].map((c) => `\`${c}\``).join(', ');
  return {
    construct: `POSIX class [:${m[1]}:]`,
    ref: { id: 'posixClass', params: { posix: m[1], letters } },
    differs: {
      java: `the characters ${letters}`,
      re2: `the class ${m[1]}`,
      instead:
        'the characters themselves, such as [A-Za-z] for [[:alpha:]] or [0-9] for [[:digit:]]',
    },
  };
}

const VERTICAL: RegexProblem = {
  construct: '\\v',
  ref: { id: 'vertical' },
  differs: {
    java: 'any vertical whitespace (a line feed, carriage return, form feed, vertical tab, …)',
    re2: 'the vertical tab alone',
    instead: '\\x0B for the vertical tab, or the characters meant, such as [\\n\\r]',
  },
};

/** `(?U)`: Unicode character classes to Java (`\\w` matches `ã`), lazy quantifiers to RE2. */
const UNICODE_CLASSES: RegexProblem = {
  construct: 'flag (?U)',
  ref: { id: 'unicodeClasses' },
  differs: {
    java: 'Unicode character classes (\\w matching ã)',
    re2: 'lazy quantifiers, with ASCII classes',
    instead: 'the characters meant, such as [\\wÀ-ÿ]',
  },
};

/**
 * `(?i)` over a letter outside ASCII: Java folds case in ASCII only unless told `(?iu)`,
 * RE2 in Unicode, so `(?i)são` matches `SÃO` in RE2 and not in Java.
 */
function foldedOutsideAscii(pattern: string): RegexProblem | null {
  const letter = [...pattern].find((c) => c > '\x7f' && c.toLowerCase() !== c.toUpperCase());
  if (letter === undefined) return null;
  const other = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  return {
    construct: `flag (?i) with the letter ${letter}`,
    ref: { id: 'caseFold', params: { letter, other } },
    differs: {
      java: `${letter} in its own case only (case is folded in ASCII alone), not ${other}`,
      re2: `${letter} and ${other} alike`,
      instead: `both cases where they matter, such as [${letter}${other}]`,
    },
  };
}

/** The first construct in a pattern that RE2 cannot run as Java does, or null. */
export function unsupportedRegexConstruct(pattern: string): RegexProblem | null {
  const named = (construct: string, id: string, params?: MessageRef['params']): RegexProblem => ({
    construct,
    ref: { id, ...(params ? { params } : {}) },
  });
  let inClass = false;
  let caseless = false;
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
      if (!inClass && /[1-9]/.test(next))
        return named(`backreference \\${next}`, 'backreference', { digit: next });
      if (!inClass && next === 'k' && pattern[i + 2] === '<')
        return named('named backreference \\k<…>', 'namedBackreference');
      if (next === 'v') return VERTICAL;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      const posix = c === '[' ? posixClass(pattern, i) : null;
      if (posix) return posix;
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
      if (rest.startsWith('=')) return named('lookahead (?=…)', 'lookahead');
      if (rest.startsWith('!')) return named('negative lookahead (?!…)', 'negativeLookahead');
      if (rest === '<=') return named('lookbehind (?<=…)', 'lookbehind');
      if (rest === '<!') return named('negative lookbehind (?<!…)', 'negativeLookbehind');
      if (rest.startsWith('>')) return named('atomic group (?>…)', 'atomicGroup');
      // Inline flags, `(?i)` or `(?i:…)`: what is turned on before any `-`.
      const flags = /^\(\?([a-zA-Z]*)(?:-[a-zA-Z]*)?[:)]/.exec(pattern.slice(i));
      if (flags?.[1].includes('U')) return UNICODE_CLASSES;
      if (flags?.[1].includes('i')) caseless = true;
    }
    if ((c === '*' || c === '+' || c === '?' || c === '}') && pattern[i + 1] === '+') {
      const prev = pattern[i - 1];
      // `a++` after a quantifier is possessive; `(+` or a lone `+` is not.
      if (c !== '+' || (prev !== undefined && prev !== '(' && prev !== '|')) {
        return named(`possessive quantifier ${c}+`, 'possessive', { quantifier: `${c}+` });
      }
    }
  }
  return caseless ? foldedOutsideAscii(pattern) : null;
}

/** A refusal's sentence: `regexLacks` (RE2 has no such construct) or `regexDiffers`. */
export interface RegexRefusal {
  message: string;
  id: 'regexLacks' | 'regexDiffers';
  /** The construct's id as `construct`, with its own parameters. */
  params: Record<string, string | number>;
}

/**
 * What a refused pattern is told, in English with its id: the construct named, what each
 * engine reads when both run it, and what to write instead. A `regex` rule's pattern and a
 * `sql` rule's literal pattern are told the same.
 */
export function regexRefusal(problem: RegexProblem): RegexRefusal {
  const params = { construct: problem.ref.id, ...problem.ref.params };
  if (problem.differs) {
    const { java, re2, instead } = problem.differs;
    return {
      id: 'regexDiffers',
      params,
      message: `The pattern uses the ${problem.construct}, which Java (production) reads as ${java} and DuckDB's RE2 as ${re2}: results would differ. Write ${instead}.`,
    };
  }
  return {
    id: 'regexLacks',
    params,
    message: `The pattern uses ${/^[aeiou]/.test(problem.construct) ? 'an' : 'a'} ${problem.construct}, which DuckDB's RE2 engine lacks (Java supports it in production): results would differ. Rewrite it without that construct.`,
  };
}
