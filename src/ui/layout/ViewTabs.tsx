/**
 * The right-hand column's views as tabs: Results, Profile, History, Compare, SQL. Arrow keys
 * move between tabs, as in any tab list.
 */
import { useTranslation } from 'react-i18next';
import type { KeyboardEvent } from 'react';
import { useViewStore, VIEWS, type View } from '../../stores/viewStore';

export function ViewTabs() {
  const { t } = useTranslation();
  const labels: Record<View, string> = {
    results: t('views.results'),
    profile: t('views.profile'),
    history: t('views.history'),
    compare: t('views.compare'),
    sql: t('views.sql'),
  };
  const view = useViewStore((s) => s.view);
  const show = useViewStore((s) => s.show);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = VIEWS[(VIEWS.indexOf(view) + step + VIEWS.length) % VIEWS.length];
    show(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="view-tabs" role="tablist" aria-label={t('views.label')}>
      {VIEWS.map((v) => (
        <button
          key={v}
          id={`tab-${v}`}
          type="button"
          role="tab"
          className="view-tab"
          aria-selected={view === v}
          aria-controls={`view-${v}`}
          tabIndex={view === v ? 0 : -1}
          onClick={() => show(v)}
          onKeyDown={onKey}
        >
          {labels[v]}
        </button>
      ))}
    </div>
  );
}
