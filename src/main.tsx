/**
 * Entry point of the workbench page.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// First, so the page's language is set before anything renders.
import './i18n';
import { initTheme } from './stores/themeStore';
import { App } from './ui/App';
import './ui/styles.css';

// Before the first render, so a saved Light or Dark never flashes the other theme.
initTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
