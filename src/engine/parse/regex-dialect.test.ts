/**
 * Patterns run by Java in production and by RE2 here: what each reads alike passes, and what
 * one of them lacks or reads otherwise is refused by name (RULES.md §8).
 */
import { describe, expect, it } from 'vitest';
import { regexRefusal, unsupportedRegexConstruct } from './regex-dialect';

describe('regex constructs Java and RE2 read alike, or not', () => {
  it.each([
    ['(?i)^active$', 'ASCII letters fold alike'],
    ['^são paulo$', 'letters outside ASCII without (?i)'],
    ['(?-i)^São$', '(?i) turned off'],
    ['[:alpha:]', 'a top-level bracket of the characters : a l p h, in both'],
    ['a\\\\vb', 'an escaped backslash before v'],
    ['[\\[:alpha:]]', 'an escaped bracket inside a class'],
    ['\\Q[[:alpha:]]\\E', 'quoted text'],
  ])('%s passes (%s)', (pattern) => {
    expect(unsupportedRegexConstruct(pattern)).toBeNull();
  });

  it.each([
    ['^[[:alpha:]]+$', 'POSIX class [:alpha:]'],
    ['[a[:digit:]]', 'POSIX class [:digit:]'],
    ['a\\vb', '\\v'],
    ['[\\v]', '\\v'],
    ['(?i)são', 'flag (?i) with the letter ã'],
    ['(?i:SÃO)', 'flag (?i) with the letter Ã'],
    ['(?U)\\w', 'flag (?U)'],
  ])('%s is refused as the %s', (pattern, construct) => {
    const problem = unsupportedRegexConstruct(pattern);
    expect(problem?.construct).toBe(construct);
    expect(problem?.differs?.instead).toBeTruthy();
  });
});

describe('the refusal of a pattern', () => {
  it('names the construct with its article, and says what to write for one read otherwise', () => {
    const told = (pattern: string) => regexRefusal(unsupportedRegexConstruct(pattern)!);
    expect(told('(?>a)')).toMatchObject({
      id: 'regexLacks',
      params: { construct: 'atomicGroup' },
      message: expect.stringMatching(
        /^The pattern uses an atomic group \(\?>…\), which DuckDB's RE2/,
      ),
    });
    expect(told('a*+').message).toMatch(/^The pattern uses a possessive quantifier \*\+,/);
    expect(told('[[:digit:]]')).toMatchObject({
      id: 'regexDiffers',
      params: { construct: 'posixClass', posix: 'digit' },
      message: expect.stringContaining('Write the characters themselves, such as [A-Za-z]'),
    });
  });
});
