import { useCallback, useEffect, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';

type Theme = 'light' | 'dark';

export function readTheme(): Theme {
  return readStored(STORAGE_KEYS.colorTheme) === 'dark' ? 'dark' : 'light';
}

/** The theme is a class on <body>; Tailwind's dark variant follows it (see styles.css). */
export function applyTheme(theme: Theme): void {
  document.body.classList.toggle('dark', theme === 'dark');
  document.body.classList.toggle('light', theme === 'light');
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<Theme>(readTheme);

  useEffect(() => {
    applyTheme(theme);
    writeStored(STORAGE_KEYS.colorTheme, theme);
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme((previous) => (previous === 'dark' ? 'light' : 'dark')), []);
  return { theme, toggleTheme };
}
