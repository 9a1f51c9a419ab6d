/** Words the CLI's English shares. */

/** `n` and the word, in the singular for one: `1 rule`, `2 rules`. */
export const counted = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;
