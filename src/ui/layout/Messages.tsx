/**
 * Messages above the page: why the last file was refused, notices, and the offer to load
 * the last dataset again.
 */
import { useDatasetStore } from '../../stores/datasetStore';
import { formatBytes } from '../format';

/** The message strip. */
export function Messages() {
  const error = useDatasetStore((s) => s.error);
  const notice = useDatasetStore((s) => s.notice);
  const last = useDatasetStore((s) => s.lastDataset);
  const dismiss = useDatasetStore((s) => s.dismissMessages);
  const restoreLast = useDatasetStore((s) => s.restoreLast);
  const dismissLast = useDatasetStore((s) => s.dismissLast);
  const current = useDatasetStore((s) => s.dataset);
  if (!error && !notice && !last) return null;
  return (
    <div className="messages">
      {error && (
        <div className="message error" role="alert" data-testid="load-error">
          <strong>That file was not loaded.</strong> <span>{error}</span>
          {current && <span className="message-aside"> Still using “{current.name}”.</span>}
          <button type="button" className="message-close" aria-label="Dismiss" onClick={dismiss}>
            ×
          </button>
        </div>
      )}
      {notice && (
        <div className="message info" role="status" data-testid="notice">
          <span>{notice}</span>
          <button type="button" className="message-close" aria-label="Dismiss" onClick={dismiss}>
            ×
          </button>
        </div>
      )}
      {last && (
        <div className="message info" data-testid="restore-offer">
          {last.stored ? (
            <>
              <span>
                Your last dataset was “{last.name}” ({formatBytes(last.size)}).
              </span>
              <button type="button" className="button small" onClick={() => void restoreLast()}>
                Load it again
              </button>
            </>
          ) : (
            <span>
              Your last dataset was “{last.name}”. This browser could not keep a copy — drop the
              file again to use it.
            </span>
          )}
          <button
            type="button"
            className="message-close"
            aria-label="Dismiss"
            onClick={dismissLast}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
