/**
 * Spark's `dateFormat` / `timestampFormat` CSV options: Java `DateTimeFormatter` patterns
 * as Spark 3.5 parses with them (`DateTimeFormatterHelper`: strict resolution, case-
 * insensitive text, a run of `S` reads 1 to that many fraction digits, missing fields
 * default to 1970-01-01 00:00:00). The workbench emulates the numeric subset, which needs
 * no locale: `yyyy`, `yy`, `M`/`MM`, `d`/`dd`, `H`/`HH`, `m`/`mm`, `s`/`ss`, `S…`,
 * offsets `XXX`/`XX`/`X`, `xxx`/`xx`/`x`, `Z`/`ZZ`/`ZZZ`/`ZZZZZ`, quoted literals (`'T'`,
 * `''`) and punctuation. Anything else (month or day names, AM/PM, zone names, optional
 * sections, week fields) is reported, with what production does instead.
 *
 * A compiled pattern is a regex (matched whole) whose groups are named fields.
 */

/** Fields a group can hold: year, two-digit year, month, day, hour, minute, second, fraction, zone. */
export type PatternField = 'y' | 'y2' | 'mo' | 'd' | 'h' | 'mi' | 's' | 'f' | 'z';

export interface CompiledPattern {
  pattern: string;
  /** The regex, to match the whole value. */
  regex: string;
  /** The field of each capture group, in order. */
  groups: PatternField[];
  /** True when the first thing the pattern reads is a digit. */
  startsWithDigit: boolean;
}

/** Why a pattern cannot be emulated, and whether production refuses it outright. */
export interface PatternProblem {
  pattern: string;
  /** The pattern letters (or construct) the workbench cannot read, e.g. `MMM`. */
  construct: string;
  /** What that construct means, in plain words. */
  meaning: string;
  /** Production refuses the pattern itself (an unknown letter). */
  invalid: boolean;
}

const TWO = '[0-9]{2}';
const ONE_OR_TWO = '[0-9]{1,2}';
const HOUR = '(?:[01][0-9]|2[0-3])';
const HOUR_1 = '(?:[01]?[0-9]|2[0-3])';
const SIXTY = '[0-5][0-9]';
const SIXTY_1 = '[0-5]?[0-9]';

const OFFSET_1 = '[+-][0-9]{2}(?:[0-9]{2})?';
const OFFSET_2 = '[+-][0-9]{4}';
const OFFSET_3 = '[+-][0-9]{2}:[0-9]{2}';

/**
 * The letter runs the subset reads: for each letter, its field and the regex of a run of
 * 1, 2, 3… letters (an empty place: that length is not read). Java's table, in short.
 */
const RUNS: Record<string, [PatternField, string[]]> = {
  M: ['mo', [ONE_OR_TWO, TWO]],
  L: ['mo', [ONE_OR_TWO, TWO]],
  d: ['d', [ONE_OR_TWO, TWO]],
  H: ['h', [HOUR_1, HOUR]],
  m: ['mi', [SIXTY_1, SIXTY]],
  s: ['s', [SIXTY_1, SIXTY]],
  X: ['z', [`Z|${OFFSET_1}`, `Z|${OFFSET_2}`, `Z|${OFFSET_3}`]],
  x: ['z', [OFFSET_1, OFFSET_2, OFFSET_3]],
  Z: ['z', [OFFSET_2, OFFSET_2, OFFSET_2, '', `Z|${OFFSET_3}`]],
};

/** A run of `n` letters `letter`: [regex of the group, field], or null outside the subset. */
function numeric(letter: string, n: number): [string, PatternField] | null {
  if (letter === 'y' || letter === 'u') {
    if (n === 2) return [TWO, 'y2'];
    return n === 4 ? ['[0-9]{4}', 'y'] : null;
  }
  if (letter === 'S') return n <= 9 ? [`[0-9]{1,${n}}`, 'f'] : null;
  const run = RUNS[letter];
  const re = run?.[1][n - 1];
  return run && re ? [re, run[0]] : null;
}

