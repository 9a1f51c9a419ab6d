import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { isStale, output, root } from './build-cli.mjs';

describe('dqw runs a prebuilt bundle', () => {
  it('builds it on a run when missing or stale, then runs it without compiling', () => {
    const help = execFileSync(process.execPath, [path.join(root, 'bin', 'dqw.mjs'), 'help'], {
      encoding: 'utf8',
    });
    expect(help).toMatch(/^Usage:/);
    expect(isStale()).toBe(false);
    expect(statSync(output).size).toBeGreaterThan(10_000);
  });
});
