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
  /** The same, as an id (the page words it in its language). */
  why: PatternWhy;
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

/** Why a pattern cannot be emulated, as an id: what its construct means. */
export type PatternWhy =
  | 'month-names'
  | 'day-names'
  | 'am-pm'
  | 'hour-1-12'
  | 'hour-0-11'
  | 'hour-1-24'
  | 'zone-names'
  | 'zone-ids'
  | 'localized-offsets'
  | 'eras'
  | 'day-of-year'
  | 'quarters'
  | 'week-fields'
  | 'week-year'
  | 'localized-day-numbers'
  | 'aligned-week'
  | 'nano-of-second'
  | 'nano-of-day'
  | 'milli-of-day'
  | 'day-periods'
  | 'year-width'
  | 'fraction-width'
  | 'width'
  | 'optional-sections'
  | 'reserved'
  | 'unclosed-quote'
  | 'unknown-letter';

/** Each reason in plain English (`unknown-letter` is completed with its letter). */
export const PATTERN_WHY: Record<PatternWhy, string> = {
  'month-names': 'month names, read in the `locale`',
  'day-names': 'day-of-week names, read in the `locale`',
  'am-pm': 'AM/PM, read in the `locale`',
  'hour-1-12': 'the 1–12 clock hour (with AM/PM)',
  'hour-0-11': 'the 0–11 clock hour (with AM/PM)',
  'hour-1-24': 'the 1–24 clock hour',
  'zone-names': 'time-zone names (`BRT`, `PST`)',
  'zone-ids': 'time-zone IDs (`America/Sao_Paulo`)',
  'localized-offsets': 'localized offsets (`GMT-3`)',
  eras: 'eras',
  'day-of-year': 'the day of the year',
  quarters: 'quarters',
  'week-fields': 'week-based fields',
  'week-year': 'the week-based year',
  'localized-day-numbers': 'localized day-of-week numbers',
  'aligned-week': 'the aligned week of the month',
  'nano-of-second': 'nanoseconds of the second',
  'nano-of-day': 'nanoseconds of the day',
  'milli-of-day': 'milliseconds of the day',
  'day-periods': 'day periods',
  'year-width': 'a year of other than 2 or 4 digits',
  'fraction-width': 'more than 9 fraction digits',
  width: 'a width the workbench does not read',
  'optional-sections': 'optional sections',
  reserved: 'a reserved character (quote it)',
  'unclosed-quote': 'an unclosed quote',
  'unknown-letter': 'no such pattern letter',
};

/** What the pattern letters outside the subset mean (Java's `DateTimeFormatter` table). */
const MEANING: Record<string, PatternWhy> = {
  M: 'month-names',
  L: 'month-names',
  E: 'day-names',
  a: 'am-pm',
  h: 'hour-1-12',
  K: 'hour-0-11',
  k: 'hour-1-24',
  z: 'zone-names',
  V: 'zone-ids',
  O: 'localized-offsets',
  G: 'eras',
  D: 'day-of-year',
  Q: 'quarters',
  q: 'quarters',
  w: 'week-fields',
  W: 'week-fields',
  Y: 'week-year',
  e: 'localized-day-numbers',
  c: 'localized-day-numbers',
  F: 'aligned-week',
  n: 'nano-of-second',
  N: 'nano-of-day',
  A: 'milli-of-day',
  B: 'day-periods',
};

/** Letters Java's `DateTimeFormatter` knows (others are refused when the pattern is built). */
const KNOWN = new Set('GuyDMLdgQqYwWEecFaBhKkHmsSAnNVvzOXxZp'.split(''));

const escapeRe = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A literal letter, matched in any case as Spark's formatter does. */
const literal = (c: string) =>
  /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRe(c);

/** The regex of a pattern, or why the workbench cannot emulate it. */
export function compileJavaPattern(pattern: string): CompiledPattern | PatternProblem {
  const problem = (construct: string, why: PatternWhy, invalid = false): PatternProblem => ({
    pattern,
    construct,
    meaning:
      why === 'unknown-letter'
        ? `${PATTERN_WHY[why]} (quote literal text: '${construct[0]}')`
        : PATTERN_WHY[why],
    why,
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
      if (end < 0) return problem("'", 'unclosed-quote', true);
      // Inside quotes, '' is one quote.
      let text = '';
      let j = i + 1;
      for (;;) {
        const close = pattern.indexOf("'", j);
        if (close < 0) return problem("'", 'unclosed-quote', true);
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
      if (!KNOWN.has(c)) return problem(run, 'unknown-letter', true);
      const read = numeric(c, n);
      if (!read) {
        const why =
          MEANING[c] ??
          (c === 'y' || c === 'u' ? 'year-width' : c === 'S' ? 'fraction-width' : 'width');
        return problem(run, why);
      }
      const [re, f] = read;
      regex += `(${re})`;
      groups.push(f);
      startsWithDigit ??= f !== 'z';
      i += n;
      continue;
    }
    if (c === '[' || c === ']') return problem(c, 'optional-sections');
    if (c === '{' || c === '}' || c === '#') return problem(c, 'reserved', true);
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
