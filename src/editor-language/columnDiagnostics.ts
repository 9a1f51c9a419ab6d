/**
 * Warnings for column names that the loaded file does not have, with the closest names
 * as did-you-mean fixes. The engine parses without knowing the file; this is the part
 * only the editor can say before a run.
 */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { ColumnInfo } from '../engine/types';
import { closest } from './engine';
import { validationsBase } from './slot';
import type { EditorDiagnostic } from './types';

/** Parameters whose strings name columns the rule reads. */
const COLUMN_KEYS = ['column', 'columns'];

function* columnStrings(obj: Node, path: string): Generator<{ node: Node; path: string }> {
  for (const prop of obj.children ?? []) {
    const [keyNode, value] = prop.children ?? [];
    const key = keyNode?.value;
    if (!value || typeof key !== 'string' || !COLUMN_KEYS.includes(key)) continue;
    if (value.type === 'string') yield { node: value, path: `${path}.${key}` };
    if (value.type === 'array') {
      for (const [i, item] of (value.children ?? []).entries()) {
        if (item.type === 'string') yield { node: item, path: `${path}.${key}[${i}]` };
      }
    }
  }
}

function* ruleObjects(root: Node): Generator<{ node: Node; path: string }> {
  const base = validationsBase(root);
  const rules = findNodeAtLocation(root, [...base, 'rules']);
  if (rules?.type !== 'array') return;
  const prefix = [...base, 'rules'].join('.');
  for (const [i, rule] of (rules.children ?? []).entries()) {
    if (rule.type !== 'object') continue;
    yield { node: rule, path: `${prefix}[${i}]` };
    const targets = findNodeAtLocation(rule, ['targets']);
    if (targets?.type !== 'array') continue;
    for (const [j, target] of (targets.children ?? []).entries()) {
      if (target.type === 'object') yield { node: target, path: `${prefix}[${i}].targets[${j}]` };
    }
  }
}

/** Diagnostics for unknown columns; none when no file is loaded. */
export function columnDiagnostics(
  text: string,
  columns: readonly ColumnInfo[],
): EditorDiagnostic[] {
  if (columns.length === 0) return [];
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (!root) return [];
  const names = columns.map((c) => c.name);
  const known = new Set(names);
  const out: EditorDiagnostic[] = [];
  for (const rule of ruleObjects(root)) {
    for (const { node, path } of columnStrings(rule.node, rule.path)) {
      const name = String(node.value);
      if (known.has(name) || name === '') continue;
      const near = closest(name, names);
      const range = { offset: node.offset, length: node.length };
      out.push({
        severity: 'warning',
        kind: 'unknown-column',
        message:
          `The loaded file has no column "${name}".` +
          (near.length ? ` Closest: ${near.map((n) => `"${n}"`).join(', ')}.` : ''),
        path,
        range,
        fixes: near.map((n) => ({
          title: `Change to "${n}"`,
          edits: [{ ...range, newText: JSON.stringify(n) }],
        })),
      });
    }
  }
  return out;
}
