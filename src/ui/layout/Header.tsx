/**
 * The top bar: product name, open a file, run, downloads, presenter mode, colour theme,
 * language, About.
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { useTeachStore } from '../../stores/teachStore';
import { useRunStore } from '../../stores/runStore';
import { usePresenterStore } from '../../stores/presenterStore';
import { DownloadsMenu } from '../downloads/DownloadsMenu';
import { LanguagePicker } from './LanguagePicker';
import { ThemeToggle } from './ThemeToggle';
import { AboutButton } from './AboutButton';
import { FilePicker } from '../common/FilePicker';
import { FolderPicker } from '../common/FolderPicker';
import { DATA_FILES } from '../common/accept';

/** Top bar of the page. */
export function Header() {
  const { t } = useTranslation();
  const view = useTeachStore((s) => s.view);
  const show = useTeachStore((s) => s.show);
  const run = useRunStore((s) => s.run);
  const loadFile = useDatasetStore((s) => s.loadFile);
  const loadFolder = useDatasetStore((s) => s.loadFolder);
  const running = useRunStore((s) => s.status === 'running');
  const presenter = usePresenterStore((s) => s.on);
  const togglePresenter = usePresenterStore((s) => s.toggle);
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <header className="topbar">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          DQ
        </span>
        <div>
          <h1>DQ Workbench</h1>
          <p className="tagline">{t('header.tagline')}</p>
        </div>
      </div>
      <nav className="view-nav" aria-label={t('nav.label')}>
        {(
          [
            ['workbench', t('nav.workbench')],
            ['lessons', t('nav.lessons')],
            ['gallery', t('nav.gallery')],
          ] as const
        ).map(([v, label]) => {
          const current =
            view === v || (v === 'lessons' && (view === 'lesson' || view === 'author'));
          return (
            <button
              key={v}
              type="button"
              className={`button ${current ? 'current' : ''}`}
              aria-current={current ? 'page' : undefined}
              data-testid={`nav-${v}`}
              onClick={() => show(v)}
            >
              {label}
            </button>
          );
        })}
      </nav>
      <div className="topbar-actions">
        <FilePicker
          label={t('header.openFile')}
          accept={DATA_FILES}
          testId="file-input"
          onFile={(file) => void loadFile(file)}
        />
        <FolderPicker
          label={t('header.openFolder')}
          testId="folder-input"
          onFolder={(name, parts) => void loadFolder(name, parts)}
        />
        <button
          type="button"
          className="button primary"
          data-testid="run-button"
          onClick={() => void run()}
          disabled={running}
          title={t('header.runTitle', { shortcut: `${isMac ? '⌘' : 'Ctrl'}+Enter` })}
        >
          {running ? t('header.running') : t('header.run')}
          <kbd>{isMac ? '⌘' : 'Ctrl'}+Enter</kbd>
        </button>
        <DownloadsMenu />
        <button
          type="button"
          className="button"
          data-testid="presenter-toggle"
          aria-pressed={presenter}
          aria-keyshortcuts="Alt+Shift+P"
          title={t('exercises.presenterTitle', { shortcut: 'Alt+Shift+P' })}
          onClick={togglePresenter}
        >
          {t('exercises.presenter')}
        </button>
        <ThemeToggle />
        <LanguagePicker />
        <AboutButton />
      </div>
    </header>
  );
}
