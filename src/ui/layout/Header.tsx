/**
 * The top bar: product name, open a file, run, downloads, colour theme.
 */
import { useRef } from 'react';
import { useDatasetStore } from '../../stores/datasetStore';
import { useRunStore } from '../../stores/runStore';
import { DownloadsMenu } from '../downloads/DownloadsMenu';
import { ThemeToggle } from './ThemeToggle';

/** Top bar of the page. */
export function Header() {
  const input = useRef<HTMLInputElement>(null);
  const loadFile = useDatasetStore((s) => s.loadFile);
  const run = useRunStore((s) => s.run);
  const running = useRunStore((s) => s.status === 'running');
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <header className="topbar">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          DQ
        </span>
        <div>
          <h1>DQ Workbench</h1>
          <p className="tagline">
            Vet data-quality rules on a sample file — nothing leaves your browser.
          </p>
        </div>
      </div>
      <div className="topbar-actions">
        <input
          ref={input}
          type="file"
          accept=".csv,.tsv,.txt,.parquet,.parq"
          hidden
          data-testid="file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void loadFile(file);
            event.target.value = '';
          }}
        />
        <button type="button" className="button" onClick={() => input.current?.click()}>
          Open file…
        </button>
        <button
          type="button"
          className="button primary"
          data-testid="run-button"
          onClick={() => void run()}
          disabled={running}
          title={`Run the rules (${isMac ? '⌘' : 'Ctrl'}+Enter)`}
        >
          {running ? 'Running…' : 'Run'}
          <kbd>{isMac ? '⌘' : 'Ctrl'}+Enter</kbd>
        </button>
        <DownloadsMenu />
        <ThemeToggle />
      </div>
    </header>
  );
}
