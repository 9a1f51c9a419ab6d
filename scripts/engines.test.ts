import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// package.json's engines.node is the oldest Node the project promises to run on. Every
// package in the lock must accept that floor, or `npm ci` warns EBADENGINE there (and the
// package may not run at all).

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const root = path.resolve(import.meta.dirname, '..');
const readJson = (name: string): unknown => JSON.parse(readFileSync(path.join(root, name), 'utf8'));

const pkg = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };

/** Packages in the lock whose engines.node range leaves out the given Node version. */
export function excluding(floor: string, packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages).flatMap(([where, entry]) => {
    const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    if (where === '' || range === undefined) return [];
    return semver.satisfies(floor, range) ? [] : [`${where}@${entry.version} wants node ${range}`];
  });
}

describe('the Node floor', () => {
  const floor = semver.minVersion(pkg.engines.node)?.version ?? '';

  it('is a version package.json states, repeated in the lock', () => {
    expect(floor).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lock.packages['']?.engines).toEqual(pkg.engines);
  });

  it('is accepted by every package in the lock', () => {
    expect(excluding(floor, lock.packages)).toEqual([]);
  });

  it('is not lower than a package needs: the check finds one that wants newer', () => {
    expect(excluding('20.0.0', lock.packages).length).toBeGreaterThan(0);
    expect(
      excluding('20.0.0', { 'node_modules/x': { version: '1.0.0', engines: { node: '>=22' } } }),
    ).toEqual(['node_modules/x@1.0.0 wants node >=22']);
  });
});
