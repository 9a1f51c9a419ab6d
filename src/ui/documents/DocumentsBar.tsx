/**
 * The named documents: pick one, make a new one, rename, delete, open a rules `.json`
 * file, and share the document (with its data when small) as a link.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeDocument } from '../../share/documents';
import { useDocumentsStore } from '../../stores/documentsStore';
import { useTeachStore } from '../../stores/teachStore';
import { CopyButton } from '../common/CopyButton';
import { Dialog } from '../common/Dialog';
import { FilePicker } from '../common/FilePicker';

type Open = null | 'rename' | 'delete' | 'share';

export function DocumentsBar() {
  const { t } = useTranslation();
  const s = useDocumentsStore();
  const inLesson = useTeachStore((x) => x.view === 'lesson');
  // Before the first edit nothing is saved: the editor holds the sample as "My rules".
  const library = s.library ?? {
    documents: [{ id: '', name: t('documents.firstName'), text: '', updatedAt: 0 }],
    activeId: '',
  };
  const active = activeDocument(library);
  const [open, setOpen] = useState<Open>(null);
  const [name, setName] = useState('');
  const [link, setLink] = useState<{ url: string; withData: boolean } | null>(null);

  return (
    <div
      className="documents-bar"
      role="group"
      aria-label={t('documents.label')}
      data-testid="documents-bar"
    >
      <label className="documents-pick">
        <span>{t('documents.document')}</span>
        <select
          value={inLesson ? '' : active.id}
          data-testid="documents-select"
          onChange={(e) => s.switchTo(e.target.value)}
        >
          {inLesson && <option value="">{t('documents.lessonInEditor')}</option>}
          {library.documents.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button small" onClick={() => s.create()}>
        {t('documents.new')}
      </button>
      <button
        type="button"
        className="button small"
        disabled={inLesson}
        onClick={() => {
          setName(active.name);
          setOpen('rename');
        }}
      >
        {t('documents.rename')}
      </button>
      <button
        type="button"
        className="button small"
        disabled={inLesson || library.documents.length < 2}
        onClick={() => setOpen('delete')}
      >
        {t('documents.delete')}
      </button>
      <FilePicker
        label={t('documents.openJson')}
        accept=".json,application/json"
        testId="rules-file-input"
        className="button small"
        onFile={(f) => void s.openFile(f)}
      />
      <button
        type="button"
        className="button small"
        data-testid="share-button"
        onClick={async () => {
          setLink(await s.shareLink());
          setOpen('share');
        }}
      >
        {t('share.button')}
      </button>

      <Dialog
        open={open === 'rename'}
        title={t('documents.renameTitle')}
        onClose={() => setOpen(null)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setOpen(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              form="rename-form"
              className="button primary"
              disabled={!name.trim()}
            >
              {t('common.save')}
            </button>
          </>
        }
      >
        <form
          id="rename-form"
          onSubmit={(e) => {
            e.preventDefault();
            s.rename(active.id, name);
            setOpen(null);
          }}
        >
          <label className="field">
            {t('documents.name')}
            <input value={name} autoFocus onChange={(e) => setName(e.target.value)} />
          </label>
        </form>
      </Dialog>

      <Dialog
        open={open === 'delete'}
        title={t('documents.deleteTitle', { name: active.name })}
        onClose={() => setOpen(null)}
        actions={
          <>
            <button type="button" className="button" autoFocus onClick={() => setOpen(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => {
                s.remove(active.id);
                setOpen(null);
              }}
            >
              {t('documents.deleteConfirm')}
            </button>
          </>
        }
      >
        <p>{t('documents.deleteText')}</p>
      </Dialog>

      <Dialog
        open={open === 'share' && link !== null}
        title={t('share.title')}
        onClose={() => setOpen(null)}
      >
        <p>{link?.withData ? t('share.withData') : t('share.withoutData')}</p>
        <p className="muted">{t('share.private')}</p>
        <label className="field">
          {t('share.link')}
          <input
            readOnly
            value={link?.url ?? ''}
            data-testid="share-link"
            onFocus={(e) => e.target.select()}
          />
        </label>
        <CopyButton
          text={link?.url ?? ''}
          label={t('share.copy')}
          copiedWords={t('share.copied')}
          className="button"
        />
      </Dialog>
    </div>
  );
}
