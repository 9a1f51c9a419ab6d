/**
 * Adds rules to a document's text, whichever of the three shapes it has (RULES.md §1):
 * a pipeline, `{"validations": …}` or the inner `{on_failure, rules}`. Blank text becomes
 * a new `{"validations": …}` document. Text that is not a JSON object is refused with a
 * message, never overwritten.
 */
export function addRulesToDocument(
  text: string,
  rules: readonly Record<string, unknown>[],
): string {
  if (text.trim() === '') {
    return JSON.stringify({ validations: { on_failure: 'fail', rules } }, null, 2);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new Error('The document is not valid JSON yet: fix it first, then add the rules.');
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new Error('The document is not a JSON object: the rules cannot be added to it.');
  }
  const root = doc as Record<string, unknown>;
  const isInner = !('validations' in root) && ('rules' in root || 'on_failure' in root);
  let target: Record<string, unknown>;
  if (isInner) target = root;
  else {
    const v = root.validations;
    if (v !== undefined && (v === null || typeof v !== 'object' || Array.isArray(v))) {
      throw new Error('"validations" is not an object: the rules cannot be added to it.');
    }
    target = (v as Record<string, unknown> | undefined) ?? {};
    root.validations = target;
  }
  const existing = target.rules;
  if (existing !== undefined && !Array.isArray(existing)) {
    throw new Error('"rules" is not a list: the rules cannot be added to it.');
  }
  target.rules = [...((existing as unknown[] | undefined) ?? []), ...rules];
  return JSON.stringify(root, null, 2);
}
