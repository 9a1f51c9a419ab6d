/**
 * The Profile view: every column's statistics (the first columns show while the rest are
 * still being profiled) and the suggested rules with their evidence.
 */
import { useProfileStore } from '../../stores/profileStore';
import { formatCount } from '../format';
import { ProfileTable } from './ProfileTable';
import { SuggestionsPanel } from './SuggestionsPanel';

export function ProfileView() {
  const status = useProfileStore((s) => s.status);
  const columns = useProfileStore((s) => s.columns);
  const total = useProfileStore((s) => s.total);
  const rows = useProfileStore((s) => s.rows);
  const error = useProfileStore((s) => s.error);
  const elapsed = useProfileStore((s) => s.elapsedMs);
  const profile = useProfileStore((s) => s.profile);
  return (
    <div className="view" id="view-profile" role="tabpanel" aria-labelledby="tab-profile">
      <section className="panel" aria-labelledby="profile-title">
        <header className="panel-header">
          <h2 id="profile-title">Profile</h2>
          <span className="hint" data-testid="profile-status" aria-live="polite">
            {status === 'profiling'
              ? `Profiling… ${formatCount(columns.length)} of ${formatCount(total)} columns`
              : status === 'done'
                ? `${formatCount(rows)} rows, ${formatCount(columns.length)} columns${elapsed !== null ? ` · ${formatCount(elapsed)} ms` : ''}`
                : ''}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => void profile(true)}
            disabled={status === 'profiling'}
          >
            Profile again
          </button>
        </header>
        {error && (
          <p className="run-error" role="alert">
            The profile could not be computed: {error}
          </p>
        )}
        {status === 'done' && <SuggestionsPanel />}
        <ProfileTable columns={columns} />
      </section>
    </div>
  );
}
