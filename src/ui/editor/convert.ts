/**
 * Conversions between the engine's `{offset, length}` ranges and Monaco's line/column
 * ranges. Monaco counts from 1; offsets count UTF-16 units, as both sides do.
 */
import type { SourceRange } from '../../engine/types';
import type { Monaco } from './monaco';

type Model = ReturnType<Monaco['editor']['createModel']>;
type MonacoRange = InstanceType<Monaco['Range']>;

/** The Monaco range of an offset range. Empty ranges widen to one character so a marker is visible. */
export function toMonacoRange(
  monaco: Monaco,
  model: Model,
  range: SourceRange,
  widenEmpty = false,
): MonacoRange {
  const max = model.getValueLength();
  const start = Math.min(range.offset, max);
  let end = Math.min(range.offset + range.length, max);
  if (widenEmpty && end === start) {
    if (end < max) end += 1;
    else if (start > 0) return toMonacoRange(monaco, model, { offset: start - 1, length: 1 });
  }
  const a = model.getPositionAt(start);
  const b = model.getPositionAt(end);
  return new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column);
}

/** The offset range of a Monaco range. */
export function toSourceRange(model: Model, range: MonacoRange): SourceRange {
  const start = model.getOffsetAt(range.getStartPosition());
  return { offset: start, length: model.getOffsetAt(range.getEndPosition()) - start };
}

export type { Model, MonacoRange };
