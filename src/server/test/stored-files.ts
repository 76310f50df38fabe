import type { FileStore } from '../files/store.js';

/** The keys of every file the store holds, disk or bucket alike, sorted. */
export async function storedKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys.sort();
}
