import { useEffect, useSyncExternalStore } from 'react';
import type { CompanyBrandView } from '../../shared/brand';

// The company a page speaks for (a job's apply page, a candidate's application): the whole screen wears its brand
// while that page is shown, the header its logo and name, every brand shade its colour (decision 089).

let current: CompanyBrandView | null = null;
const listeners = new Set<() => void>();

function paint(brand: CompanyBrandView | null): void {
  const root = document.documentElement.style;
  if (!brand) {
    for (const property of [...root]) if (property.startsWith('--color-brand-')) root.removeProperty(property);
    return;
  }
  // The shades' colour arithmetic loads with the first branded page, not with every page (the sign-in budget).
  void import('../../shared/brand').then(({ brandShades }) => {
    if (current !== brand) return;
    for (const [shade, hex] of Object.entries(brandShades(brand.color)))
      root.setProperty(`--color-brand-${shade}`, hex);
  });
}

function show(brand: CompanyBrandView | null): void {
  current = brand;
  paint(brand);
  for (const listener of listeners) listener();
}

/** Makes the screen wear `brand` while the calling page is shown; nothing while it is undefined (still loading). */
export function usePageBrand(brand: CompanyBrandView | undefined): void {
  const { name, color, logo_url: logoUrl, shows_powered_by: showsPoweredBy } = brand ?? {};
  useEffect(() => {
    if (name === undefined || color === undefined || logoUrl === undefined || showsPoweredBy === undefined) return;
    show({ name, color, logo_url: logoUrl, shows_powered_by: showsPoweredBy });
    return () => show(null);
  }, [name, color, logoUrl, showsPoweredBy]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The brand the current page wears, or null on a page that speaks for no company. */
export function useShownBrand(): CompanyBrandView | null {
  return useSyncExternalStore(subscribe, () => current);
}
