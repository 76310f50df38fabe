import { useCallback, useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';

type Theme = 'light' | 'dark';

const DEVICE_DARK = '(prefers-color-scheme: dark)';

/** The theme the person picked with the toggle, if ever. */
function chosenTheme(): Theme | null {
  const stored = readStored(STORAGE_KEYS.colorTheme);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

/** The person's pick, else the device's setting: nobody has to find the toggle to read the app in their theme. */
function readTheme(): Theme {
  return chosenTheme() ?? (window.matchMedia(DEVICE_DARK).matches ? 'dark' : 'light');
}

/** The theme is a class on <body>; Tailwind's dark variant follows it (see styles.css). */
function applyTheme(theme: Theme): void {
  document.body.classList.toggle('dark', theme === 'dark');
  document.body.classList.toggle('light', theme === 'light');
}

const listeners = new Set<() => void>();

function themeChanged(): void {
  applyTheme(readTheme());
  for (const listener of listeners) listener();
}

/** Applies the theme, and then the device's each time it changes, for as long as the person has not picked one. */
export function followDeviceTheme(): void {
  applyTheme(readTheme());
  window.matchMedia(DEVICE_DARK).addEventListener('change', themeChanged);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, readTheme);
  // Only a pick is kept: until then the device decides.
  const toggleTheme = useCallback(() => {
    writeStored(STORAGE_KEYS.colorTheme, readTheme() === 'dark' ? 'light' : 'dark');
    themeChanged();
  }, []);
  return { theme, toggleTheme };
}
