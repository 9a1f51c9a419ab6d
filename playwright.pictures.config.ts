import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run pictures`: the README's pictures from the built page (scripts/pictures/). */
export default defineConfig({
  ...base,
  testDir: 'scripts/pictures',
  retries: 0,
  workers: 1,
  reporter: 'list',
  projects: base.projects?.slice(0, 1).map((p) => ({ ...p, testIgnore: undefined })),
});
