// The package ships no types; this is the one call we make.
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file open as `fd`: false when another open file description holds one. */
  export function tryLock(fd: number): boolean;
}
