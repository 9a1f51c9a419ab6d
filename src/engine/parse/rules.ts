import {
  canonicalSpec,
  COMMON_PARAMS,
  ruleSpec,
  RULE_SPECS,
  RULE_TYPES,
  type ParamSpec,
} from '../catalog';
import type { Located, QuickFix, Rule } from '../types';
import { parseThreshold } from './threshold';
import { warnNeverFires } from './threshold-pair';
import { deriveCode } from './codes';
import { at, spotOf, type ParseContext, type Spot, type Where } from './context';
import { keySegment, kindName, kindOf, locate, propertyOf } from './json';
import { checkParam } from './params';
import { expandTargets, type ExpandedEntry } from './targets';
import { portabilityNotes, sparkOnlyNote } from '../sql/spark-dialect';
import { unknownFunctions, unknownFunctionText } from '../sql/unknown-functions';
import { duckdbOnlyForms, duckdbOnlyText, type DuckdbOnlyForm } from '../sql/duckdb-only';
import { colonCasts, colonCastText, type ColonCast } from '../sql/spark-line-forms';
import { documentOffset } from './string-offsets';
import { closest } from './suggest';
import { unknownKey } from './document';
import { ruleModule } from '../rules';

const METRIC_TYPES = RULE_SPECS.filter((s) => s.family === 'metric').map((s) => s.type);

/** Parses `rules`: legacy forms, types, targets expansion and every parameter. */
export function parseRules(ctx: ParseContext, where: Where): Rule[] {
  if (where.node.type !== 'array') {
    ctx.error(
      'rules-not-list',
      where,
      `"rules" must be a list of rule objects, not ${kindName(where.node)}.`,
      undefined,
      { id: 'rulesNotList', params: { kind: kindOf(where.node) } },
    );
    return [];
  }
  const rules: Rule[] = [];
  (where.node.children ?? []).forEach((node, i) => {
    const entry = at(where, i, node);
    if (node.type !== 'object') {
      ctx.error(
        'rule-not-object',
        entry,
        `Each rule must be an object with a "type", not ${kindName(node)}.`,
        undefined,
        { id: 'ruleNotObject', params: { kind: kindOf(node) } },
      );
      return;
    }
    const type = readType(ctx, entry);
    if (!type) return;
    for (const expanded of expandTargets(ctx, entry)) {
      const rule = buildRule(ctx, type, expanded, i, rules.length);
      if (rule) rules.push(rule);
    }
  });
  return rules;
}

/** Reads and checks `type`, handling the legacy `check` wrapper and `custom_sql`. */
function readType(ctx: ParseContext, entry: Where): string | null {
  const prop = propertyOf(entry.node, 'type');
  if (!prop) {
    ctx.error(
      'missing-type',
      entry,
      `This rule has no "type". Use one of: ${RULE_TYPES.join(', ')}.`,
      undefined,
      { id: 'missingType', params: { types: RULE_TYPES.join(', ') } },
    );
    return null;
  }
  const where = at(entry, 'type', prop.valueNode);
  if (prop.valueNode.type !== 'string') {
    ctx.error(
      'bad-type',
      where,
      `"type" must be a string, not ${kindName(prop.valueNode)}.`,
      undefined,
      { id: 'typeNotString', params: { kind: kindOf(prop.valueNode) } },
    );
    return null;
  }
  const type = String(prop.valueNode.value);
  if (type === 'check') {
    const metric = propertyOf(entry.node, 'metric');
    const name = metric?.valueNode.type === 'string' ? String(metric.valueNode.value) : null;
    ctx.error(
      'legacy-check',
      where,
      `{"type": "check", "metric": …} was removed in sparquet_cola 0.3.0 (= sparquet 0.6.0): the metric is the type now. Remove "type": "check" and promote "metric" to "type"${name ? ` ("type": "${name}")` : ''}.`,
      name && METRIC_TYPES.includes(name)
        ? {
            title: `Promote "metric" to "type": "${name}"`,
            titleRef: { id: 'promoteMetric', params: { value: name } },
            edits: [
              {
                offset: prop.valueNode.offset,
                length: prop.valueNode.length,
                newText: JSON.stringify(name),
              },
              ...ctx.removePropertyEdit(entry.node, 'metric'),
            ],
          }
        : undefined,
      { id: 'legacyCheck', params: name ? { name } : {} },
    );
    return null;
  }
  const spec = ruleSpec(type);
  if (!spec) {
    const best = closest(type, RULE_TYPES, 1)[0];
    ctx.error(
      'unknown-type',
      where,
      `Unknown rule type "${type}".${best ? ` Did you mean "${best}"?` : ''} Types: ${RULE_TYPES.join(', ')}.`,
      best
        ? ctx.replaceFix(`Change to "${best}"`, prop.valueNode, JSON.stringify(best), {
            id: 'changeTo',
            params: { value: best },
          })
        : undefined,
      {
        id: 'unknownType',
        params: { type, types: RULE_TYPES.join(', '), ...(best ? { best } : {}) },
      },
    );
    return null;
  }
  if (spec.deprecated) {
    // Production no longer registers the old name: `Unknown check 'custom_sql'` refuses the
    // whole document (sparquet_cola `engine.py`, `build`; RULES.md §3).
    ctx.error(
      'removed-type',
      where,
      spec.deprecated,
      ctx.replaceFix(`Rename to "${spec.aliasOf}"`, prop.valueNode, JSON.stringify(spec.aliasOf), {
        id: 'renameTo',
        params: { value: spec.aliasOf ?? '' },
      }),
      { id: 'deprecatedType', params: { type } },
    );
    return null;
  }
  return type;
}

