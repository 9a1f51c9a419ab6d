/**
 * Writing exercises, for instructors: the texts in each language, the data (pasted,
 * dropped, loaded, the current file's first rows or a generated table), the starting
 * document and the solution, the goal taken from the solution; then the class pack and
 * how it travels (a file, a link).
 */
import { useTranslation } from 'react-i18next';
import { draftColumns, useExercisesStore } from '../../stores/exercisesStore';
import { useDatasetStore } from '../../stores/datasetStore';
import { LANGUAGE_NAMES } from '../../i18n';
import { LOCALES } from '../../teach/types';
import { say } from '../../teach/text';
import { toText } from '../../teach/exercise/authored';
import { FilePicker } from '../common/FilePicker';
import { useLocale } from '../teach/useLocale';
import { PackShare } from './PackShare';

export function AuthorView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const s = useExercisesStore();
  const hasDataset = useDatasetStore((x) => x.dataset !== null);
  const d = s.draft;
  const columns = draftColumns(d.csv);
  const words = (field: 'title' | 'intro' | 'task' | 'hints' | 'explanation') =>
    d[field][s.lang] ?? '';
  return (
    <main
      className="teach-view author-view"
      data-testid="author-view"
      aria-labelledby="author-title"
    >
      <h2 id="author-title">{t('exercises.authorTitle')}</h2>
      <p className="muted">{t('exercises.authorIntro')}</p>

      <section className="panel author-pack" aria-labelledby="author-pack-title">
        <h3 id="author-pack-title">{t('exercises.packTitle', { count: s.exercises.length })}</h3>
        {s.exercises.length === 0 ? (
          <p className="muted">{t('exercises.packEmpty')}</p>
        ) : (
          <ol className="author-pack-list" data-testid="author-pack-list">
            {s.exercises.map((e, i) => (
              <li key={e.id}>
                <span className={s.editing === i ? 'author-editing' : undefined}>
                  {say(toText(e.title), locale)}
                </span>{' '}
                <button
                  type="button"
                  className="button small"
                  aria-label={t('exercises.editNamed', { title: say(toText(e.title), locale) })}
                  onClick={() => s.edit(i)}
                >
                  {t('exercises.edit')}
                </button>{' '}
                <button
                  type="button"
                  className="button small"
                  aria-label={t('exercises.removeNamed', { title: say(toText(e.title), locale) })}
                  onClick={() => s.remove(i)}
                >
                  {t('exercises.remove')}
                </button>
              </li>
            ))}
          </ol>
        )}
        <PackShare />
      </section>

      <form
        className="author-form"
        aria-labelledby="author-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          s.saveToPack();
        }}
      >
        <h3 id="author-form-title">
          {s.editing === null
            ? t('exercises.newTitle')
            : t('exercises.editingTitle', { n: s.editing + 1 })}
        </h3>

        <fieldset>
          <legend>{t('exercises.texts')}</legend>
          <label className="field">
            {t('exercises.writingIn')}
            <select
              value={s.lang}
              data-testid="author-lang"
              onChange={(e) => s.setLang(e.target.value as (typeof LOCALES)[number])}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <p className="muted">{t('exercises.writingInHelp')}</p>
          <label className="field">
            {t('exercises.field.title')}
            <input
              data-testid="author-title"
              value={words('title')}
              onChange={(e) => s.setWords('title', e.target.value)}
            />
          </label>
          <label className="field">
            {t('exercises.field.intro')}
            <textarea
              rows={3}
              value={words('intro')}
              onChange={(e) => s.setWords('intro', e.target.value)}
            />
          </label>
          <label className="field">
            {t('exercises.field.task')}
            <textarea
              rows={2}
              data-testid="author-task"
              value={words('task')}
              onChange={(e) => s.setWords('task', e.target.value)}
            />
          </label>
          <label className="field">
            {t('exercises.hintsOnePerLine')}
            <textarea
              rows={3}
              data-testid="author-hints"
              value={words('hints')}
              onChange={(e) => s.setWords('hints', e.target.value)}
            />
          </label>
          <label className="field">
            {t('exercises.field.explanation')}
            <textarea
              rows={2}
              value={words('explanation')}
              onChange={(e) => s.setWords('explanation', e.target.value)}
            />
          </label>
        </fieldset>

        <fieldset>
          <legend>{t('exercises.field.data')}</legend>
          <div className="author-row">
            <FilePicker
              label={t('exercises.loadCsv')}
              accept=".csv,text/csv,text/plain"
              testId="author-csv-input"
              className="button small"
              onFile={(f) => void s.loadCsvFile(f)}
            />
            <button
              type="button"
              className="button small"
              disabled={!hasDataset || s.busy}
              onClick={() => void s.useDatasetHead()}
            >
              {t('exercises.datasetHead', { n: 20 })}
            </button>
            <button type="button" className="button small" onClick={() => s.generateTable()}>
              {t('exercises.generate')}
            </button>
          </div>
          <label className="field">
            {t('exercises.dataName')}
            <input value={d.dataName} onChange={(e) => s.update({ dataName: e.target.value })} />
          </label>
          <label className="field">
            {t('exercises.csv')}
            <textarea
              rows={6}
              className="mono"
              data-testid="author-csv"
              value={d.csv}
              spellCheck={false}
              onChange={(e) => s.update({ csv: e.target.value })}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                const file = e.dataTransfer.files[0];
                if (!file) return;
                e.preventDefault();
                e.stopPropagation();
                void s.loadCsvFile(file);
              }}
            />
          </label>
          <label className="field">
            {t('exercises.field.key')}
            <select
              value={d.key}
              data-testid="author-key"
              onChange={(e) => s.update({ key: e.target.value })}
            >
              {columns.length === 0 && <option value="">—</option>}
              {columns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        </fieldset>

        <fieldset>
          <legend>{t('exercises.documents')}</legend>
          {(['start', 'solution'] as const).map((field) => (
            <div key={field}>
              <label className="field">
                {field === 'start' ? t('exercises.field.start') : t('exercises.field.solution')}
                <textarea
                  rows={8}
                  className="mono"
                  spellCheck={false}
                  data-testid={`author-${field}`}
                  value={d[field]}
                  onChange={(e) => s.update({ [field]: e.target.value })}
                />
              </label>
              <button type="button" className="button small" onClick={() => s.fromEditor(field)}>
                {field === 'start'
                  ? t('exercises.startFromEditor')
                  : t('exercises.solutionFromEditor')}
              </button>
            </div>
          ))}
        </fieldset>

        <fieldset>
          <legend>{t('exercises.field.goal')}</legend>
          <p className="muted">{t('exercises.goalHelp')}</p>
          <button
            type="button"
            className="button"
            data-testid="author-take-goal"
            disabled={s.busy}
            onClick={() => void s.takeGoal()}
          >
            {t('exercises.takeGoal')}
          </button>
          <label className="field">
            {t('exercises.flagged')}
            <input
              data-testid="author-flagged"
              value={d.flagged}
              onChange={(e) => s.update({ flagged: e.target.value })}
            />
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={d.checkCodes}
              onChange={(e) => s.update({ checkCodes: e.target.checked })}
            />{' '}
            {t('exercises.checkCodes')}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={d.checkSeverities}
              disabled={d.results.length === 0}
              onChange={(e) => s.update({ checkSeverities: e.target.checked })}
            />{' '}
            {t('exercises.checkSeverities', {
              list:
                d.results.map((r) => `${r.type} (${r.target}): ${r.severity}`).join('; ') || '—',
            })}
          </label>
          <label className="field">
            {t('exercises.types')}
            <input
              data-testid="author-types"
              value={d.types}
              onChange={(e) => s.update({ types: e.target.value })}
            />
          </label>
        </fieldset>

        <div className="author-actions">
          <button
            type="button"
            className="button"
            data-testid="author-try"
            disabled={s.busy}
            onClick={() => void s.tryIt()}
          >
            {t('exercises.tryIt')}
          </button>
          <button type="submit" className="button primary" data-testid="author-save">
            {s.editing === null ? t('exercises.addToPack') : t('exercises.saveChanges')}
          </button>
          <button type="button" className="button" onClick={() => s.newExercise()}>
            {t('exercises.newExercise')}
          </button>
        </div>
        <div aria-live="polite" data-testid="author-notice">
          {s.busy && <p className="muted">{t('exercises.working')}</p>}
          {s.notice && (
            <div className={`message ${s.notice.kind}`}>
              <p>{s.notice.text}</p>
              {s.notice.details && s.notice.details.length > 0 && (
                <ul>
                  {s.notice.details.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      </form>
    </main>
  );
}
