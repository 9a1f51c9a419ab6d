/** The examples gallery: one runnable example per rule type, searchable, opened in one click. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchGallery } from '../../teach/gallery/search';
import { say } from '../../teach/text';
import { useTeachStore } from '../../stores/teachStore';
import { useLocale } from './useLocale';

export function GalleryView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const openExample = useTeachStore((s) => s.openExample);
  const found = useMemo(() => searchGallery(query), [query]);
  return (
    <main className="teach-view" data-testid="gallery-view" aria-labelledby="gallery-title">
      <h2 id="gallery-title">{t('gallery.title')}</h2>
      <p className="muted">{t('gallery.intro')}</p>
      <label className="gallery-search">
        {t('gallery.search')}
        <input
          type="search"
          value={query}
          data-testid="gallery-search"
          placeholder={t('gallery.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <p className="muted" aria-live="polite">
        {t('gallery.shown', { n: found.length })}
      </p>
      <ul className="gallery-list">
        {found.map((e) => (
          <li key={e.id} className="gallery-item" data-testid={`example-${e.id}`}>
            <div>
              <h3>
                {say(e.title, locale)} <code>{e.type}</code>
              </h3>
              <p>{say(e.fails, locale)}</p>
              <pre className="gallery-rule">{JSON.stringify(e.rule)}</pre>
            </div>
            <button
              type="button"
              className="button"
              aria-label={t('gallery.openNamed', { title: say(e.title, locale) })}
              onClick={() => void openExample(e.id)}
            >
              {t('gallery.open')}
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
