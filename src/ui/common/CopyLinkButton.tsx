/**
 * Copies a link to the clipboard and says so beside the button, until the link changes
 * (a share link of the document, a class pack's link).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(url);
          } catch {
            setCopied(null);
          }
        }}
      >
        {t('share.copy')}
      </button>
      <span aria-live="polite">{copied === url ? ` ${t('share.copied')}` : ''}</span>
    </>
  );
}
