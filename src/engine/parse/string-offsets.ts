/**
 * Where a character of a JSON string's value is in the document: the value's index `i`
 * (as JavaScript counts, in UTF-16 units) → the offset of the text that writes it, its
 * escapes (`\"`, `\n`, `\u00e9`) counted as written.
 */
export function documentOffset(text: string, stringOffset: number, i: number): number {
  // After the opening quote.
  let raw = stringOffset + 1;
  for (let seen = 0; seen < i && raw < text.length; seen++) {
    if (text[raw] !== '\\') raw += 1;
    else raw += text[raw + 1] === 'u' ? 6 : 2;
  }
  return raw;
}
