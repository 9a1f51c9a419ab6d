import type { ParamSpec } from './spec';

/** Parameters every rule accepts. */
export const COMMON_PARAMS: ParamSpec[] = [
  {
    name: 'type',
    kind: 'string',
    required: true,
    doc: 'The rule type. One entry is one type; use `targets` to apply it to several columns.',
  },
  {
    name: 'name',
    kind: 'string',
    doc: 'A readable check name, reported as `check_name`.',
    example: 'ids are present',
  },
  {
    name: 'code',
    kind: 'string',
    doc: 'The code written into the quarantine for rows this rule flags. Default: derived from the rule, e.g. `range(age,0,120)`. On a rule with `targets`, put it inside each target.',
    example: 'AGE_RANGE',
  },
  {
    name: 'targets',
    kind: 'targets',
    doc: 'A list of objects; each becomes a rule of its own: `{...this rule without targets, ...target}`. Each target has its own result, report row and code.',
    example: [{ column: 'id' }, { column: 'age', max: 120 }],
  },
];

export const COLUMNS_PARAM: ParamSpec = {
  name: 'columns',
  kind: 'columns',
  doc: 'The columns the rule reads, as a list (a lone string is refused). `column` is accepted too.',
  example: ['id'],
};

export const COLUMN_PARAM: ParamSpec = {
  name: 'column',
  kind: 'column',
  doc: 'The column the rule reads.',
  example: 'age',
};

export const MUST_BE: ParamSpec = {
  name: 'must_be',
  kind: 'threshold',
  alias: 'condition',
  doc: 'The pass condition on the metric: `> 0`, `< 5%`, `between 10 and 20`, `not between 1 and 2`, `<= 1d`, or a bare number (equality). `%` is cosmetic; `s m h d w` convert to seconds.',
  example: '< 5%',
};

export const WARN: ParamSpec = {
  name: 'warn',
  kind: 'threshold',
  doc: 'The condition for *not* warning: when `must_be` holds but this does not, severity is `warn` (still passed). `"warn": "= 0"` warns on any non-zero value.',
  example: '= 0',
};

export const MISSING_VALUES: ParamSpec = {
  name: 'missing_values',
  kind: 'valueList',
  doc: 'Values that count as missing besides NULL, compared as text, e.g. `["", "N/A"]`.',
  example: ['', 'N/A'],
};

/** The validity configuration of `invalid_count` / `invalid_percent`. */
export const VALIDITY_PARAMS: ParamSpec[] = [
  {
    name: 'valid_values',
    kind: 'valueList',
    doc: 'A value is valid only if it is in this list.',
    example: ['active', 'inactive'],
  },
  {
    name: 'invalid_values',
    kind: 'valueList',
    doc: 'A value is valid only if it is not in this list.',
    example: ['unknown'],
  },
  {
    name: 'valid_format',
    kind: 'format',
    doc: 'A named pattern the value must match (found anywhere, like Spark `rlike`).',
    example: 'email',
  },
  {
    name: 'valid_regex',
    kind: 'regex',
    doc: 'A regular expression the value must match (found anywhere, like Spark `rlike`).',
    example: '^[A-Z]{2}$',
  },
  { name: 'valid_min', kind: 'number', doc: 'Smallest valid value (inclusive).', example: 0 },
  { name: 'valid_max', kind: 'number', doc: 'Largest valid value (inclusive).', example: 100 },
  {
    name: 'valid_min_length',
    kind: 'length',
    doc: 'Shortest valid length of the value as text.',
    example: 1,
  },
  {
    name: 'valid_max_length',
    kind: 'length',
    doc: 'Longest valid length of the value as text.',
    example: 64,
  },
  {
    name: 'valid_length',
    kind: 'length',
    doc: 'Exact valid length of the value as text.',
    example: 11,
  },
];
