import { regexViolation } from '../compile/expressions';
import { countOutcome } from '../compile/outcome';
import { said } from '../said';
import { sparkCol, sparkString, textOf } from '../export/spark';
import { pythonScalar } from '../parse/python-repr';
import type { RuleModule } from './module';
import { isNullValue } from './shared/cells';
import { aggregate, countWhere } from './shared/compile';
import { requiredColumn } from './shared/params';

/** `regex`: NULL fails; a match is found anywhere (Spark `rlike`). */
export const regex: RuleModule = {
  types: ['regex'],
  specs: [
    {
      type: 'regex',
      family: 'row',
      rowLevel: true,
      summary: 'Fails for values that do not match a pattern',
      doc: 'Checks a column against a regular expression. A match is *found anywhere* (Spark `rlike`): anchor with `^…$` for a full match. NULL counts as a failure (unlike `range`). Remember JSON escaping: a backslash is written `\\\\`.',
      failsWhen: 'the value is NULL or does not match',
      failedCount: 'offending rows',
      example: { type: 'regex', column: 'email', pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$' },
      columnKeyOnly: true,
      params: [
        requiredColumn,
        {
          name: 'pattern',
          kind: 'regex',
          required: true,
          doc: 'The regular expression (Java syntax in production, RE2 here: lookaround, backreferences and what the two read otherwise, such as [[:alpha:]] or (?i) over letters outside ASCII, are refused).',
          example: '^[0-9]{11}$',
        },
      ],
    },
  ],
  code: (_type, columns, params) => {
    const p = params.pattern;
    return `regex(${columns.join(',')},${p ? pythonScalar(p.value, p.raw) : ''})`;
  },
  readEffect: () => 'pattern',
  cellReason: (rule, value) =>
    isNullValue(value)
      ? { why: 'regexNull' }
      : { why: 'noMatch', params: { p: String(rule.params.pattern?.value) } },
  compile: (rule, { cols: [c] }) => {
    const pred = regexViolation(c, String(rule.params.pattern.value));
    return aggregate(
      rule,
      { failed: countWhere(pred) },
      (v) => {
        const n = v.failed ?? 0;
        const column = c.info.name;
        return countOutcome(
          n,
          said('outcome.regex.fail', {
            count: n,
            column,
            pattern: String(rule.params.pattern.value),
          }),
          said('outcome.regex.pass', { column }),
        );
      },
      { predicate: pred },
    );
  },
  spark: (rule, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    const p = String(rule.params.pattern.value);
    return {
      kind: 'row',
      window: false,
      pass: `${c.sql} IS NOT NULL AND ${textOf(c)} RLIKE ${sparkString(p)}`,
    };
  },
  // DQX's regex_match passes NULL (its condition is NULL there); is_not_null beside it fails
  // exactly the NULL rows, so the two flag the rule's rows between them, each row once.
  dqx: (rule, _f, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    return {
      status: 'exact',
      body: {
        function: 'is_not_null',
        arguments: { column: c.name },
        with: [
          {
            function: 'regex_match',
            arguments: { column: c.name, regex: String(rule.params.pattern.value) },
          },
        ],
      },
    };
  },
};
