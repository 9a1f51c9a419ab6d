/**
 * A button that opens the system's folder chooser (`<input webkitdirectory>`): the chosen
 * folder's files go to `onFolder` with their paths in it (RULES.md §9, "A folder of files").
 * The hidden input keeps its test id; it is cleared afterwards so the same folder can be
 * chosen again.
 */
import { useEffect, useRef } from 'react';
import { chosenFolder, type FolderPart } from '../../workbench/read/folder';

interface Props {
  label: string;
  testId: string;
  onFolder: (name: string, parts: FolderPart[]) => void;
  className?: string;
}

export function FolderPicker({ label, testId, onFolder, className = 'button' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // React knows no `webkitdirectory` prop: the attribute is set on the element.
    input.current?.setAttribute('webkitdirectory', '');
  }, []);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={label}
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) {
            const { name, parts } = chosenFolder(files);
            onFolder(name, parts);
          }
          event.target.value = '';
        }}
      />
      <button type="button" className={className} onClick={() => input.current?.click()}>
        {label}
      </button>
    </>
  );
}
