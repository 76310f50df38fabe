import { Suspense, useState } from 'react';
import { SideMenuNav } from './side-menu-nav';
import { lazyNamed } from '../lib/lazy-named';

// Headless UI is only needed once the drawer opens: it stays out of the first download.
const SideMenuDrawer = lazyNamed(() => import('./side-menu-drawer'), 'SideMenuDrawer');

interface SideMenuProps {
  expanded: boolean;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}

/** A fixed column on large screens (wide or narrow), a drawer on small ones. */
export function SideMenu({ expanded, drawerOpen, onCloseDrawer }: SideMenuProps) {
  // Mounted from the first opening on, so that closing can play its transition.
  const [drawerRequested, setDrawerRequested] = useState(drawerOpen);
  if (drawerOpen && !drawerRequested) setDrawerRequested(true);

  return (
    <>
      <aside
        id="side-menu"
        aria-label="Side menu"
        className={`fixed top-16 bottom-0 left-0 z-10 hidden overflow-y-auto border-r border-slate-200 bg-white py-6 transition-[width] duration-200 lg:block dark:border-slate-800 dark:bg-slate-900 ${
          expanded ? 'w-64 px-4' : 'w-20 px-3'
        }`}
      >
        <SideMenuNav collapsed={!expanded} />
      </aside>

      {drawerRequested && (
        <Suspense fallback={null}>
          <SideMenuDrawer open={drawerOpen} onClose={onCloseDrawer} />
        </Suspense>
      )}
    </>
  );
}
