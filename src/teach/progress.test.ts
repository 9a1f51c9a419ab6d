import { describe, expect, it } from 'vitest';
import {
  loadProgress,
  PROGRESS_KEY,
  saveProgress,
  withCheck,
  withHint,
  withReset,
  withText,
} from './progress';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    m,
  };
};

describe('lesson progress', () => {
  it('keeps text, hints and passes across a reload; passing is never taken back', () => {
    const s = memory();
    let p = loadProgress(s);
    p = withText(p, 'first-rule', '{}');
    p = withHint(
      withHint(withHint(withHint(p, 'first-rule', 3), 'first-rule', 3), 'first-rule', 3),
      'first-rule',
      3,
    );
    p = withCheck(p, 'first-rule', true);
    p = withCheck(p, 'first-rule', false);
    saveProgress(s, p);
    expect(loadProgress(s)).toEqual({ 'first-rule': { passed: true, hintsShown: 3, text: '{}' } });
    expect(withReset(p, 'first-rule')['first-rule']).toEqual({ passed: true, hintsShown: 3 });
  });

  it('reads damaged storage as no progress', () => {
    const s = memory();
    s.setItem(PROGRESS_KEY, '[1,2');
    expect(loadProgress(s)).toEqual({});
    s.setItem(PROGRESS_KEY, '{"a": {"passed": "yes", "hintsShown": -2}}');
    expect(loadProgress(s)).toEqual({ a: { passed: false, hintsShown: 0 } });
  });
});
