/**
 * The Spark SQL equivalent of what production computes for a rule (RULES.md §3–§4), over
 * the data registered as the view `_validation_df`. Production builds these with the
 * DataFrame API; this is the same computation written as Spark SQL, so a person can read
 * it, paste it into a notebook and compare.
 *
 * Spark SQL quoting: identifiers in backticks (a backtick doubled); string literals in
 * single quotes with `\` and `'` escaped by a backslash, because Spark ≥ 2.0 unescapes
 * string literals — so a regex `\d` is written `'\\d'` in Spark SQL.
 */
import { FORMATS } from '../catalog';
import { pythonStrItems } from '../parse/python-repr';
import type { Located, Rule } from '../types';
import { sparkIdent, sparkString } from '../export/spark';

const VIEW = '`_validation_df`';

const asText = (c: string): string => `CAST(${c} AS STRING)`;
const list = (p: Located | undefined): unknown[] =>
  Array.isArray(p?.value) ? (p!.value as unknown[]) : [];
/** The list's values as Python's str() writes them from their JSON text (`1.0` stays `1.0`). */
const texts = (p: Located | undefined): string =>
  list(p).length ? pythonStrItems(p!.raw).map(sparkString).join(', ') : '';
const literal = (p: Located): string =>
  typeof p.value === 'number' ? p.raw : sparkString(String(p.value));

function missing(c: string, rule: Rule): string {
  const values = texts(rule.params.missing_values);
  return values ? `(${c} IS NULL OR ${asText(c)} IN (${values}))` : `${c} IS NULL`;
}

function valid(c: string, rule: Rule): string {
  const p = rule.params;
  const conds: string[] = [];
  if (p.valid_values) conds.push(`${asText(c)} IN (${texts(p.valid_values) || 'NULL'})`);
  if (list(p.invalid_values).length) conds.push(`${asText(c)} NOT IN (${texts(p.invalid_values)})`);
  if (p.valid_format)
    conds.push(`${asText(c)} rlike ${sparkString(FORMATS[String(p.valid_format.value)] ?? '')}`);
  if (p.valid_regex) conds.push(`${asText(c)} rlike ${sparkString(String(p.valid_regex.value))}`);
  if (p.valid_min) conds.push(`CAST(${c} AS DOUBLE) >= ${p.valid_min.raw}`);
  if (p.valid_max) conds.push(`CAST(${c} AS DOUBLE) <= ${p.valid_max.raw}`);
  const len = `length(${asText(c)})`;
  if (p.valid_min_length) conds.push(`${len} >= ${p.valid_min_length.raw}`);
  if (p.valid_max_length) conds.push(`${len} <= ${p.valid_max_length.raw}`);
  if (p.valid_length) conds.push(`${len} = ${p.valid_length.raw}`);
  return conds.length ? conds.join(' AND ') : 'TRUE';
}

/** Rows minus distinct tuples: Spark's DISTINCT groups NULLs together, as the rule wants. */
const distinctTuples = (cols: string): string =>
  `(SELECT count(*) FROM (SELECT DISTINCT ${cols} FROM ${VIEW}))`;

/** Spark SQL for a rule, or null when the rule has no SQL of its own (`schema`). */
export function sparkSqlOf(rule: Rule): string | null {
  const cols = rule.columns.map(sparkIdent);
  const c = cols[0];
  const count = (where: string) => `SELECT count(*) AS failed_count\nFROM ${VIEW}\nWHERE ${where}`;
  switch (rule.canonicalType) {
    case 'not_null':
      // NULL cells added up over the columns, as production counts them (RULES.md §3).
      return cols.length === 1
        ? count(`${c} IS NULL`)
        : `SELECT ${cols.map((x) => `count_if(${x} IS NULL)`).join(' + ')} AS failed_count\nFROM ${VIEW}`;
    case 'unique':
      return `SELECT count(*) - ${distinctTuples(cols.join(', '))} AS failed_count\nFROM ${VIEW}`;
    case 'range': {
      const parts: string[] = [];
      if (rule.params.min && rule.params.min.value !== null)
        parts.push(`${c} < ${literal(rule.params.min)}`);
      if (rule.params.max && rule.params.max.value !== null)
        parts.push(`${c} > ${literal(rule.params.max)}`);
      return parts.length ? count(parts.join(' OR ')) : 'SELECT 0 AS failed_count';
    }
    case 'regex':
      return count(
        `${c} IS NULL OR NOT (${asText(c)} rlike ${sparkString(String(rule.params.pattern?.value ?? ''))})`,
      );
    case 'row_count':
      return `SELECT count(*) AS metric_value\nFROM ${VIEW}`;
    case 'sql':
      return String((rule.params.failed_rows ?? rule.params.query)?.value ?? '');
    case 'schema':
      return null;
    case 'distinct_count':
      return `SELECT ${distinctTuples(cols.length ? cols.join(', ') : '*')} AS metric_value`;
    case 'duplicate_count':
    case 'duplicate_percent': {
      const dups = `count(*) - ${distinctTuples(cols.length ? cols.join(', ') : '*')}`;
      const value =
        rule.canonicalType === 'duplicate_count' ? dups : `100.0 * (${dups}) / count(*)`;
      return `SELECT ${value} AS metric_value\nFROM ${VIEW}`;
    }
    case 'missing_count':
    case 'missing_percent':
    case 'invalid_count':
    case 'invalid_percent': {
      const pred = rule.canonicalType.startsWith('missing')
        ? missing(c, rule)
        : `NOT ${missing(c, rule)} AND NOT (${valid(c, rule)})`;
      const value = rule.canonicalType.endsWith('percent')
        ? `100.0 * count_if(${pred}) / count(*)`
        : `count_if(${pred})`;
      return `SELECT ${value} AS metric_value\nFROM ${VIEW}`;
    }
    case 'min':
    case 'max':
    case 'avg':
    case 'sum':
    case 'stddev': {
      const fn = rule.canonicalType === 'stddev' ? 'stddev_samp' : rule.canonicalType;
      return `SELECT CAST(${fn}(${c}) AS DOUBLE) AS metric_value\nFROM ${VIEW}`;
    }
    case 'freshness':
      return `SELECT unix_timestamp(current_timestamp()) - unix_timestamp(max(${c})) AS metric_value\nFROM ${VIEW}`;
  }
  return null;
}
