/**
 * Snippet text for a parameter's value, chosen by its kind. Values picked from a list
 * (columns, types, thresholds) get an empty string and re-open completion; free values
 * get the catalog's example as a placeholder to type over.
 */
import type { ParamSpec } from './engine';

/** Escapes text for a snippet placeholder (`$`, `}` and `\` are snippet syntax). */
export function snippetEscape(text: string): string {
  return text.replace(/[\\$}]/g, (c) => '\\' + c);
}

/** Kinds whose values come from a completion list: the editor re-opens it after inserting. */
const PICKED = new Set(['column', 'columns', 'threshold', 'format', 'typeMap', 'targets']);

/** Whether inserting this parameter should re-open completion for its value. */
export function retriggersAfter(param: ParamSpec): boolean {
  return PICKED.has(param.kind) || param.name === 'type';
}

/** The value snippet of a parameter; `stop` is the first tab stop number to use. */
export function valueSnippet(param: ParamSpec, stop = 1): string {
  const example = param.default ?? param.example;
  const placeholder = (value: unknown) => `\${${stop}:${snippetEscape(JSON.stringify(value))}}`;
  switch (param.kind) {
    case 'column':
    case 'threshold':
    case 'format':
    case 'string':
      if (param.name === 'type' || param.kind !== 'string') return `"\${${stop}}"`;
      return `"\${${stop}:${snippetEscape(String(example ?? ''))}}"`;
    case 'columns':
      return `["\${${stop}}"]`;
    case 'number':
    case 'bound':
    case 'length':
      return example === undefined ? `\${${stop}:0}` : placeholder(example);
    case 'regex':
    case 'sql':
      return `"\${${stop}:${snippetEscape(JSON.stringify(String(example ?? '')).slice(1, -1))}}"`;
    case 'stringList':
    case 'valueList':
      return `[\${${stop}:${snippetEscape(JSON.stringify(example ?? []).slice(1, -1))}}]`;
    case 'typeMap':
      return `{\${${stop}}}`;
    case 'targets':
      return `[{"column": "\${${stop}}"}]`;
    case 'output':
      return `{"format": "\${${stop}:delta}", "path": "\${${stop + 1}}", "mode": "\${${stop + 2}:overwrite}"}`;
  }
}

/** Tab stops a value snippet uses (so snippets can be chained). */
export function stopsOf(param: ParamSpec): number {
  return param.kind === 'output' ? 3 : 1;
}
