/**
 * A pipeline's JSON input (`input.format` "json"): `input.options.multiLine`, as Spark takes
 * it (true or false, also as text in any case). `null` when the document does not say.
 */
export function jsonMultiLineOption(documentText: string): boolean | null {
  let doc: unknown;
  try {
    doc = JSON.parse(documentText);
  } catch {
    return null;
  }
  const input = (doc as { input?: { format?: unknown; options?: Record<string, unknown> } } | null)
    ?.input;
  if (typeof input?.format !== 'string' || input.format.toLowerCase() !== 'json') return null;
  const v = input.options?.multiLine;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim()))
    return v.trim().toLowerCase() === 'true';
  return null;
}
