import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Python's own compiler over `text`: '' when it compiles, else what it said. */
export function pyCompiles(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'dqw-py-')), 'artifact.py');
  writeFileSync(file, text);
  try {
    execFileSync('python3', ['-m', 'py_compile', file], { stdio: 'pipe' });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}
