import { describe, expect, it } from 'vitest';
import { jsonKindOf } from './json-sniff';

describe('jsonKindOf', () => {
  it.each([
    ['[{"id":1},{"id":2}]', 'json-array'],
    ['\uFEFF[\n  {"id": 1}\n]', 'json-array'],
    ['[]', 'json-array'],
    ['{"id":1}\n{"id":2}\n', 'ndjson'],
    ['{\n  "rows": []\n}', 'json'],
    ['id,name\n1,a\n', null],
    ['{id},name\n1,2\n', null],
    ['[id],name\n1,2\n', null],
  ])('%j → %s', (head, kind) => {
    expect(jsonKindOf(head)).toBe(kind);
  });
});
