import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../files/store.js';
import type { CandidateExport } from './service.js';

/**
 * The export as a ZIP stream. Each file's bytes are read only when the archive reaches it, so that at most one file is
 * held in memory however many there are; resumes and offers are already compressed and are stored as they are.
 */
export function exportZip(contents: CandidateExport, store: FileStore): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(contents.data, null, 2)), 'data.json');
  for (const file of contents.files) {
    zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
      store.read(file.storageKey).then(
        (bytes) => done(null, Readable.from([bytes])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A file lost from the store cuts the download short instead of handing over an archive that lacks it.
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}
