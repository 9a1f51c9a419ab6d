/**
 * Drag-and-drop anywhere on the page. Returns whether a file is being dragged over it.
 */
import { useEffect, useState } from 'react';
import type { FolderPart } from '../../workbench/read/folder';
import { dropEntries } from './droppedFolder';

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Calls `onFile` with a dropped file, or `onFolder` with a dropped folder or several files
 * (read as one dataset, RULES.md §9).
 */
export function useFileDrop(
  onFile: (file: File) => void,
  onFolder?: (name: string, parts: FolderPart[]) => void,
): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    // dragenter/dragleave fire for every child element; count them to know when we left.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const transfer = event.dataTransfer;
      if (!transfer) return;
      const file = transfer.files[0];
      const folder = onFolder ? dropEntries(transfer) : null;
      void (async () => {
        const dropped = folder ? await folder() : null;
        if (dropped && onFolder) onFolder(dropped.name, dropped.parts);
        else if (file) onFile(file);
      })();
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [onFile, onFolder]);
  return dragging;
}
