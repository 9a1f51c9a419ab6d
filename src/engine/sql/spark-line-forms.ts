/**
 * Forms of a `sql` rule that one Spark line reads and the other stops on (RULES.md §8),
 * checked on the tokens: the cast `x::T`, which Spark 3.5's parser refuses
 * (PARSE_SYNTAX_ERROR; Spark 4 reads it), and a year-month interval, which PySpark 4 cannot
 * collect (NOT_IMPLEMENTED; PySpark 3.5 collects it as a number of months).
 */
import { tokenize } from './spark-dialect';

const meaningful = (sql: string) =>
  tokenize(sql).filter((t) => t.kind !== 'space' && t.kind !== 'comment');

/** Whether the query casts with `::`, outside strings and comments. */
export const hasColonCast = (sql: string): boolean =>
  meaningful(sql).some((t) => t.kind === 'punct' && t.text === '::');

const YEAR_MONTH = /^(year|years|month|months)$/i;

/**
 * Whether the query writes a year-month interval: `INTERVAL 1 MONTH`, `INTERVAL '1 month'`,
 * `INTERVAL '1-2' YEAR TO MONTH`, or `make_ym_interval(…)`.
 */
export function hasYearMonthInterval(sql: string): boolean {
  const tokens = meaningful(sql);
  return tokens.some((t, i) => {
    if (t.kind !== 'word') return false;
    const word = t.text.toLowerCase();
    if (word === 'make_ym_interval') return tokens[i + 1]?.text === '(';
    if (word !== 'interval') return false;
    const value = tokens[i + 1];
    const unit = tokens[i + 2];
    if (value?.kind === 'string') {
      const inside = value.text.slice(1, -1).trim().split(/\s+/);
      if (inside.length === 2 && YEAR_MONTH.test(inside[1])) return true;
    }
    return (
      (value?.kind === 'number' || value?.kind === 'string') &&
      unit?.kind === 'word' &&
      YEAR_MONTH.test(unit.text)
    );
  });
}
