/**
 * Engine text given in English with its data beside it, in the same order: each text whose
 * data is there is worded in the page's language, any other is shown as written.
 */
export function wordEach<F>(
  texts: readonly string[],
  facts: readonly F[] | undefined,
  words: (fact: F) => string,
): string[] {
  return texts.map((text, i) => {
    const fact = facts?.[i];
    return fact === undefined ? text : words(fact);
  });
}
