/** A quick fix's edits applied to `text`, from the last to the first (their offsets are the text's). */
export function withEdits(
  text: string,
  edits: readonly { offset: number; length: number; newText: string }[],
): string {
  return [...edits]
    .sort((a, b) => b.offset - a.offset || b.length - a.length)
    .reduce((s, e) => s.slice(0, e.offset) + e.newText + s.slice(e.offset + e.length), text);
}
