/**
 * The Profile view: every column's statistics (the first columns show while the rest are
 * still being profiled) and the suggested rules with their evidence.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileStore } from '../../stores/profileStore';
import { formatCount } from '../format';
import { ColumnDetail } from './ColumnDetail';
import { ProfileTable } from './ProfileTable';
import { SuggestionsPanel } from './SuggestionsPanel';

export function ProfileView() {
  const { t } = useTranslation();
  const status = useProfileStore((s) => s.status);
  const columns = useProfileStore((s) => s.columns);
  const total = useProfileStore((s) => s.total);
  const rows = useProfileStore((s) => s.rows);
  const error = useProfileStore((s) => s.error);
  const elapsed = useProfileStore((s) => s.elapsedMs);
  const profile = useProfileStore((s) => s.profile);
  const suggestions = useProfileStore((s) => s.suggestions);
  // The column whose detail is open; opening it again closes it.
  const [open, setOpen] = useState<string | null>(null);
  const detail = columns.find((c) => c.name === open) ?? null;
  return (
    <div className="view" id="view-profile" role="tabpanel" aria-labelledby="tab-profile">
      <section className="panel" aria-labelledby="profile-title">
        <header className="panel-header">
          <h2 id="profile-title">{t('profile.title')}</h2>
          <span className="hint" data-testid="profile-status" aria-live="polite">
            {status === 'profiling'
              ? t('profile.progress', {
                  done: formatCount(columns.length),
                  total: formatCount(total),
                })
              : status === 'done'
                ? t('profile.done', {
                    rows: formatCount(rows),
                    columns: formatCount(columns.length),
                    ms: formatCount(elapsed ?? 0),
                  })
                : ''}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => void profile(true)}
            disabled={status === 'profiling'}
          >
            {t('profile.again')}
          </button>
        </header>
        {error && (
          <p className="run-error" role="alert">
            {t('profile.error', { error })}
          </p>
        )}
        <ProfileTable
          columns={columns}
          open={detail?.name ?? null}
          onOpen={(name) => setOpen((was) => (was === name ? null : name))}
        />
        {detail && (
          <ColumnDetail column={detail} suggestions={suggestions} onClose={() => setOpen(null)} />
        )}
        {status === 'done' && <SuggestionsPanel />}
      </section>
    </div>
  );
}
