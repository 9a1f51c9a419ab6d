/**
 * The full-page hint shown while a file is dragged over the page.
 */

/** Drop hint overlay. */
export function DropOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="drop-overlay" data-testid="drop-overlay">
      <div className="drop-card">
        <strong>Drop a CSV or Parquet file</strong>
        <span>It replaces the dataset; your rules stay and re-run.</span>
      </div>
    </div>
  );
}
