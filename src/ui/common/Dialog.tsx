/**
 * A modal dialog on the native `<dialog>`: focus moves into it and is trapped there,
 * Escape closes it, and focus returns to what opened it. Named by its heading.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom; a Close button is added when absent. */
  actions?: ReactNode;
  wide?: boolean;
  testId?: string;
}

export function Dialog({ open, title, onClose, children, actions, wide, testId }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // The native dialog gives focus back only when closed; a dialog that is unmounted
    // while open (the Explain dialog is) would leave it on <body>. Keep the opener.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog ${wide ? 'wide' : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <div className="dialog-body">{children}</div>
          <div className="dialog-actions">
            {actions ?? (
              <button type="button" className="button" onClick={onClose}>
                {t('common.close')}
              </button>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
