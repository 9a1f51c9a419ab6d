/** The list of lessons, with what the learner has passed. */
import { useTranslation } from 'react-i18next';
import { LESSONS } from '../../teach/lessons';
import { say } from '../../teach/text';
import { useTeachStore } from '../../stores/teachStore';
import { useLocale } from './useLocale';

export function LessonsView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const progress = useTeachStore((s) => s.progress);
  const openLesson = useTeachStore((s) => s.openLesson);
  const passed = LESSONS.filter((l) => progress[l.id]?.passed).length;
  return (
    <main className="teach-view" data-testid="lessons-view" aria-labelledby="lessons-title">
      <h2 id="lessons-title">{t('teach.lessonsTitle')}</h2>
      <p className="muted">{t('teach.lessonsIntro')}</p>
      <p className="muted" data-testid="lessons-progress">
        {t('teach.progress', { passed, total: LESSONS.length })}
      </p>
      <ol className="lesson-list">
        {LESSONS.map((lesson, i) => {
          const done = progress[lesson.id]?.passed === true;
          return (
            <li key={lesson.id} className="lesson-item">
              <button
                type="button"
                className="lesson-open"
                data-testid={`lesson-${lesson.id}`}
                onClick={() => void openLesson(lesson.id)}
              >
                <span className="lesson-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="lesson-title">{say(lesson.title, locale)}</span>
                <span className={`lesson-status ${done ? 'done' : ''}`}>
                  {done ? t('teach.passed') : t('teach.notYet')}
                </span>
              </button>
              <p className="lesson-concepts muted">{lesson.concepts.join(' · ')}</p>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
