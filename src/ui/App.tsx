/**
 * The workbench page: rules and dataset on the left, verdict, results, charts and
 * quarantine on the right. Files can be dropped anywhere.
 */
import { useCallback, useEffect } from 'react';
import { startWorkbench } from '../stores/bootstrap';
import { useDatasetStore } from '../stores/datasetStore';
import { useRunStore } from '../stores/runStore';
import { ChartsPanel } from './charts/ChartsPanel';
import { DatasetPanel } from './dataset/DatasetPanel';
import { useFileDrop } from './hooks/useFileDrop';
import { useRunShortcut } from './hooks/useRunShortcut';
import { ExportPanel } from './export/ExportPanel';
import { DropOverlay } from './layout/DropOverlay';
import { Header } from './layout/Header';
import { Messages } from './layout/Messages';
import { QuarantinePanel } from './quarantine/QuarantinePanel';
import { ResultsTable } from './results/ResultsTable';
import { SummaryCard } from './results/SummaryCard';
import { RulesPanel } from './rules/RulesPanel';

/** The whole page. */
export function App() {
  const loadFile = useDatasetStore((s) => s.loadFile);
  const run = useRunStore((s) => s.run);
  const onFile = useCallback((file: File) => void loadFile(file), [loadFile]);
  const runNow = useCallback(() => void run(), [run]);
  const dragging = useFileDrop(onFile);
  useRunShortcut(runNow);
  useEffect(() => {
    void startWorkbench();
  }, []);
  return (
    <div className="app" data-testid="app">
      <Header />
      <Messages />
      <main className="layout">
        <div className="column left">
          <RulesPanel />
          <DatasetPanel />
        </div>
        <div className="column right">
          <SummaryCard />
          <ResultsTable />
          <ChartsPanel />
          <QuarantinePanel />
          <ExportPanel />
        </div>
      </main>
      <DropOverlay visible={dragging} />
    </div>
  );
}
