/**
 * A rule result's message in the page's language. The engine gives each message as a key
 * with its values (`said`) beside the English text the report file keeps; this words the
 * key with the page's `t`, and says which keys it used, so a test can hold every sentence
 * on screen to a translated key. A result without data keeps its English words.
 */
import type { TFunction } from 'i18next';
import { wordSaid, type Said } from '../engine/said';
import type { RuleResult } from '../engine/types';

/** What the message cell shows: the sentence and the keys it came from (none: English). */
export interface ResultWords {
  text: string;
  keys: string[];
}

/** A message given as data, in the page's language, with the keys it used. */
export function saidWords(m: Said, t: TFunction): ResultWords {
  const keys: string[] = [];
  // Bound once so the key extractor, which reads literal `t(...)` calls, skips this one.
  const lookUp = t.bind(null) as (key: string, values: object) => string;
  const text = wordSaid(m, (key, values) => {
    keys.push(key);
    return lookUp(key, values);
  });
  return { text, keys };
}

/** The result's message (its error when it could not run) in the page's language. */
export function resultWords(
  r: Pick<RuleResult, 'message' | 'said' | 'error' | 'errorSaid'>,
  t: TFunction,
): ResultWords {
  if (r.error !== undefined)
    return r.errorSaid ? saidWords(r.errorSaid, t) : { text: r.error, keys: [] };
  return r.said ? saidWords(r.said, t) : { text: r.message, keys: [] };
}
