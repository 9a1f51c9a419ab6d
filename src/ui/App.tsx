/**
 * The workbench page: rules and dataset on the left, verdict, results, charts and
 * quarantine on the right; or the lessons, or the examples gallery. Files can be dropped
 * anywhere: a rules `.json` opens as a document, a class pack as its exercises, anything
 * else loads as data (into the exercise being written, while one is).
 */
import { useCallback, useEffect } from 'react';
import { startWorkbench } from '../stores/bootstrap';
import { useDatasetStore } from '../stores/datasetStore';
import { isRulesFile, useDocumentsStore } from '../stores/documentsStore';
import { useExercisesStore } from '../stores/exercisesStore';
import { usePresenterStore } from '../stores/presenterStore';
import { useRunStore } from '../stores/runStore';
import { useTeachStore } from '../stores/teachStore';
import { useViewStore } from '../stores/viewStore';
import { CompareView } from './compare/CompareView';
import { HistoryView } from './history/HistoryView';
import { ScratchView } from './scratch/ScratchView';
import { ViewTabs } from './layout/ViewTabs';
import { ProfileView } from './profile/ProfileView';
import { ChartsPanel } from './charts/ChartsPanel';
import { DatasetPanel } from './dataset/DatasetPanel';
import { DocumentsBar } from './documents/DocumentsBar';
import { SharedBanner } from './documents/SharedBanner';
import { ExplainDialog } from './explain/ExplainDialog';
import { useFileDrop } from './hooks/useFileDrop';
import { useRunShortcut } from './hooks/useRunShortcut';
import { usePresenterShortcut } from './hooks/usePresenterShortcut';
import { AuthorView } from './exercises/AuthorView';
import { PackBanner } from './exercises/PackBanner';
import { ExportPanel } from './export/ExportPanel';
import { DropOverlay } from './layout/DropOverlay';
import type { FolderPart } from '../workbench/read/folder';
import { Header } from './layout/Header';
import { Messages } from './layout/Messages';
import { QuarantinePanel } from './quarantine/QuarantinePanel';
import { ResultsTable } from './results/ResultsTable';
import { SummaryCard } from './results/SummaryCard';
import { RulesPanel } from './rules/RulesPanel';
import { GalleryView } from './teach/GalleryView';
import { LessonPanel } from './teach/LessonPanel';
import { LessonsView } from './teach/LessonsView';

/** The whole page. */
export function App() {
  const openRulesFile = useDocumentsStore((s) => s.openFile);
  const loadFile = useDatasetStore((s) => s.loadFile);
  const run = useRunStore((s) => s.run);
  const view = useTeachStore((s) => s.view);
  const tab = useViewStore((s) => s.view);
  const openDropped = useExercisesStore((s) => s.openDropped);
  const presenter = usePresenterStore((s) => s.on);
  const onFile = useCallback(
    (file: File) => void openDropped(file, isRulesFile(file) ? openRulesFile : loadFile),
    [openDropped, openRulesFile, loadFile],
  );
  const runNow = useCallback(() => void run(), [run]);
  const loadFolder = useDatasetStore((s) => s.loadFolder);
  const onFolder = useCallback(
    (name: string, parts: FolderPart[]) => void loadFolder(name, parts),
    [loadFolder],
  );
  const dragging = useFileDrop(onFile, onFolder);
  useRunShortcut(runNow);
  usePresenterShortcut();
  useEffect(() => {
    void startWorkbench();
  }, []);
  const workbenchShown = view === 'workbench' || view === 'lesson';
  return (
    <div className={presenter ? 'app presenter' : 'app'} data-testid="app">
      <Header />
      <Messages />
      <SharedBanner />
      <PackBanner />
      {view === 'lessons' && <LessonsView />}
      {view === 'author' && <AuthorView />}
      {view === 'gallery' && <GalleryView />}
      {/* Kept mounted while another view shows, so the editor keeps its state. */}
      <main className="layout" hidden={!workbenchShown}>
        <div className="column left">
          {view === 'lesson' && <LessonPanel />}
          <DocumentsBar />
          <RulesPanel />
          <DatasetPanel />
        </div>
        <div className="column right">
          <ViewTabs />
          {tab === 'results' && (
            <div className="view" id="view-results" role="tabpanel" aria-labelledby="tab-results">
              <SummaryCard />
              <ResultsTable />
              <ChartsPanel />
              <QuarantinePanel />
              <ExportPanel />
            </div>
          )}
          {tab === 'profile' && <ProfileView />}
          {tab === 'history' && <HistoryView />}
          {tab === 'compare' && <CompareView />}
          {tab === 'sql' && <ScratchView />}
        </div>
      </main>
      <ExplainDialog />
      <DropOverlay visible={dragging} />
    </div>
  );
}
