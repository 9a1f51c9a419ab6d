/**
 * A database error, as a rule that could not run reports it, in the user's terms (RULES.md
 * §7 keeps the error; this only words it): without DuckDB's error class (`Binder Error:`)
 * or the excerpt of the query the workbench wrapped around the user's (`LINE 1: SELECT *
 * FROM (…) AS "_dqw_q"`), and with a pattern RE2 cannot read named as such.
 */

/** DuckDB's error classes, as they prefix a message (`Invalid Input Error: `). */
const ERROR_CLASS = /\b(?:[A-Z][a-z]+ (?:of )?)*Error: */g;

/** From DuckDB's excerpt of the statement (`LINE 1: …` and its caret) to the end. */
const STATEMENT_EXCERPT = /\s*\bLINE \d+:[\s\S]*$/;

/** RE2's own words for a pattern it cannot compile, then the part it stopped at. */
const RE2_COMPILE =
  /^(missing \]|missing \)|unexpected \)|trailing \\|invalid escape sequence|invalid character class(?: range)?|bad repetition operator|missing argument to repetition operator|no argument for repetition operator|invalid repetition size|invalid perl operator|invalid named capture group|invalid UTF-8): ([\s\S]*)$/;

/** `Referenced column "x" not found in FROM clause! Candidate bindings: "a", "b"`. */
const UNKNOWN_COLUMN =
  /^Referenced column ("[^"]*") not found in FROM clause!(?:\s*Candidate bindings:\s*([\s\S]*?))?\s*$/;

/** `message` in the user's terms; `ruleType` is the rule that raised it, when one did. */
export function errorInUserTerms(message: string, ruleType?: string): string {
  const text = message.replace(STATEMENT_EXCERPT, '').replace(ERROR_CLASS, '').trim();
  const re2 = RE2_COMPILE.exec(text);
  if (re2) {
    const what = ruleType === 'regex' ? 'The pattern is' : 'A pattern in a rule is';
    return `${what} not a valid regular expression: ${re2[1]} in \`${re2[2]}\`.`;
  }
  const column = UNKNOWN_COLUMN.exec(text);
  if (column) {
    const closest = column[2] ? ` Closest: ${column[2].replace(/\s+/g, ' ')}.` : '';
    return `The query reads a column ${column[1]} that is not there.${closest}`;
  }
  return text.replace(/\s+/g, ' ');
}