function buildRule(
  ctx: ParseContext,
  type: string,
  expanded: ExpandedEntry,
  ruleIndex: number,
  index: number,
): Rule | null {
  const spec = canonicalSpec(type)!;
  const known = new Map<string, ParamSpec>();
  for (const p of [...COMMON_PARAMS, ...spec.params]) {
    known.set(p.name, p);
    if (p.alias) known.set(p.alias, p);
  }
  const takesColumns = spec.params.some((p) => p.name === 'column' || p.name === 'columns');
  if (takesColumns) {
    known.set(
      'column',
      known.get('column') ?? { ...spec.params.find((p) => p.name === 'columns')!, name: 'column' },
    );
    if (!spec.columnKeyOnly)
      known.set(
        'columns',
        known.get('columns') ?? {
          ...spec.params.find((p) => p.name === 'column')!,
          name: 'columns',
        },
      );
  }
  const params: Record<string, Located> = {};
  const written: Record<string, Located> = {};
  let ok = true;
  for (const [key, { where, keyWhere }] of expanded.keys) {
    if (key === 'type' || key === 'targets') continue;
    written[key] = locate(where.node, where.path, ctx.text);
    if (key === 'columns' && spec.columnKeyOnly) {
      columnsRefused(ctx, spec.type, where, keyWhere);
      ok = false;
      continue;
    }
    const p = known.get(key);
    if (!p) {
      const parent: Where = {
        ...keyWhere,
        path: keyWhere.path.slice(0, keyWhere.path.length - keySegment(key).length),
      };
      unknownKey(ctx, parent, key, keyWhere.node, [...known.keys()], ` for a ${type} rule`, type);
      continue;
    }
    if (!checkParam(ctx, p, where)) ok = false;
    if (p.alias === key && expanded.keys.has(p.name)) {
      // Production reads the alias only when the name is absent (sparquet_cola
      // `MetricCheck.run`: `params.get("must_be", params.get("condition"))`).
      ctx.warning(
        'alias-shadowed',
        keyWhere,
        `"${key}" is ignored: "${p.name}" is given too, and production reads "${p.name}". Remove one.`,
        {
          title: `Remove "${key}"`,
          titleRef: { id: 'remove', params: { value: key } },
          edits: ctx.removePropertyEdit(where.node.parent!.parent!, key),
        },
        { id: 'aliasShadowed', params: { name: key, param: p.name } },
      );
      continue;
    }
    params[p.alias === key ? p.name : key] = locate(where.node, where.path, ctx.text);
  }
  for (const p of spec.params) {
    if (!p.required) continue;
    const present =
      p.name in params ||
      ((p.name === 'column' || p.name === 'columns') &&
        ('column' in params || 'columns' in written));
    if (!present) {
      ctx.error(
        'missing-param',
        expanded.where,
        `A ${type} rule needs "${p.name}"${p.alias ? ` (or "${p.alias}")` : ''}: ${p.doc}`,
        undefined,
        {
          id: 'missingParam',
          params: { type, param: p.name, ...(p.alias ? { alias: p.alias } : {}) },
        },
      );
      ok = false;
    }
  }
  if (!ok) return null;

  const columns = readColumns(ctx, type, spec.params, params);
  if (columns === null) return null;
  const codeParam = params.code;
  const declared = typeof codeParam?.value === 'string' && codeParam.value.trim() !== '';
  const nameParam = params.name;
  const rule: Rule = {
    index,
    type,
    canonicalType: spec.type,
    code: declared
      ? String(codeParam!.value).trim()
      : deriveCode(type, spec.family, columns, params),
    declaredCode: declared,
    name: typeof nameParam?.value === 'string' ? nameParam.value : null,
    columns,
    rowLevel: spec.rowLevel,
    params,
    written,
    path: expanded.where.path,
    range: { offset: expanded.where.node.offset, length: expanded.where.node.length },
    source: { ruleIndex, targetIndex: expanded.targetIndex },
  };
  for (const key of ['query', 'failed_rows'] as const) {
    const q = params[key];
    if (typeof q?.value !== 'string') continue;
    for (const note of portabilityNotes(q.value))
      ctx.warning('not-portable', spotOf(q), note.message, undefined, note.ref);
    // Spark-only operators: the run refuses them, so the editor marks them as they are typed.
    const sparkOnly = sparkOnlyNote(q.value);
    if (sparkOnly)
      ctx.warning('not-portable', spotOf(q), sparkOnly.message, undefined, sparkOnly.ref);
    // A function Spark does not have: production's spark.sql fails on it too.
    for (const u of unknownFunctions(q.value)) {
      const params = { name: u.name, ...(u.suggestion ? { suggestion: u.suggestion } : {}) };
      const name = nameSpot(ctx.text, q, u.name);
      const fix = name && u.suggestion ? changeName(name, u.suggestion) : undefined;
      ctx.error('unknown-function', name ?? spotOf(q), unknownFunctionText(u), fix, {
        id: 'sparkUnknownFunction',
        params,
      });
    }
    // DuckDB's own SQL, which Spark's parser refuses: production stops the run on it.
    for (const form of duckdbOnlyForms(q.value)) duckdbOnlyError(ctx, q, form);
    // `x::T`, which Spark 3.5's parser lacks: an error where production runs on 3.5.
    for (const cast of colonCasts(q.value)) colonCastError(ctx, q, cast);
  }
  warnNeverFiresWarning(ctx, params);
  // The type's own checks (range bounds, row_count's ignored thresholds, sql's query).
  const problem = ruleModule(spec.type)?.check?.(ctx, expanded.where, params);
  if (problem) rule.problem = problem;
  return rule;
}

