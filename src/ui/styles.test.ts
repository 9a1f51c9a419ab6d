/**
 * The stylesheet's palettes: the dark palette exists twice (explicit Dark, and Auto on a
 * dark system) and the copies must not drift; every colour lives in a variable.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

/** The declarations of the first `selector { … }` block (no nested braces inside). */
function block(selector: string, from = 0): string {
  const start = css.indexOf(`${selector} {`, from);
  expect(start, `${selector} is in styles.css`).toBeGreaterThanOrEqual(0);
  const open = css.indexOf('{', start);
  return css.slice(open + 1, css.indexOf('}', open));
}

/** `--name: value` pairs (plus `color-scheme`) of a block, normalised. */
function declarations(body: string): Map<string, string> {
  const pairs = body
    .split(';')
    .map((d) => d.replace(/\/\*[\s\S]*?\*\//g, '').trim())
    .filter((d) => d.startsWith('--') || d.startsWith('color-scheme'))
    .map((d) => {
      const colon = d.indexOf(':');
      return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()] as const;
    });
  return new Map(pairs);
}

const light = declarations(block(':root'));
const dark = declarations(block(":root[data-theme='dark']"));
const autoDark = declarations(
  block(":root:not([data-theme='light'])", css.indexOf('@media (prefers-color-scheme: dark)')),
);

describe('styles.css palettes', () => {
  it('has the same dark palette for Dark and for Auto on a dark system', () => {
    expect([...autoDark]).toEqual([...dark]);
  });

  it('gives the dark palette every colour variable of the light one', () => {
    const colours = [...light.keys()].filter((name) => name !== '--mono');
    expect([...dark.keys()].sort()).toEqual(colours.sort());
    expect(dark.get('color-scheme')).toBe('dark');
  });

  it('uses only variables it defines', () => {
    const used = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((m) => m[1]));
    const undefinedVars = [...used].filter((name) => !light.has(name));
    expect(undefinedVars).toEqual([]);
  });

  it('keeps hex colours inside the palettes', () => {
    const outside = css.slice(css.indexOf('* {\n  box-sizing'));
    expect(outside.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});
