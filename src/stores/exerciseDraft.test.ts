/**
 * The form an instructor fills: it makes the exercise it shows (hints one a line per
 * language, the goal's rows, codes and types) and shows an exercise again unchanged; a
 * refused pack says what and where in the page's language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { SPANISH_EXERCISE } from '../teach/exercise/fixture';
import { PackError, readPack } from '../teach/exercise/validate';
import { packOf } from '../teach/exercise/authored';
import { emptyDraft, generatedTable, toDraft, toExercise } from './exerciseDraft';
import { problemText } from './exerciseWords';

describe('the exercise form', () => {
  it('shows an exercise and makes it back unchanged', () => {
    expect(toExercise(toDraft(SPANISH_EXERCISE))).toEqual(SPANISH_EXERCISE);
  });

  it('pairs hints line by line across languages; leaves out the codes when asked', () => {
    const draft = {
      ...toDraft(SPANISH_EXERCISE),
      hints: { en: 'Look at amount.\nUse range.', es: 'Mira amount.' },
      checkCodes: false,
      flagged: ' 2 ,4,, ',
    };
    const e = toExercise(draft);
    expect(e.hints).toEqual([{ en: 'Look at amount.', es: 'Mira amount.' }, { en: 'Use range.' }]);
    expect(e.goal.flagged).toEqual([{ key: '2' }, { key: '4' }]);
  });

  it('refuses an empty form as a student’s pack would: no title', () => {
    expect(() => readPack(packOf([toExercise(emptyDraft())]))).toThrow(PackError);
  });

  it('generates a table every exercise can use: a header, eight rows, an id key', () => {
    const lines = generatedTable(() => 0.1)
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,name,email,age,country');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe('1,Ana,,-4,BR');
  });
});

describe('a refused pack in words', () => {
  afterAll(() => i18n.changeLanguage('en'));
  it('names the exercise, the field and the path, in the page’s language', async () => {
    const e = new PackError('keyNotColumn', 'exercises[2].key', { key: 'idx', columns: 'a, b' });
    expect(problemText(e)).toBe(
      'exercise 2, Key column (names rows in feedback) (exercises[2].key): “idx” is not a column of the data (its columns: a, b).',
    );
    await i18n.changeLanguage('pt-BR');
    expect(problemText(e)).toBe(
      'exercício 2, Coluna-chave (nomeia as linhas nos comentários) (exercises[2].key): “idx” não é uma coluna dos dados (suas colunas: a, b).',
    );
    await i18n.changeLanguage('en');
    expect(problemText(new PackError('tooBig', '', { size: 9000000, max: 8388608 }))).toBe(
      'it is too big (8789 KB; at most 8192 KB).',
    );
  });
});
