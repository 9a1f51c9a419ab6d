/**
 * RULES.md §4 — a threshold reads as production reads it. The oracle is real Python: the
 * grammar of sparquet_cola `thresholds.py` (`Threshold.parse`, `parse_number`) restated
 * below, whose numbers are whatever Python's `float()` takes. Units are in any case, a
 * duration is a plain decimal, and `inf`, `1_000` or `5%%` are numbers there too.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pythonFloat } from './python-repr';
import { parseThreshold } from './threshold';

const ORACLE = String.raw`
import json, re, sys
SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}

def number(token):
    token = token.strip()
    unit = re.match(r"^([-+]?\d+(?:\.\d+)?)\s*([smhdw])$", token, re.IGNORECASE)
    if unit:
        return float(unit.group(1)) * SECONDS[unit.group(2).lower()]
    return float(token.rstrip("%").strip())

def read(text):
    s = text.strip()
    if not s:
        raise ValueError("blank")
    m = re.match(r"^(not\s+between|between)\s+(.+?)\s+and\s+(.+)$", s, re.IGNORECASE)
    if m:
        op = "not between" if m.group(1).lower().startswith("not") else "between"
        return [op, repr(number(m.group(2))), repr(number(m.group(3)))]
    m = re.match(r"^(>=|<=|<>|!=|==|=|>|<)\s*(.+)$", s)
    if m:
        return [{"==": "=", "<>": "!="}.get(m.group(1), m.group(1)), repr(number(m.group(2)))]
    return ["=", repr(number(s))]

out = []
for text in json.loads(sys.stdin.read()):
    try:
        out.append(read(text))
    except ValueError:
        out.append(None)
print(json.dumps(out))
`;

const CASES = [
  '< 1D',
  '> 30M',
  '<= 2H',
  '1W',
  'BETWEEN 1D AND 2d',
  'not between 1h and 1W',
  '< 1.5d',
  '< 1 d',
  '< .5d',
  '< 5.d',
  '< 1e2s',
  '< 1y',
  '< 1.5e1',
  '< .5',
  '< 5.',
  '> +5',
  '>= -1.5',
  '> 1_000',
  '> 1__000',
  '> _1',
  '< inf',
  '< -Infinity',
  '!= nan',
  '< 5%%',
  '< 5 %',
  '5%',
  '< 1% %',
  'between 1% and 2%',
  'between1 and 2',
  'between 1and 2',
  'between 1 and 2 and 3',
  'not  between 1 and 2',
  '=0',
  '== 0',
  '<> 0',
  '=> 5',
  '= = 5',
  '> 0x10',
  '> 1e400',
  ' > 5 ',
  '',
  '   ',
  'about 5',
];

function workbench(text: string): string[] | null {
  const parsed = parseThreshold(text);
  if (!parsed.ok) return null;
  const t = parsed.threshold;
  return 'low' in t
    ? [t.op, pythonFloat(t.low), pythonFloat(t.high)]
    : [t.op, pythonFloat(t.value)];
}

describe('RULES.md §4 — thresholds parse as production parses them (checked with python3)', () => {
  const expected = JSON.parse(
    execFileSync('python3', ['-c', ORACLE], { input: JSON.stringify(CASES), encoding: 'utf8' }),
  ) as (string[] | null)[];

  it.each(CASES.map((text, i) => [text, expected[i]] as const))('%j → %j', (text, production) => {
    expect(workbench(text)).toEqual(production);
  });
});
