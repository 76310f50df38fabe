import { useEffect, useState } from 'react';

/** How long typing must pause before a search box's text is sent: a request per pause, not per key. */
const SEARCH_DELAY_MS = 300;

/** The value as it was once it stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
