import { useEffect } from 'react';

const APP_NAME = 'Openhire';

/** Sets the browser tab's title for the current screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
