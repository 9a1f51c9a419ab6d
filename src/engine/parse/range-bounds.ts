/**
 * `range` bounds as production reads them (RULES.md §3): a bound that is absent or `null`
 * is no bound (sparquet_cola `RangeCheck._condition` tests `is not None`), and with no
 * bound at all the rule passes and measures nothing. Those documents run in production,
 * so they are warnings here, marked on the bound before any run; so is a `max` below
 * `min`, which makes every non-NULL value fail.
 */
import type { Located } from '../types';
import { spotOf, type ParseContext, type Where } from './context';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

/** Two bounds that can be ordered without the data: numbers, or ISO dates/timestamps. */
function below(max: Located, min: Located): boolean {
  if (typeof max.value === 'number' && typeof min.value === 'number') return max.value < min.value;
  if (typeof max.value === 'string' && typeof min.value === 'string')
    return ISO_DATE.test(max.value) && ISO_DATE.test(min.value) && max.value < min.value;
  return false;
}

/** Marks bounds that make a `range` rule assert nothing, or fail every value. */
export function checkRangeBounds(
  ctx: ParseContext,
  rule: Where,
  params: Record<string, Located>,
): void {
  const { min, max } = params;
  for (const [name, bound] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (bound && bound.value === null)
      ctx.warning(
        'range-null-bound',
        spotOf(bound),
        `"${name}": null is no bound: production ignores it, so this side of the range is open. Remove it, or give a value.`,
        undefined,
        { id: 'rangeNullBound', params: { name } },
      );
  }
  const hasMin = min !== undefined && min.value !== null;
  const hasMax = max !== undefined && max.value !== null;
  if (!hasMin && !hasMax) {
    ctx.warning(
      'range-no-bound',
      rule,
      'This range rule has no bound, so it asserts nothing: production passes it and measures nothing, and so does the workbench. Give "min" and/or "max".',
      undefined,
      { id: 'rangeNoBound' },
    );
    return;
  }
  if (hasMin && hasMax && below(max, min))
    ctx.warning(
      'range-empty',
      spotOf(max),
      `"max" (${max.raw.trim()}) is below "min" (${min.raw.trim()}): no value can be in the range, so every non-NULL value fails. Swap them?`,
      {
        title: 'Swap min and max',
        titleRef: { id: 'swapMinMax' },
        edits: [
          { offset: min.range.offset, length: min.range.length, newText: max.raw.trim() },
          { offset: max.range.offset, length: max.range.length, newText: min.raw.trim() },
        ],
      },
      { id: 'rangeEmpty', params: { max: max.raw.trim(), min: min.raw.trim() } },
    );
}
