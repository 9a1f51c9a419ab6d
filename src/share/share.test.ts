import { describe, expect, it } from 'vitest';
import {
  addDocument,
  activeDocument,
  deleteDocument,
  LEGACY_KEY,
  LIBRARY_KEY,
  loadLibrary,
  renameDocument,
  saveLibrary,
  setActiveText,
  switchTo,
} from './documents';
import { decodeShare, encodeShare, MAX_SHARED_DATA_BYTES, ShareLinkError } from './link';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    m,
  };
};

describe('share links', () => {
  const doc =
    '{ "validations": { "rules": [ { "type": "regex", "column": "cpf", "pattern": "^\\\\d{11}$" } ] } }';

  it('round-trips a document, a title and small data, compressed and URL-safe', async () => {
    const csv =
      'id,cpf\n' + Array.from({ length: 200 }, (_, i) => `${i},0123456789${i % 10}`).join('\n');
    const hash = await encodeShare({
      doc,
      title: 'Ação – lição 3',
      data: { name: 'cpf.csv', csv },
    });
    expect(hash).toMatch(/^#share=1\.[A-Za-z0-9_-]+$/);
    expect(hash.length).toBeLessThan((doc.length + csv.length) / 2);
    expect(await decodeShare(hash)).toEqual({
      doc,
      title: 'Ação – lição 3',
      data: { name: 'cpf.csv', csv },
    });
  });

  it('leaves out data too big to travel, keeping the document', async () => {
    const csv = 'x\n' + 'y'.repeat(MAX_SHARED_DATA_BYTES);
    const out = await decodeShare(await encodeShare({ doc, data: { name: 'big.csv', csv } }));
    expect(out).toEqual({ doc });
  });

  it('refuses a damaged or foreign link with a sentence', async () => {
    const hash = await encodeShare({ doc });
    await expect(decodeShare(hash.slice(0, hash.length - 12))).rejects.toThrow(/damaged/);
    await expect(decodeShare('#other')).rejects.toBeInstanceOf(ShareLinkError);
    const notDoc = await encodeShare({ doc: 'x' });
    expect((await decodeShare(notDoc)).doc).toBe('x');
  });
});

describe('named documents', () => {
  it('starts from the legacy autosave, else the fallback', () => {
    const s = memory();
    s.setItem(LEGACY_KEY, 'old text');
    expect(activeDocument(loadLibrary(s, 'sample', 'My rules'))).toMatchObject({
      name: 'My rules',
      text: 'old text',
    });
    expect(activeDocument(loadLibrary(memory(), 'sample', 'My rules')).text).toBe('sample');
  });

  it('adds, edits, switches, renames and deletes; survives a reload', () => {
    const s = memory();
    let l = loadLibrary(s, 'a', 'Mine');
    const first = l.activeId;
    l = addDocument(l, 'Mine', 'b');
    expect(activeDocument(l).name).toBe('Mine (2)');
    l = setActiveText(l, 'b2');
    l = switchTo(l, first);
    expect(activeDocument(l).text).toBe('a');
    l = renameDocument(l, first, '  Lesson draft ');
    expect(activeDocument(l).name).toBe('Lesson draft');
    expect(renameDocument(l, first, '   ')).toBe(l);
    saveLibrary(s, l);
    const reloaded = loadLibrary(s, 'ignored', 'ignored');
    expect(reloaded).toEqual(l);
    expect(s.m.get(LEGACY_KEY)).toBe('a');
    const second = l.documents[1].id;
    l = deleteDocument(l, first);
    expect(l.documents.map((d) => d.text)).toEqual(['b2']);
    expect(l.activeId).toBe(second);
    expect(deleteDocument(l, second)).toBe(l);
  });

  it('ignores a corrupt library rather than failing', () => {
    const s = memory();
    s.setItem(LIBRARY_KEY, '{"documents": "nope"}');
    expect(activeDocument(loadLibrary(s, 'fallback', 'Mine')).text).toBe('fallback');
  });
});
