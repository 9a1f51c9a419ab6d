/**
 * About: what the page is, that nothing leaves the browser, and which production versions
 * its verdicts are checked against on Spark (the Spark suite's pinned environments).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKED_AGAINST, type CheckedAgainst } from '../../stores/production';
import { Dialog } from '../common/Dialog';

export function AboutButton() {
  const { t } = useTranslation();
  const roles: Record<CheckedAgainst['role'], string> = {
    production: t('about.roles.production'),
    documented: t('about.roles.documented'),
    'previous-spark': t('about.roles.previous-spark'),
  };
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        data-testid="about-button"
        onClick={() => setOpen(true)}
      >
        {t('about.button')}
      </button>
      <Dialog open={open} title={t('about.title')} onClose={() => setOpen(false)} testId="about">
        <p>{t('about.what')}</p>
        <p>{t('about.local')}</p>
        <h3>{t('about.checkedTitle')}</h3>
        <p>{t('about.checked')}</p>
        <table className="data-table" data-testid="about-versions">
          <caption className="visually-hidden">{t('about.checkedTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('about.role')}</th>
              <th scope="col">Spark</th>
              <th scope="col">sparquet_cola</th>
              <th scope="col">sparquet</th>
            </tr>
          </thead>
          <tbody>
            {CHECKED_AGAINST.map((c) => (
              <tr key={c.oracle}>
                <td>{roles[c.role]}</td>
                <td>{c.spark}</td>
                <td>{c.sparquetCola}</td>
                <td>{c.sparquet ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('about.engine')}</p>
      </Dialog>
    </>
  );
}
