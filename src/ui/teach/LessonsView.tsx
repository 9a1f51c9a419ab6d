/**
 * The list of lessons, with what the learner has passed; above it, the class pack a
 * student opened, and the ways in for exercises: open a pack file, write exercises.
 */
import { useTranslation } from 'react-i18next';
import { LESSONS } from '../../teach/lessons';
import { say } from '../../teach/text';
import type { Lesson } from '../../teach/types';
import { useExercisesStore } from '../../stores/exercisesStore';
import { useTeachStore } from '../../stores/teachStore';
import { FilePicker } from '../common/FilePicker';
import { useLocale } from './useLocale';

function LessonList({ lessons, testId }: { lessons: Lesson[]; testId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const progress = useTeachStore((s) => s.progress);
  const openLesson = useTeachStore((s) => s.openLesson);
  return (
    <ol className="lesson-list" data-testid={testId}>
      {lessons.map((lesson, i) => {
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
            {lesson.concepts.length > 0 && (
              <p className="lesson-concepts muted">{lesson.concepts.join(' · ')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function LessonsView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const progress = useTeachStore((s) => s.progress);
  const pack = useTeachStore((s) => s.pack);
  const show = useTeachStore((s) => s.show);
  const closePack = useTeachStore((s) => s.closePack);
  const openPackFile = useExercisesStore((s) => s.openPackFile);
  const passed = LESSONS.filter((l) => progress[l.id]?.passed).length;
  const packTitle = pack ? say(pack.title, locale) : '';
  return (
    <main className="teach-view" data-testid="lessons-view" aria-labelledby="lessons-title">
      <h2 id="lessons-title">{t('teach.lessonsTitle')}</h2>
      <p className="muted">{t('teach.lessonsIntro')}</p>
      <div className="author-row">
        <FilePicker
          label={t('exercises.openPack')}
          accept=".json,application/json"
          testId="pack-file-input"
          className="button small"
          onFile={(f) => void openPackFile(f)}
        />
        <button
          type="button"
          className="button small"
          data-testid="write-exercises"
          onClick={() => show('author')}
        >
          {t('exercises.write')}
        </button>
      </div>
      {pack && (
        <section
          className="pack-lessons"
          aria-labelledby="pack-lessons-title"
          data-testid="pack-lessons"
        >
          <h3 id="pack-lessons-title">
            {packTitle
              ? t('exercises.openedPackNamed', { title: packTitle })
              : t('exercises.openedPack')}
          </h3>
          <p className="muted">
            {t('teach.progress', {
              passed: pack.lessons.filter((l) => progress[l.id]?.passed).length,
              total: pack.lessons.length,
            })}
          </p>
          <LessonList lessons={pack.lessons} testId="pack-lesson-list" />
          <button type="button" className="button small" onClick={closePack}>
            {t('exercises.closePack')}
          </button>
        </section>
      )}
      <h3>{t('exercises.bundled')}</h3>
      <p className="muted" data-testid="lessons-progress">
        {t('teach.progress', { passed, total: LESSONS.length })}
      </p>
      <LessonList lessons={LESSONS} />
    </main>
  );
}
