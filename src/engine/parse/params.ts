import { FORMAT_NAMES, SPARK_TYPES, normalizeSparkType, type ParamSpec } from '../catalog';
import { at, type ParseContext, type Where } from './context';
import { kindName, propertiesOf } from './json';
import { unsupportedRegexConstruct } from './regex-dialect';
import { closest } from './suggest';
import { parseThreshold } from './threshold';

/** Checks one parameter value against its catalog kind; false when it is a config error. */
export function checkParam(ctx: ParseContext, spec: ParamSpec, where: Where): boolean {
  const node = where.node;
  const name = spec.name;
  const fail = (kind: string, message: string): boolean => {
    ctx.error(kind, where, message);
    return false;
  };
  const isBlankString = node.type === 'string' && String(node.value).trim() === '';
  switch (spec.kind) {
    case 'column':
    case 'columns': {
      if (node.type === 'string' && name === 'columns' && !isBlankString) {
        // Production iterates a lone string character by character: "id" checks columns
        // `i` and `d`, code `not_null(i,d)` (RULES.md §3). A list says what was meant.
        const text = String(node.value);
        const chars = Array.from(text);
        ctx.error(
          'columns-string',
          where,
          `"columns" must be a list: production reads the string "${text}" character by character (columns ${chars.map((c) => `"${c}"`).join(', ')}). Write ${JSON.stringify([text])}.`,
          ctx.replaceFix(
            `Write ${JSON.stringify([text])}`,
            node,
            `[${ctx.text.slice(node.offset, node.offset + node.length)}]`,
          ),
        );
        return false;
      }
      if (node.type === 'string')
        return isBlankString ? fail('blank-column', `"${name}" is blank: name a column.`) : true;
      if (node.type !== 'array')
        return fail(
          'bad-columns',
          `"${name}" must be a column name or a list of them, not ${kindName(node)}.`,
        );
      const items = node.children ?? [];
      if (items.length === 0 && name !== 'required_columns' && name !== 'forbidden_columns') {
        return fail('empty-columns', `"${name}" is empty: list at least one column.`);
      }
      let ok = true;
      items.forEach((item, i) => {
        if (item.type !== 'string' || String(item.value).trim() === '') {
          ctx.error('bad-columns', at(where, i, item), 'Each column must be a non-blank string.');
          ok = false;
        }
      });
      return ok;
    }
    case 'number':
      return node.type === 'number'
        ? true
        : fail('bad-number', `"${name}" must be a number, not ${kindName(node)}.`);
    case 'bound':
      return node.type === 'number' ||
        node.type === 'string' ||
        node.type === 'null' ||
        node.type === 'boolean'
        ? true
        : fail(
            'bad-bound',
            `"${name}" must be a number, a date string or a boolean, not ${kindName(node)}.`,
          );
    case 'length':
      return node.type === 'number' && Number.isInteger(node.value) && node.value >= 0
        ? true
        : fail('bad-length', `"${name}" must be a whole number ≥ 0.`);
    case 'string':
      return node.type === 'string'
        ? true
        : fail('bad-string', `"${name}" must be a string, not ${kindName(node)}.`);
    case 'sql':
      if (node.type !== 'string' || isBlankString)
        return fail('bad-sql', `"${name}" must be a non-blank SQL query.`);
      return true;
    case 'regex': {
      if (node.type !== 'string')
        return fail('bad-regex', `"${name}" must be a string, not ${kindName(node)}.`);
      const problem = unsupportedRegexConstruct(String(node.value));
      if (problem?.differs) {
        const { java, re2, instead } = problem.differs;
        return fail(
          'regex-dialect',
          `The pattern uses the ${problem.construct}, which Java (production) reads as ${java} and DuckDB's RE2 as ${re2}: results would differ. Write ${instead}.`,
        );
      }
      if (problem) {
        return fail(
          'regex-dialect',
          `The pattern uses a ${problem.construct}, which DuckDB's RE2 engine lacks (Java supports it in production): results would differ. Rewrite it without that construct.`,
        );
      }
      return true;
    }
    case 'threshold': {
      if (node.type === 'number') {
        // Production parses only text (sparquet_cola `Threshold.parse` raises on anything
        // else), so a JSON number would stop the pipeline: quote it.
        const quoted = JSON.stringify(ctx.text.slice(node.offset, node.offset + node.length));
        ctx.error(
          'threshold-number',
          where,
          `"${name}" must be a threshold string: production refuses a JSON number here. Write ${quoted} (equality) or e.g. "> 0".`,
          ctx.replaceFix(`Write ${quoted}`, node, quoted),
        );
        return false;
      }
      if (node.type !== 'string') {
        return fail(
          'bad-threshold',
          `"${name}" must be a threshold string such as "> 0", not ${kindName(node)}.`,
        );
      }
      const parsed = parseThreshold(String(node.value));
      return parsed.ok ? true : fail('bad-threshold', `"${name}": ${parsed.error}`);
    }
    case 'format': {
      if (node.type !== 'string') return fail('bad-format', `"${name}" must be a format name.`);
      const value = String(node.value);
      if (FORMAT_NAMES.includes(value)) return true;
      const best = closest(value, FORMAT_NAMES, 1)[0];
      ctx.error(
        'unknown-format',
        where,
        `Unknown format "${value}".${best ? ` Did you mean "${best}"?` : ''} Formats: ${FORMAT_NAMES.join(', ')}.`,
        best ? ctx.replaceFix(`Change to "${best}"`, node, JSON.stringify(best)) : undefined,
      );
      return false;
    }
    case 'stringList':
    case 'valueList': {
      if (node.type !== 'array')
        return fail('bad-list', `"${name}" must be a list, not ${kindName(node)}.`);
      let ok = true;
      (node.children ?? []).forEach((item, i) => {
        if (item.type === 'object' || item.type === 'array') {
          ctx.error(
            'bad-list',
            at(where, i, item),
            `Each entry of "${name}" must be a plain value.`,
          );
          ok = false;
        }
      });
      return ok;
    }
    case 'typeMap': {
      if (node.type !== 'object')
        return fail('bad-types', `"${name}" must be an object of column → Spark type.`);
      let ok = true;
      for (const p of propertiesOf(node)) {
        if (p.valueNode.type !== 'string') {
          ctx.error(
            'bad-types',
            at(where, p.key, p.valueNode),
            'A column type must be a string such as "bigint".',
          );
          ok = false;
          continue;
        }
        const t = normalizeSparkType(String(p.valueNode.value));
        const base = t.replace(/<.*$/, '');
        if (!(SPARK_TYPES as readonly string[]).includes(base)) {
          ctx.warning(
            'unknown-spark-type',
            at(where, p.key, p.valueNode),
            `"${p.valueNode.value}" is not a Spark type name I know (${SPARK_TYPES.join(', ')}); it is compared as written.`,
          );
        }
      }
      return ok;
    }
    case 'output':
      return node.type === 'object'
        ? true
        : fail('bad-output', `"${name}" must be an output config object.`);
    case 'targets':
      return true;
  }
  return true;
}