/** What the pattern letters outside the subset mean (Java's `DateTimeFormatter` table). */
const MEANING: Record<string, string> = {
  M: 'month names, read in the `locale`',
  L: 'month names, read in the `locale`',
  E: 'day-of-week names, read in the `locale`',
  a: 'AM/PM, read in the `locale`',
  h: 'the 1–12 clock hour (with AM/PM)',
  K: 'the 0–11 clock hour (with AM/PM)',
  k: 'the 1–24 clock hour',
  z: 'time-zone names (`BRT`, `PST`)',
  V: 'time-zone IDs (`America/Sao_Paulo`)',
  O: 'localized offsets (`GMT-3`)',
  G: 'eras',
  D: 'the day of the year',
  Q: 'quarters',
  q: 'quarters',
  w: 'week-based fields',
  W: 'week-based fields',
  Y: 'the week-based year',
  e: 'localized day-of-week numbers',
  c: 'localized day-of-week numbers',
  F: 'the aligned week of the month',
  n: 'nanoseconds of the second',
  N: 'nanoseconds of the day',
  A: 'milliseconds of the day',
  B: 'day periods',
};

/** Letters Java's `DateTimeFormatter` knows (others are refused when the pattern is built). */
const KNOWN = new Set('GuyDMLdgQqYwWEecFaBhKkHmsSAnNVvzOXxZp'.split(''));

const escapeRe = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A literal letter, matched in any case as Spark's formatter does. */
const literal = (c: string) =>
  /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRe(c);

/** The regex of a pattern, or why the workbench cannot emulate it. */
export function compileJavaPattern(pattern: string): CompiledPattern | PatternProblem {
  const problem = (construct: string, meaning: string, invalid = false): PatternProblem => ({
    pattern,
    construct,
    meaning,
    invalid,
  });
  let regex = '';
  const groups: PatternField[] = [];
  let startsWithDigit: boolean | null = null;
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end === i + 1) {
        regex += "'";
        startsWithDigit ??= false;
        i += 2;
        continue;
      }
      if (end < 0) return problem("'", 'an unclosed quote', true);
      // Inside quotes, '' is one quote.
      let text = '';
      let j = i + 1;
      for (;;) {
        const close = pattern.indexOf("'", j);
        if (close < 0) return problem("'", 'an unclosed quote', true);
        text += pattern.slice(j, close);
        if (pattern[close + 1] === "'") {
          text += "'";
          j = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
      regex += [...text].map(literal).join('');
      startsWithDigit ??= false;
      continue;
    }
    if (/[a-zA-Z]/.test(c)) {
      let n = 1;
      while (pattern[i + n] === c) n++;
      const run = c.repeat(n);
      if (!KNOWN.has(c))
        return problem(run, `no such pattern letter (quote literal text: '${c}')`, true);
      const read = numeric(c, n);
      if (!read) {
        const meaning =
          MEANING[c] ??
          (c === 'y' || c === 'u'
            ? 'a year of other than 2 or 4 digits'
            : c === 'S'
              ? 'more than 9 fraction digits'
              : 'a width the workbench does not read');
        return problem(run, meaning);
      }
      const [re, f] = read;
      regex += `(${re})`;
      groups.push(f);
      startsWithDigit ??= f !== 'z';
      i += n;
      continue;
    }
    if (c === '[' || c === ']') return problem(c, 'optional sections');
    if (c === '{' || c === '}' || c === '#')
      return problem(c, 'a reserved character (quote it)', true);
    regex += literal(c);
    startsWithDigit ??= /[0-9]/.test(c);
    i += 1;
  }
  return { pattern, regex, groups, startsWithDigit: startsWithDigit ?? false };
}

export const isPatternProblem = (p: CompiledPattern | PatternProblem): p is PatternProblem =>
  'construct' in p;

/** The first group holding `field`, 1-based, or 0. */
export function groupOf(p: CompiledPattern, field: PatternField): number {
  return p.groups.indexOf(field) + 1;
}
