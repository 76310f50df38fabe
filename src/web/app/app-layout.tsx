import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/spinner';
import { POWERED_BY } from '../../shared/powered-by';
import { lazyNamed } from '../lib/lazy-named';
import { useShownBrand } from '../lib/page-brand';
import { useSession } from '../lib/session';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';
import { RouteErrorBoundary } from './route-error-boundary';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const MemberSync = lazyNamed(() => import('./member-sync'), 'MemberSync');

function PageLoading() {
  return (
    <div className="flex justify-center py-24 text-brand-600 dark:text-brand-300">
      <Spinner size="lg" label="Loading page…" />
    </div>
  );
}

/** The shell every screen shares: top bar, side menu and the page. */
export function AppLayout() {
  const [sideMenuExpanded, setSideMenuExpanded] = useState(() => readStored(STORAGE_KEYS.sideMenuExpanded) !== 'false');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const brand = useShownBrand();
  // A guest's menu holds one link: on a large screen it stays a narrow rail, so that the form has the room.
  const signedIn = session !== null;
  const expanded = sideMenuExpanded && signedIn;

  useEffect(() => {
    writeStored(STORAGE_KEYS.sideMenuExpanded, String(sideMenuExpanded));
  }, [sideMenuExpanded]);

  return (
    <div className="min-h-dvh">
      {session?.isRecruiter && (
        <Suspense fallback={null}>
          <MemberSync />
        </Suspense>
      )}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar
        sideMenuExpanded={expanded}
        onToggleSideMenu={() => setSideMenuExpanded((expanded) => !expanded)}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <SideMenu expanded={expanded} drawerOpen={drawerOpen} onCloseDrawer={() => setDrawerOpen(false)} />
      <div className={`pt-16 transition-[padding] duration-200 ${expanded ? 'lg:pl-64' : 'lg:pl-20'}`}>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-10"
        >
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
          {brand?.shows_powered_by && (
            <p className="mt-12 text-center text-xs text-slate-600 dark:text-slate-400">{POWERED_BY}</p>
          )}
        </main>
      </div>
    </div>
  );
}
