/**
 * Packs kept in the browser: the class pack a student opened (so a reload keeps its
 * exercises beside their progress) and the exercises an instructor is writing (so nothing
 * written is lost). Each is one JSON value in localStorage, read back as untrusted.
 */
import { packText, readPack } from '../../teach/exercise/validate';
import type { ClassPack } from '../../teach/exercise/authored';

export const OPENED_PACK_KEY = 'dqw.pack.v1';
export const AUTHORING_KEY = 'dqw.authoring.v1';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: it still holds for this page.
  }
}

/** The pack the student opened last, or null (none, or no longer readable). */
export function loadOpenedPack(): ClassPack | null {
  const raw = read(OPENED_PACK_KEY);
  if (!raw) return null;
  try {
    return readPack(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveOpenedPack(pack: ClassPack | null): void {
  write(OPENED_PACK_KEY, pack ? packText(pack) : null);
}

/** What the instructor was writing, as they left it (any JSON value; the store checks it). */
export function loadAuthoring(): unknown {
  const raw = read(AUTHORING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function saveAuthoring(value: unknown): void {
  write(AUTHORING_KEY, JSON.stringify(value));
}
