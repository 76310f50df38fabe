import path from 'node:path';
import type { FileStoreSettings } from '../config.js';
import { s3FileStore } from './s3-store.js';
import { diskFileStore, type FileStore } from './store.js';

/** The app's file store: `DATA_DIR/files`, or the bucket `FILE_STORE=s3` names. */
export function fileStoreFor(config: { dataDir: string; fileStore: FileStoreSettings }): FileStore {
  return config.fileStore.kind === 's3'
    ? s3FileStore(config.fileStore)
    : diskFileStore(path.join(config.dataDir, 'files'));
}
