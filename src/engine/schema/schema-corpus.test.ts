/**
 * The JSON Schema says what the engine says: over the corpus (the repository's examples
 * and sample, pipeline documents modelled on the framework's own examples, and the
 * accepted/refused documents of `testing/documents.ts`), a standard validator (Ajv,
 * draft-07) accepts every document the engine accepts and rejects every document it
 * refuses, but for the refusals no JSON Schema can state (threshold grammar, regex dialect).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../adapters/testing/paths';
import { parseDocument } from '../parse/document';
import { ACCEPTED, BEYOND_JSON_SCHEMA, REFUSED } from '../testing/documents';
import { buildJsonSchema } from './json-schema';

const published = JSON.parse(
  readFileSync(path.join(repoRoot, 'public', 'validations.schema.json'), 'utf8'),
) as Record<string, unknown>;
const validate = new Ajv({ strict: false, allErrors: true }).compile(published);

const jsonFiles = (dir: string) =>
  readdirSync(path.join(repoRoot, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f));
const FILES = [
  ...jsonFiles('examples'),
  ...jsonFiles('public/samples'),
  ...jsonFiles('src/engine/schema/fixtures'),
];

function verdicts(text: string) {
  const parsed = parseDocument(text);
  const schemaOk = validate(JSON.parse(text)) as boolean;
  return { parsed, schemaOk, errors: validate.errors };
}

describe('the JSON Schema agrees with the engine over the corpus', () => {
  it('the published schema is the one the catalog generates (npm run schema)', () => {
    expect(published).toEqual(JSON.parse(JSON.stringify(buildJsonSchema())));
  });

  it.each(FILES)('accepts %s, which the engine accepts', (file) => {
    const { parsed, schemaOk, errors } = verdicts(readFileSync(path.join(repoRoot, file), 'utf8'));
    expect(parsed.ok).toBe(true);
    expect(errors ?? []).toEqual([]);
    expect(schemaOk).toBe(true);
  });

  it.each(ACCEPTED)('accepts %s', (_name, doc) => {
    const { parsed, schemaOk, errors } = verdicts(JSON.stringify(doc));
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(errors ?? []).toEqual([]);
    expect(schemaOk).toBe(true);
  });

  it.each(REFUSED)('refuses %s', (_name, doc, kind) => {
    const { parsed, schemaOk } = verdicts(JSON.stringify(doc));
    expect(parsed.ok).toBe(false);
    expect(parsed.diagnostics.map((d) => d.kind)).toContain(kind);
    expect(schemaOk).toBe(BEYOND_JSON_SCHEMA.has(kind));
  });
});
