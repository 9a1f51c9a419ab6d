/**
 * What a cursor position means in the `validations` language: a rule key, the value of a
 * rule parameter, a key of `outputs`… Completion and hover both start from here.
 */
import { findNodeAtLocation, type Node } from 'jsonc-parser';
import type { Cursor, Segment } from './location';

/** The rule (and target) the cursor is in. */
export interface RuleRef {
  ruleIndex: number;
  targetIndex: number | null;
  /** The rule's `type` as written, when it is a string. */
  type: string | null;
  /** The rule object node. */
  node: Node | undefined;
  /** Path of the rule object (the target object when in a target). */
  path: Segment[];
}

/** The meaning of the cursor position. */
export type Slot =
  | { kind: 'rootKey'; existing: string[] }
  | { kind: 'validationsKey'; existing: string[] }
  | { kind: 'onFailure' }
  | { kind: 'ruleKey'; rule: RuleRef; existing: string[] }
  | { kind: 'ruleValue'; rule: RuleRef; param: string; item: number | null }
  | { kind: 'columnTypesKey'; rule: RuleRef; existing: string[] }
  | { kind: 'columnTypesValue'; rule: RuleRef; column: string }
  | { kind: 'outputsKey'; existing: string[] }
  | { kind: 'outputConfigKey'; which: string; existing: string[] }
  | { kind: 'scopeCode' }
  | { kind: 'none' };

/** Keys of the object node at `path`, except the one being typed. */
function keysAt(root: Node | undefined, path: Segment[], typing: string | null): string[] {
  const node = root ? findNodeAtLocation(root, path) : undefined;
  if (!node || node.type !== 'object') return [];
  const keys = (node.children ?? [])
    .map((p) => p.children?.[0]?.value)
    .filter((k): k is string => typeof k === 'string');
  // Drop one occurrence of the key under the cursor: it is being edited, not present.
  const i = typing === null ? -1 : keys.indexOf(typing);
  if (i >= 0) keys.splice(i, 1);
  return keys;
}

/** Where the `validations` object sits: at the root (`[]`) or under `validations`. */
export function validationsBase(root: Node | undefined): Segment[] {
  const hasValidations =
    root?.type === 'object' && root.children?.some((p) => p.children?.[0]?.value === 'validations');
  return hasValidations ? ['validations'] : [];
}

function ruleRef(root: Node | undefined, base: Segment[], rest: Segment[]): RuleRef | null {
  const ruleIndex = rest[1];
  if (rest[0] !== 'rules' || typeof ruleIndex !== 'number') return null;
  const rulePath = [...base, 'rules', ruleIndex];
  const node = root ? findNodeAtLocation(root, rulePath) : undefined;
  const typeNode = node ? findNodeAtLocation(node, ['type']) : undefined;
  const type = typeof typeNode?.value === 'string' ? typeNode.value : null;
  const inTarget = rest[2] === 'targets' && typeof rest[3] === 'number';
  return {
    ruleIndex,
    targetIndex: inTarget ? (rest[3] as number) : null,
    type,
    node,
    path: inTarget ? [...rulePath, 'targets', rest[3]] : rulePath,
  };
}

/** Classifies the cursor. */
export function slotOf(cursor: Cursor): Slot {
  const { path, root } = cursor;
  const isKey = cursor.position === 'key';
  const typing = isKey ? String(path[path.length - 1] ?? '') : null;
  const base = validationsBase(root);
  if (base.length && path[0] !== 'validations') {
    return isKey && path.length === 1
      ? { kind: 'rootKey', existing: keysAt(root, [], typing) }
      : { kind: 'none' };
  }
  const rest = path.slice(base.length);
  if (isKey && rest.length === 1) {
    const existing = keysAt(root, base, typing);
    return base.length || existing.length
      ? { kind: 'validationsKey', existing }
      : { kind: 'rootKey', existing };
  }
  if (!isKey && rest.length === 1 && rest[0] === 'on_failure') return { kind: 'onFailure' };
  if (rest[0] === 'outputs') return outputsSlot(cursor, base, rest, typing);
  if (rest[0] === 'report' && isKey && rest.length === 2) {
    return {
      kind: 'outputConfigKey',
      which: 'report',
      existing: keysAt(root, [...base, 'report'], typing),
    };
  }
  const rule = ruleRef(root, base, rest);
  if (!rule) return { kind: 'none' };
  // The part of the path inside the rule (or target) object.
  const inner = rest.slice(rule.targetIndex === null ? 2 : 4);
  if (isKey && inner.length === 1) {
    return { kind: 'ruleKey', rule, existing: keysAt(root, rule.path, typing) };
  }
  const param = inner[0];
  if (typeof param !== 'string') return { kind: 'none' };
  if (param === 'column_types' && inner.length === 2) {
    if (isKey)
      return {
        kind: 'columnTypesKey',
        rule,
        existing: keysAt(root, [...rule.path, param], typing),
      };
    return { kind: 'columnTypesValue', rule, column: String(inner[1]) };
  }
  if (isKey) return { kind: 'none' };
  if (inner.length === 1) return { kind: 'ruleValue', rule, param, item: null };
  if (inner.length === 2 && typeof inner[1] === 'number') {
    return { kind: 'ruleValue', rule, param, item: inner[1] };
  }
  return { kind: 'none' };
}

function outputsSlot(
  cursor: Cursor,
  base: Segment[],
  rest: Segment[],
  typing: string | null,
): Slot {
  const { root } = cursor;
  if (cursor.position === 'key') {
    if (rest.length === 2)
      return { kind: 'outputsKey', existing: keysAt(root, [...base, 'outputs'], typing) };
    if (rest.length === 3 && typeof rest[1] === 'string') {
      return {
        kind: 'outputConfigKey',
        which: rest[1],
        existing: keysAt(root, [...base, 'outputs', rest[1]], typing),
      };
    }
    return { kind: 'none' };
  }
  if (rest[1] === 'invalid' && rest[2] === 'rules' && typeof rest[3] === 'number')
    return { kind: 'scopeCode' };
  return { kind: 'none' };
}
