/** Writes public/validations.schema.json from the engine's catalog (a test checks it is current). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildJsonSchema } from '../src/engine/schema/json-schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'validations.schema.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(buildJsonSchema(), null, 2) + '\n');
console.log(`wrote ${path.relative(root, out)}`);
