/**
 * Why a JSON file or line is not what Spark reads, in the page's language; in English the
 * engine's own words (`engine/read/json/why.ts`, what the CLI prints).
 */
import type { Translate } from './translate';
import type { CorruptNote } from '../engine/read/json/read';
import type { JsonKind, JsonRefusal, JsonWhy } from '../engine/read/json/why';

function kindWords(kind: JsonKind, t: Translate): string {
  switch (kind) {
    case 'null':
      return t('read.json.kind.null');
    case 'array':
      return t('read.json.kind.array');
    case 'string':
      return t('read.json.kind.string');
    case 'number':
      return t('read.json.kind.number');
    case 'boolean':
      return t('read.json.kind.boolean');
    case 'object':
      return t('read.json.kind.object');
  }
}

/** The reason a value is not JSON Spark reads, or not records. */
export function jsonWhyWords(why: JsonWhy, t: Translate): string {
  switch (why.id) {
    case 'nested':
      return t('read.json.why.nested');
    case 'endsEarly':
      return t('read.json.why.endsEarly');
    case 'leadingZero':
      return t('read.json.why.leadingZero');
    case 'unexpected':
      return t('read.json.why.unexpected', { char: JSON.stringify(why.char) });
    case 'fieldName':
      return t('read.json.why.fieldName');
    case 'colon':
      return t('read.json.why.colon');
    case 'objectComma':
      return t('read.json.why.objectComma');
    case 'arrayComma':
      return t('read.json.why.arrayComma');
    case 'unclosed':
      return t('read.json.why.unclosed');
    case 'control':
      return t('read.json.why.control');
    case 'unicodeEscape':
      return t('read.json.why.unicodeEscape');
    case 'escape':
      return t('read.json.why.escape', { escape: why.escape });
    case 'trailing':
      return t('read.json.why.trailing');
    case 'notObject':
      return t('read.json.why.notObject', { kind: kindWords(why.kind, t) });
    case 'elementNotObject':
      return t('read.json.why.elementNotObject', {
        element: why.element,
        kind: kindWords(why.kind, t),
      });
  }
}

/** The first lines Spark cannot parse, each with where and why (`line 2 of b.jsonl: …`). */
export function corruptLinesWords(notes: readonly CorruptNote[], t: Translate): string {
  return notes
    .map((n) => {
      const where = n.file
        ? t('read.json.lineOf', { line: n.line, file: n.file })
        : t('read.json.line', { line: n.line });
      const why = jsonWhyWords(n.reason, t);
      const said =
        n.column === undefined ? why : t('read.json.atColumn', { why, column: n.column });
      return `${where}: ${said}`;
    })
    .join('; ');
}

/** Why a JSON file is refused whole (the sentence around it names the file). */
export function jsonRefusalWords(r: JsonRefusal, t: Translate): string {
  switch (r.id) {
    case 'notJson':
      return t('read.json.refusal.notJson', {
        line: r.line,
        column: r.column,
        why: jsonWhyWords(r.why, t),
      });
    case 'notRecords':
      return t('read.json.refusal.notRecords', { why: jsonWhyWords(r.why, t) });
    case 'noRecords':
      return t('read.json.refusal.noRecords');
    case 'noFields':
      return t('read.json.refusal.noFields');
    case 'notUtf8':
      return t('read.json.refusal.notUtf8');
  }
}
