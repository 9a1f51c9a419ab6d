import { FORMAT_NAMES, SPARK_TYPES, normalizeSparkType, type ParamSpec } from '../catalog';
import type { MessageRef } from '../types';
import { at, type ParseContext, type Where } from './context';
import { kindName, kindOf, propertiesOf } from './json';
import { regexRefusal, unsupportedRegexConstruct } from './regex-dialect';
import { closest } from './suggest';
import { parseThreshold, reversedBetween } from './threshold';

/** Checks one parameter value against its catalog kind; false when it is a config error. */
export function checkParam(ctx: ParseContext, spec: ParamSpec, where: Where): boolean {
  const node = where.node;
  const name = spec.name;
  const fail = (kind: string, message: string, id: string, params?: MessageRef['params']) => {
    ctx.error(kind, where, message, undefined, { id, params: { name, ...params } });
    return false;
  };
  const got = { kind: kindOf(node) };
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
            { id: 'writeRaw', params: { value: JSON.stringify([text]) } },
          ),
          {
            id: 'columnsString',
            params: {
              text,
              chars: chars.map((c) => `"${c}"`).join(', '),
              list: JSON.stringify([text]),
            },
          },
        );
        return false;
      }
      if (node.type === 'string')
        return isBlankString
          ? fail('blank-column', `"${name}" is blank: name a column.`, 'blankColumn')
          : true;
      if (node.type !== 'array')
        return fail(
          'bad-columns',
          `"${name}" must be a column name or a list of them, not ${kindName(node)}.`,
          'columnsNotList',
          got,
        );
      const items = node.children ?? [];
      if (items.length === 0 && name !== 'required_columns' && name !== 'forbidden_columns') {
        return fail(
          'empty-columns',
          `"${name}" is empty: list at least one column.`,
          'emptyColumns',
        );
      }
      let ok = true;
      items.forEach((item, i) => {
        if (item.type !== 'string' || String(item.value).trim() === '') {
          ctx.error(
            'bad-columns',
            at(where, i, item),
            'Each column must be a non-blank string.',
            undefined,
            { id: 'columnEntry' },
          );
          ok = false;
        }
      });
      return ok;
    }
    case 'number':
      return node.type === 'number'
        ? true
        : fail(
            'bad-number',
            `"${name}" must be a number, not ${kindName(node)}.`,
            'notNumber',
            got,
          );
    case 'bound':
      return node.type === 'number' ||
        node.type === 'string' ||
        node.type === 'null' ||
        node.type === 'boolean'
        ? true
        : fail(
            'bad-bound',
            `"${name}" must be a number, a date string or a boolean, not ${kindName(node)}.`,
            'badBound',
            got,
          );
    case 'length':
      return node.type === 'number' && Number.isInteger(node.value) && node.value >= 0
        ? true
        : fail('bad-length', `"${name}" must be a whole number ≥ 0.`, 'badLength');
    case 'string':
      return node.type === 'string'
        ? true
        : fail(
            'bad-string',
            `"${name}" must be a string, not ${kindName(node)}.`,
            'notString',
            got,
          );
    case 'sql':
      if (node.type !== 'string' || isBlankString)
        return fail('bad-sql', `"${name}" must be a non-blank SQL query.`, 'badSql');
      return true;
    case 'regex': {
      if (node.type !== 'string')
        return fail(
          'bad-regex',
          `"${name}" must be a string, not ${kindName(node)}.`,
          'notString',
          got,
        );
      const problem = unsupportedRegexConstruct(String(node.value));
      if (problem) {
        const refusal = regexRefusal(problem);
        return fail('regex-dialect', refusal.message, refusal.id, refusal.params);
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
          ctx.replaceFix(`Write ${quoted}`, node, quoted, {
            id: 'writeRaw',
            params: { value: quoted },
          }),
          { id: 'thresholdNumber', params: { name, value: quoted } },
        );
        return false;
      }
      if (node.type !== 'string') {
        return fail(
          'bad-threshold',
          `"${name}" must be a threshold string such as "> 0", not ${kindName(node)}.`,
          'thresholdNotString',
          got,
        );
      }
      const parsed = parseThreshold(String(node.value));
      const reversed = parsed.ok ? reversedBetween(String(node.value)) : null;
      if (reversed) {
        const what =
          reversed.op === 'between'
            ? 'no value is between them, so this level never passes'
            : 'every value is outside them, so this level always passes';
        ctx.warning(
          'threshold-reversed',
          where,
          `"${name}": ${reversed.low} is above ${reversed.high}: ${what}. Swap them?`,
          ctx.replaceFix('Swap the bounds', node, JSON.stringify(reversed.swapped), {
            id: 'swapBounds',
          }),
          {
            id: reversed.op === 'between' ? 'thresholdNeverPasses' : 'thresholdAlwaysPasses',
            params: { name, low: reversed.low, high: reversed.high },
          },
        );
      }
      return parsed.ok
        ? true
        : fail(
            'bad-threshold',
            `"${name}": ${parsed.error}`,
            parsed.errorRef.id,
            parsed.errorRef.params,
          );
    }
    case 'format': {
      if (node.type !== 'string')
        return fail('bad-format', `"${name}" must be a format name.`, 'formatNotString');
      const value = String(node.value);
      if (FORMAT_NAMES.includes(value)) return true;
      const best = closest(value, FORMAT_NAMES, 1)[0];
      ctx.error(
        'unknown-format',
        where,
        `Unknown format "${value}".${best ? ` Did you mean "${best}"?` : ''} Formats: ${FORMAT_NAMES.join(', ')}.`,
        best
          ? ctx.replaceFix(`Change to "${best}"`, node, JSON.stringify(best), {
              id: 'changeTo',
              params: { value: best },
            })
          : undefined,
        {
          id: 'unknownFormat',
          params: { value, formats: FORMAT_NAMES.join(', '), ...(best ? { best } : {}) },
        },
      );
      return false;
    }
    case 'stringList':
    case 'valueList': {
      if (node.type !== 'array')
        return fail('bad-list', `"${name}" must be a list, not ${kindName(node)}.`, 'notList', got);
      let ok = true;
      (node.children ?? []).forEach((item, i) => {
        if (item.type === 'object' || item.type === 'array') {
          ctx.error(
            'bad-list',
            at(where, i, item),
            `Each entry of "${name}" must be a plain value.`,
            undefined,
            { id: 'listEntry', params: { name } },
          );
          ok = false;
        }
      });
      return ok;
    }
    case 'typeMap': {
      if (node.type !== 'object')
        return fail(
          'bad-types',
          `"${name}" must be an object of column → Spark type.`,
          'typesNotObject',
        );
      let ok = true;
      for (const p of propertiesOf(node)) {
        if (p.valueNode.type !== 'string') {
          ctx.error(
            'bad-types',
            at(where, p.key, p.valueNode),
            'A column type must be a string such as "bigint".',
            undefined,
            { id: 'columnTypeNotString' },
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
            undefined,
            {
              id: 'unknownSparkType',
              params: { value: String(p.valueNode.value), types: SPARK_TYPES.join(', ') },
            },
          );
        }
      }
      return ok;
    }
    case 'output':
      return node.type === 'object'
        ? true
        : fail('bad-output', `"${name}" must be an output config object.`, 'badOutput');
    case 'targets':
      return true;
  }
  return true;
}
