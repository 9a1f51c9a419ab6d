import type { JSONPath } from 'jsonc-parser';
import type { Diagnostic, Located, MessageRef, QuickFix, SparkLine } from '../types';
import { childPath, rangeOf, type Node } from './json';

/** A place in the document: its display path, its jsonc path (for edits) and its node. */
export interface Where {
  path: string;
  segs: JSONPath;
  node: Node;
}

/** Anything with a path and a source extent: a node, or a located value's range. */
export interface Spot {
  path: string;
  node: { offset: number; length: number };
}

/** The spot of a located value. */
export function spotOf(l: Located): Spot {
  return { path: l.path, node: l.range };
}

/** Descends one level. */
export function at(parent: Where, key: string | number, node: Node): Where {
  return { path: childPath(parent.path, key), segs: [...parent.segs, key], node };
}

/** Collects diagnostics while parsing one document text. */
export class ParseContext {
  readonly diagnostics: Diagnostic[] = [];
  /** Errors only where production runs on one Spark line (`onSpark`): not in `diagnostics`. */
  readonly lineDiagnostics: Diagnostic[] = [];
  private readonly seen = new Set<string>();

  constructor(readonly text: string) {}

  /**
   * Records a diagnostic once (expanded targets share their parent's keys); with `onSpark`,
   * among the errors of that Spark line only (`lineDiagnostics`).
   */
  report(
    severity: Diagnostic['severity'],
    kind: string,
    where: Spot,
    message: string,
    fix?: QuickFix,
    ref?: MessageRef,
    onSpark?: SparkLine,
  ): void {
    const range = rangeOf(where.node as Node);
    const key = `${onSpark ?? ''}${kind}@${range.offset}:${range.length}:${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    (onSpark ? this.lineDiagnostics : this.diagnostics).push({
      severity,
      kind,
      message,
      path: where.path,
      range,
      ...(ref ? { messageRef: ref } : {}),
      ...(fix ? { fix } : {}),
      ...(onSpark ? { onSpark } : {}),
    });
  }

  error(kind: string, where: Spot, message: string, fix?: QuickFix, ref?: MessageRef): void {
    this.report('error', kind, where, message, fix, ref);
  }

  warning(kind: string, where: Spot, message: string, fix?: QuickFix, ref?: MessageRef): void {
    this.report('warning', kind, where, message, fix, ref);
  }

  /**
   * An error only on one Spark line: the document stays runnable (the run gives that
   * line's verdict), and the editor shows it when the page is set to that line.
   */
  errorOn(
    line: SparkLine,
    kind: string,
    where: Spot,
    message: string,
    fix?: QuickFix,
    ref?: MessageRef,
  ): void {
    this.report('error', kind, where, message, fix, ref, line);
  }

  /** A fix that replaces a node's text. */
  replaceFix(title: string, node: Node, newText: string, titleRef?: MessageRef): QuickFix {
    return {
      title,
      ...(titleRef ? { titleRef } : {}),
      edits: [{ offset: node.offset, length: node.length, newText }],
    };
  }

  /** An edit removing a property with its separating comma, leaving the rest untouched. */
  removePropertyEdit(object: Node, key: string): QuickFix['edits'] {
    const props = object.children ?? [];
    const idx = props.findIndex((p) => p.children?.[0]?.value === key);
    if (idx < 0) return [];
    const prop = props[idx];
    const start =
      idx + 1 < props.length
        ? prop.offset
        : idx > 0
          ? props[idx - 1].offset + props[idx - 1].length
          : prop.offset;
    const end = idx + 1 < props.length ? props[idx + 1].offset : prop.offset + prop.length;
    return [{ offset: start, length: end - start, newText: '' }];
  }

  /** An edit inserting `"key": value` as the first property of an object. */
  insertPropertyEdit(object: Node, key: string, valueText: string): QuickFix['edits'] {
    const empty = (object.children ?? []).length === 0;
    return [
      {
        offset: object.offset + 1,
        length: 0,
        newText: ` ${JSON.stringify(key)}: ${valueText}${empty ? ' ' : ','}`,
      },
    ];
  }
}
