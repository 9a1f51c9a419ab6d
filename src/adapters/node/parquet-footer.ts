/** A Parquet file's footer read from disk: its last bytes only, however large the file. */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { footerStart } from '../common/parquetFooter.ts';

/** The footer (Thrift `FileMetaData`) of the Parquet file at `file`, or null when it has none. */
export function footerOfFile(file: string): Uint8Array | null {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size < 12) return null;
    const tail = new Uint8Array(8);
    readSync(fd, tail, 0, 8, size - 8);
    const start = footerStart(tail, size);
    if (start === null) return null;
    const footer = new Uint8Array(size - 8 - start);
    readSync(fd, footer, 0, footer.length, start);
    return footer;
  } finally {
    closeSync(fd);
  }
}
