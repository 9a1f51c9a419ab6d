/** Writes public/validations.schema.json and docs/rules.md from the engine's catalog (tests check both are current). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildJsonSchema } from '../src/engine/schema/json-schema';
import { rulesReference } from '../src/engine/schema/reference';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'validations.schema.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(buildJsonSchema(), null, 2) + '\n');
console.log(`wrote ${path.relative(root, out)}`);
const reference = path.join(root, 'docs', 'rules.md');
fs.writeFileSync(reference, rulesReference());
console.log(`wrote ${path.relative(root, reference)}`);
