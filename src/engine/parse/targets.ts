import { at, type ParseContext, type Where } from './context';
import { kindName, kindOf, propertiesOf, propertyOf } from './json';

/** A rule entry after expansion: each key remembers the node it came from. */
export interface ExpandedEntry {
  /** Where the expanded rule is (the target when there is one). */
  where: Where;
  /** The rule entry it came from. */
  entry: Where;
  targetIndex: number | null;
  /** key → where its value is (parent or target). */
  keys: Map<string, { where: Where; keyWhere: Where }>;
}

/**
 * Expands `targets` (RULES.md §2): one rule per target, `{...parent without targets,
 * ...target}`, in declaration order. Refusals are errors naming `rules[i]`/`targets[j]`;
 * a refused entry yields no rules.
 */
export function expandTargets(ctx: ParseContext, entry: Where): ExpandedEntry[] {
  const parentKeys = new Map<string, { where: Where; keyWhere: Where }>();
  for (const p of propertiesOf(entry.node)) {
    parentKeys.set(p.key, {
      where: at(entry, p.key, p.valueNode),
      keyWhere: at(entry, p.key, p.keyNode),
    });
  }
  const targetsProp = propertyOf(entry.node, 'targets');
  if (!targetsProp) return [{ where: entry, entry, targetIndex: null, keys: parentKeys }];

  const targets = at(entry, 'targets', targetsProp.valueNode);
  let refused = false;
  for (const key of ['code', 'output']) {
    const p = propertyOf(entry.node, key);
    if (!p) continue;
    refused = true;
    const fix =
      key === 'code' && targets.node.type === 'array' && (targets.node.children?.length ?? 0) > 0
        ? {
            title: 'Move "code" into each target',
            titleRef: { id: 'moveCode' },
            edits: [
              ...ctx.removePropertyEdit(entry.node, 'code'),
              ...(targets.node.children ?? []).flatMap((t) =>
                t.type === 'object' && !propertyOf(t, 'code')
                  ? ctx.insertPropertyEdit(
                      t,
                      'code',
                      ctx.text.slice(p.valueNode.offset, p.valueNode.offset + p.valueNode.length),
                    )
                  : [],
              ),
            ],
          }
        : undefined;
    ctx.error(
      'targets-parent-key',
      at(entry, key, p.keyNode),
      `"${key}" cannot sit beside "targets": every expanded rule would share one ${key === 'code' ? 'code' : 'destination'}. Put it inside each target.`,
      fix,
      { id: key === 'code' ? 'targetsParentCode' : 'targetsParentOutput' },
    );
  }
  if (targets.node.type !== 'array') {
    ctx.error(
      'targets-not-list',
      targets,
      `"targets" must be a list of objects, not ${kindName(targets.node)}.`,
      undefined,
      { id: 'targetsNotList', params: { kind: kindOf(targets.node) } },
    );
    return [];
  }
  const items = targets.node.children ?? [];
  if (items.length === 0) {
    ctx.error(
      'targets-empty',
      targets,
      '"targets" is empty: give at least one target, or remove it.',
      undefined,
      { id: 'targetsEmpty' },
    );
    return [];
  }
  const out: ExpandedEntry[] = [];
  items.forEach((item, j) => {
    const target = at(targets, j, item);
    if (item.type !== 'object') {
      ctx.error(
        'target-not-object',
        target,
        `Each target must be an object, not ${kindName(item)}.`,
        undefined,
        { id: 'targetNotObject', params: { kind: kindOf(item) } },
      );
      refused = true;
      return;
    }
    const props = propertiesOf(item);
    if (props.length === 0) {
      ctx.error(
        'target-empty',
        target,
        'This target is empty: give it at least a column.',
        undefined,
        { id: 'targetEmpty' },
      );
      refused = true;
      return;
    }
    const keys = new Map(parentKeys);
    keys.delete('targets');
    for (const p of props) {
      if (p.key === 'type' || p.key === 'targets') {
        ctx.error(
          p.key === 'type' ? 'target-type' : 'target-nested',
          at(target, p.key, p.keyNode),
          p.key === 'type'
            ? '"type" cannot be set inside a target: one entry is one rule type. Write another rule entry.'
            : '"targets" cannot be nested inside a target.',
          undefined,
          { id: p.key === 'type' ? 'targetType' : 'targetNested' },
        );
        refused = true;
        continue;
      }
      keys.set(p.key, {
        where: at(target, p.key, p.valueNode),
        keyWhere: at(target, p.key, p.keyNode),
      });
    }
    out.push({ where: target, entry, targetIndex: j, keys });
  });
  return refused ? [] : out;
}
