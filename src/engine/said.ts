/**
 * A message of the engine as data: a key of the page's locale files and its values. The
 * engine says what happened this way and stays free of any translation library; each edge
 * words it: the page with its `t` in the language picked, the CLI and the report file in
 * English through `english` below (the locale's English sentences are the engine's words).
 *
 * Rule modules call `said` with a literal key (`outcome.…`), so the key extractor
 * (`npm run i18n:extract`, whose config reads `said` calls as it reads `t` calls) keeps
 * every key in every language and `npm run i18n:check` fails when one is missing.
 */
import en from '../i18n/locales/en.json' with { type: 'json' };

/**
 * A value of a message: plain text or a number, or another message worded first, or a
 * list of messages (worded one by one, joined with "; ").
 */
export type SaidValue = string | number | Said | Said[];

/** A message key with its values. `count` picks the plural form (`_one`, `_other`…). */
export interface Said {
  key: string;
  values?: Record<string, SaidValue>;
}

/** A message: its key and values (a call the key extractor reads). */
export function said(key: string, values?: Record<string, SaidValue>): Said {
  return values ? { key, values } : { key };
}

/** Whether a value is a nested message. */
export function isSaid(v: unknown): v is Said {
  return typeof v === 'object' && v !== null && typeof (v as Said).key === 'string';
}

type Tree = { [k: string]: string | Tree };

function lookUp(key: string): string | undefined {
  let node: string | Tree | undefined = en as Tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** How a list of messages is joined, in every language. */
const LIST = '; ';

const englishPlural = new Intl.PluralRules('en');

/**
 * The English sentence of a message, as i18next words it from the English locale file
 * (plural form by `count`, `{{name}}` filled, nested messages worded first). A key with
 * no English sentence is a bug: it throws, so a test meets it before a person does.
 */
export function english(m: Said): string {
  const count = m.values?.count;
  const text =
    (typeof count === 'number' ? lookUp(`${m.key}_${englishPlural.select(count)}`) : undefined) ??
    lookUp(m.key);
  if (text === undefined) throw new Error(`No English sentence for message key "${m.key}"`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const v = m.values?.[name];
    if (v === undefined) return whole;
    if (Array.isArray(v)) return v.map(english).join(LIST);
    return isSaid(v) ? english(v) : String(v);
  });
}

/** Words a message with a translator (`t` of i18next): nested messages first. */
export function wordSaid(
  m: Said,
  translate: (key: string, values: Record<string, unknown>) => string,
): string {
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(m.values ?? {}))
    values[k] = Array.isArray(v)
      ? v.map((x) => wordSaid(x, translate)).join(LIST)
      : isSaid(v)
        ? wordSaid(v, translate)
        : v;
  return translate(m.key, values);
}

/** An error whose message is also data: thrown where a rule finds production would stop. */
export class SaidError extends Error {
  constructor(readonly said: Said) {
    super(english(said));
  }
}

/** An error's message as data when it has one, else its English text. */
export function saidOf(e: unknown): Said | string {
  if (e instanceof SaidError) return e.said;
  return e instanceof Error ? e.message : String(e);
}
