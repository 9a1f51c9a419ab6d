/**
 * A button that opens the system's file chooser: the hidden input it drives keeps its test id,
 * and the chosen file goes to `onFile`. The input is cleared afterwards so that choosing the
 * same file again still reports it.
 */
import { useRef } from 'react';

interface Props {
  label: string;
  accept: string;
  testId: string;
  onFile: (file: File) => void;
  className?: string;
}

export function FilePicker({ label, accept, testId, onFile, className = 'button' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <button type="button" className={className} onClick={() => input.current?.click()}>
        {label}
      </button>
    </>
  );
}