/** A span of a query that Spark writes otherwise, and the edits that write Spark's form. */
interface QuerySpan {
  offset: number;
  length: number;
  edits: { offset: number; length: number; newText: string }[];
}

/**
 * Where a span of the query `q` sits in the document, and the fix writing `spark` there
 * (none when there is no mechanical form): the query's offsets are in its decoded text.
 */
function placedInDocument(
  ctx: ParseContext,
  q: Located,
  span: QuerySpan,
  spark: string | null,
): { spot: Spot; fix?: QuickFix } {
  const at = (i: number) => documentOffset(ctx.text, q.range.offset, i);
  const start = at(span.offset);
  const spot: Spot = {
    path: q.path,
    node: { offset: start, length: at(span.offset + span.length) - start },
  };
  const edits = span.edits.map((e) => {
    const from = at(e.offset);
    return { offset: from, length: at(e.offset + e.length) - from, newText: e.newText };
  });
  if (!edits.length || !spark) return { spot };
  return {
    spot,
    fix: {
      title: `Change to "${spark}"`,
      titleRef: { id: 'changeTo', params: { value: spark } },
      edits,
    },
  };
}

/** A DuckDB-only form of a query, at its characters, with Spark's form as the fix. */
function duckdbOnlyError(ctx: ParseContext, q: Located, form: DuckdbOnlyForm): void {
  const { spot, fix } = placedInDocument(ctx, q, form, sparkFormOf(form));
  const id = `sparkRefuses${form.kind[0].toUpperCase()}${form.kind.slice(1)}`;
  ctx.error('duckdb-only-sql', spot, duckdbOnlyText(form), fix, {
    id,
    params: { text: form.text },
  });
}

/**
 * A `::` cast of a query, at its characters, with `CAST(x AS T)` as the fix: an error
 * only where production runs on Spark 3.5, whose parser lacks `::`.
 */
function colonCastError(ctx: ParseContext, q: Located, cast: ColonCast): void {
  const { spot, fix } = placedInDocument(ctx, q, cast, cast.spark);
  ctx.errorOn('3.5', 'spark-line-sql', spot, colonCastText(cast), fix, {
    id: 'sparkRefusesColonCast',
    params: { text: cast.text },
  });
}

/** What the fix writes, as its title says it. */
function sparkFormOf(form: DuckdbOnlyForm): string | null {
  if (form.kind === 'size') return 'STRING';
  if (form.kind === 'div') return `AS ${form.text}`;
  if (form.kind === 'list' && form.edits.length) return `array(${form.text.slice(1, -1)})`;
  return null;
}

/**
 * Where a function's name is called in the document text of a query (names are plain
 * words, written alike in the JSON string), or null when it is not found there.
 */
