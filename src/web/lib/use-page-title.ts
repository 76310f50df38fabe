import { useEffect } from 'react';
import { useShownBrand } from './page-brand';
import { useSession } from './session';

const APP_NAME = 'Openhire';

/**
 * Sets the browser tab's title for the current screen: named after the company a page speaks for, after the app for a
 * company's members and guests, and after nobody else for a candidate, who may never have heard of the app.
 */
export function usePageTitle(title: string): void {
  const brand = useShownBrand();
  const candidate = useSession()?.isRecruiter === false;
  const owner = brand?.name ?? (candidate ? '' : APP_NAME);
  useEffect(() => {
    document.title = [title, owner].filter(Boolean).join(' | ') || (brand?.name ?? APP_NAME);
  }, [title, owner, brand?.name]);
}
