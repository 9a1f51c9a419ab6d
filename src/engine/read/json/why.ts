/**
 * Why JSON text is not what Spark reads, as facts with values (RULES.md §9): the page words
 * them in its language (`read.json.*`), the CLI and the report file in the English here.
 */

/** What a JSON value is, where a record (an object) was expected. */
export type JsonKind = 'null' | 'array' | 'string' | 'number' | 'boolean' | 'object';

/** Why a value or a line is not JSON Spark reads, or not records. */
export type JsonWhy =
  | { id: 'nested' }
  | { id: 'endsEarly' }
  | { id: 'leadingZero' }
  | { id: 'unexpected'; char: string }
  | { id: 'fieldName' }
  | { id: 'colon' }
  | { id: 'objectComma' }
  | { id: 'arrayComma' }
  | { id: 'unclosed' }
  | { id: 'control' }
  | { id: 'unicodeEscape' }
  | { id: 'escape'; escape: string }
  | { id: 'trailing' }
  | { id: 'notObject'; kind: JsonKind }
  | { id: 'elementNotObject'; element: number; kind: JsonKind };

const KIND_WORDS: Record<JsonKind, string> = {
  null: 'null',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
};

/** The reason in English, as the CLI and the report say it. */
export function jsonWhyText(why: JsonWhy): string {
  switch (why.id) {
    case 'nested':
      return 'nested too deeply';
    case 'endsEarly':
      return 'the text ends where a value was expected';
    case 'leadingZero':
      return 'a number with a leading zero';
    case 'unexpected':
      return `unexpected character ${JSON.stringify(why.char)}`;
    case 'fieldName':
      return 'expected a quoted field name';
    case 'colon':
      return 'expected ":" after a field name';
    case 'objectComma':
      return 'expected "," or "}" in an object';
    case 'arrayComma':
      return 'expected "," or "]" in an array';
    case 'unclosed':
      return 'a string is not closed';
    case 'control':
      return 'a control character inside a string (escape it)';
    case 'unicodeEscape':
      return 'a bad \\u escape';
    case 'escape':
      return `a bad escape \\${why.escape}`;
    case 'trailing':
      return 'more text after the JSON value';
    case 'notObject':
      return `it is ${KIND_WORDS[why.kind]}, not a JSON object`;
    case 'elementNotObject':
      return `element ${why.element} of the array is ${KIND_WORDS[why.kind]}, not an object`;
  }
}

/** Why a JSON file is refused whole, as facts with values. */
export type JsonRefusal =
  /** One JSON document (multiLine) that does not parse, at a line and column of the file. */
  | { id: 'notJson'; line: number; column: number; why: JsonWhy }
  /** One JSON document that is not an object or an array of objects. */
  | { id: 'notRecords'; why: JsonWhy }
  | { id: 'noRecords' }
  | { id: 'noFields' }
  | { id: 'notUtf8' };

/** The refusal in English, as the CLI says it (the caller names the file). */
export function jsonRefusalText(r: JsonRefusal): string {
  switch (r.id) {
    case 'notJson':
      return `not valid JSON at line ${r.line}, column ${r.column}: ${jsonWhyText(r.why)} (the file is read as one JSON document: input.options.multiLine is true)`;
    case 'notRecords':
      return `the JSON document is not records: ${jsonWhyText(r.why)}`;
    case 'noRecords':
      return 'the file holds no JSON records';
    case 'noFields':
      return 'the records have no fields with values Spark keeps as columns';
    case 'notUtf8':
      return 'the file is not UTF-8 text: save it as UTF-8 and try again';
  }
}