function nameSpot(text: string, q: Located, name: string): Spot | null {
  const raw = text.slice(q.range.offset, q.range.offset + q.range.length);
  const word = name.replace(/\$/g, '\\$');
  const call = new RegExp(`(?<![\\w$.])${word}\\s*\\(`).exec(raw);
  if (!call) return null;
  return { path: q.path, node: { offset: q.range.offset + call.index, length: name.length } };
}

/** The quick fix that writes `to` in place of the name at `spot`. */
function changeName(spot: Spot, to: string): QuickFix {
  return {
    title: `Change to "${to}"`,
    titleRef: { id: 'changeTo', params: { value: to } },
    edits: [{ offset: spot.node.offset, length: spot.node.length, newText: to }],
  };
}

/**
 * `columns` on a rule that production reads by `column` alone (sparquet_cola `RangeCheck`
 * and `RegexCheck`: `self.params["column"]`): there it is a KeyError that stops the
 * pipeline, so it is an error here, fixed to `"column"` when it lists one name.
 */
function columnsRefused(ctx: ParseContext, type: string, where: Where, keyWhere: Where): void {
  const node = where.node;
  const lone =
    node.type === 'array' && node.children?.length === 1 && node.children[0].type === 'string'
      ? node.children[0]
      : null;
  const text = (n: { offset: number; length: number }) =>
    ctx.text.slice(n.offset, n.offset + n.length);
  ctx.error(
    'columns-on-column-rule',
    keyWhere,
    `A ${type} rule takes "column", not "columns": production reads only "column" for ${type}, so "columns" stops the pipeline there.${lone ? ` Write "column": ${text(lone)}.` : ' Use "targets" for several columns.'}`,
    lone
      ? {
          title: `Write "column": ${text(lone)}`,
          titleRef: { id: 'writeColumn', params: { value: text(lone) } },
          edits: [
            { offset: keyWhere.node.offset, length: keyWhere.node.length, newText: '"column"' },
            { offset: node.offset, length: node.length, newText: text(lone) },
          ],
        }
      : undefined,
    { id: 'columnsOnColumnRule', params: { type, ...(lone ? { value: text(lone) } : {}) } },
  );
}

/** Reads `columns` (list or lone string) or `column`; single-column types take exactly one. */
function readColumns(
  ctx: ParseContext,
  type: string,
  specParams: ParamSpec[],
  params: Record<string, Located>,
): string[] | null {
  const given = params.columns ?? params.column;
  if (!given) return [];
  if ('columns' in params && 'column' in params) {
    // A target's key does not replace the parent's other one: production merges the two
    // objects and reads `columns` first for some uses and `column` first for others.
    const apart =
      /\.targets\[\d+\]\./.test(params.columns.path) !==
      /\.targets\[\d+\]\./.test(params.column.path);
    ctx.error(
      'column-and-columns',
      spotOf(apart && /\.targets\[/.test(params.column.path) ? params.column : params.columns),
      apart
        ? 'Give either "column" or "columns", not both: a target\'s key does not replace the rule\'s other one. Production merges the target into the rule and keeps both keys, so it may check the rule\'s column instead of the target\'s, or report another column than it checked. Use the same key in the rule and its targets.'
        : 'Give either "column" or "columns", not both.',
      undefined,
      { id: apart ? 'columnAndColumnsTarget' : 'columnAndColumns' },
    );
    return null;
  }
  const list = Array.isArray(given.value) ? (given.value as string[]) : [String(given.value)];
  const single = specParams.some((p) => p.name === 'column');
  if (single && list.length !== 1) {
    ctx.error(
      'one-column',
      spotOf(given),
      `A ${type} rule reads exactly one column; use "targets" to apply it to several.`,
      undefined,
      { id: 'oneColumn', params: { type } },
    );
    return null;
  }
  return list;
}

/** At `warn`, when it holds wherever `must_be` does: the rule can never warn (RULES.md §4). */
function warnNeverFiresWarning(ctx: ParseContext, params: Record<string, Located>): void {
  const [mustBe, warn] = [params.must_be, params.warn];
  if (typeof mustBe?.value !== 'string' || typeof warn?.value !== 'string') return;
  const m = parseThreshold(mustBe.value);
  const w = parseThreshold(warn.value);
  if (!m.ok || !w.ok || !warnNeverFires(m.threshold, w.threshold)) return;
  const [mt, wt] = [mustBe.value.trim(), warn.value.trim()];
  ctx.warning(
    'warn-never-fires',
    spotOf(warn),
    `"warn" ("${wt}") holds wherever "must_be" ("${mt}") does, so this rule never warns: it warns when must_be holds and warn does not.`,
    undefined,
    { id: 'warnNeverFires', params: { warn: wt, mustBe: mt } },
  );
}
