/**
 * The open lesson beside the editor: what to know, the task, "check my answer" with what
 * is still off, graded hints and the solution.
 */
import { useTranslation } from 'react-i18next';
import { say } from '../../teach/text';
import { findLesson, lessonPlace, useTeachStore } from '../../stores/teachStore';
import { useLocale } from './useLocale';

export function LessonPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const s = useTeachStore();
  const lesson = findLesson(s.lessonId ?? '');
  if (!lesson) return null;
  const { number, total, next, inPack } = lessonPlace(lesson);
  const hintsShown = s.progress[lesson.id]?.hintsShown ?? 0;
  const outcome = s.outcome;
  return (
    <section
      className="panel lesson-panel"
      aria-labelledby="lesson-title"
      data-testid="lesson-panel"
    >
      <div className="panel-header">
        <h2 id="lesson-title">
          {inPack
            ? t('exercises.exerciseN', { n: number, total })
            : t('teach.lessonN', { n: number })}{' '}
          — {say(lesson.title, locale)}
        </h2>
        <button type="button" className="button small" onClick={() => s.show('lessons')}>
          {t('teach.allLessons')}
        </button>
      </div>
      <div className="lesson-body">
        {say(lesson.intro, locale)
          .split('\n\n')
          .filter((p) => p.trim())
          .map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        <p className="lesson-task">
          <strong>{t('teach.task')}</strong> {say(lesson.task, locale)}
        </p>
        <p className="muted">{t('teach.dataIs', { name: lesson.data.name })}</p>
        {lesson.now && (
          <p className="muted">
            {t('teach.clockIs', { now: lesson.now.replace('T', ' ').replace('Z', ' UTC') })}
          </p>
        )}
      </div>
      <div className="lesson-actions">
        <button
          type="button"
          className="button primary"
          data-testid="lesson-check"
          disabled={s.checking}
          onClick={() => void s.check()}
        >
          {s.checking ? t('teach.checking') : t('teach.check')}
        </button>
        <button
          type="button"
          className="button"
          data-testid="lesson-hint"
          disabled={hintsShown >= lesson.hints.length}
          onClick={() => s.nextHint()}
        >
          {t('teach.hint', {
            n: Math.min(hintsShown + 1, lesson.hints.length),
            total: lesson.hints.length,
          })}
        </button>
        <button type="button" className="button" onClick={() => s.showSolution()}>
          {t('teach.showSolution')}
        </button>
        <button type="button" className="button" onClick={() => s.resetLesson()}>
          {t('teach.startOver')}
        </button>
      </div>
      <div aria-live="polite" data-testid="lesson-feedback">
        {s.checkError && <p className="message error">{s.checkError}</p>}
        {outcome && outcome.passed && (
          <div className="lesson-passed" role="status">
            <p>
              <strong>{t('teach.passedMessage')}</strong> {say(lesson.explanation, locale)}
            </p>
            {next && (
              <button type="button" className="button" onClick={() => void s.openLesson(next.id)}>
                {inPack
                  ? t('exercises.nextExercise', { title: say(next.title, locale) })
                  : t('teach.nextLesson', { title: say(next.title, locale) })}
              </button>
            )}
          </div>
        )}
        {outcome && !outcome.passed && (
          <div className="lesson-failed">
            <p>
              <strong>{t('teach.notYetMessage')}</strong>
            </p>
            <ul>
              {outcome.feedback.map((f) => (
                <li key={f.id}>{say(f.text, locale)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {hintsShown > 0 && (
        <div className="lesson-hints">
          <h3>{t('teach.hints')}</h3>
          <ol>
            {lesson.hints.slice(0, hintsShown).map((h, i) => (
              <li key={i}>{say(h, locale)}</li>
            ))}
          </ol>
        </div>
      )}
      {s.solutionShown && (
        <div className="lesson-solution">
          <h3>{t('teach.solution')}</h3>
          <pre tabIndex={0} aria-label={t('teach.solution')}>
            {lesson.solution}
          </pre>
          <button type="button" className="button" onClick={() => s.useSolution()}>
            {t('teach.useSolution')}
          </button>
        </div>
      )}
    </section>
  );
}
