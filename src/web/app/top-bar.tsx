import { Suspense } from 'react';
import { ButtonLink } from '../components/button-link';
import { MenuIcon, MoonIcon, SunIcon } from '../components/icons';
import { lazyNamed } from '../lib/lazy-named';
import { PATHS } from '../lib/paths';
import { useSession } from '../lib/session';
import { LogoLink } from './logo';
import { useTheme } from './theme';

// The signed-in menu (and the headless library behind it) is not part of a guest's download.
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');
const NotificationBell = lazyNamed(() => import('../features/notifications'), 'NotificationBell');
const SearchBox = lazyNamed(() => import('../features/search'), 'SearchBox');

function UserMenuPlaceholder() {
  return <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700" />;
}

interface TopBarProps {
  sideMenuExpanded: boolean;
  onToggleSideMenu: () => void;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

const iconButton =
  'size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function TopBar({ sideMenuExpanded, onToggleSideMenu, drawerOpen, onOpenDrawer }: TopBarProps) {
  const session = useSession();
  const { theme, toggleTheme } = useTheme();

  return (
    <header className="fixed inset-x-0 top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-4 dark:border-slate-800 dark:bg-slate-900/95">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        className={`${iconButton} inline-flex lg:hidden`}
      >
        <MenuIcon />
      </button>
      {/* A guest's side menu is always the narrow rail: there is nothing to toggle. */}
      {session && (
        <button
          type="button"
          onClick={onToggleSideMenu}
          aria-label="Toggle side menu"
          aria-expanded={sideMenuExpanded}
          aria-controls="side-menu"
          className={`${iconButton} hidden lg:inline-flex`}
        >
          <MenuIcon />
        </button>
      )}
      <LogoLink className="mr-auto" />

      {session?.isRecruiter && (
        <Suspense fallback={null}>
          <SearchBox iconClassName={iconButton} />
        </Suspense>
      )}

      <button
        type="button"
        onClick={toggleTheme}
        aria-label="Toggle dark mode"
        aria-pressed={theme === 'dark'}
        title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        className={`${iconButton} inline-flex`}
      >
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>

      {session?.isRecruiter && (
        <Suspense fallback={null}>
          <NotificationBell className={`${iconButton} inline-flex`} />
        </Suspense>
      )}

      {session ? (
        <Suspense fallback={<UserMenuPlaceholder />}>
          <UserMenu session={session} />
        </Suspense>
      ) : (
        <div className="flex items-center gap-1.5 sm:gap-2">
          <ButtonLink to={PATHS.login} variant="ghost" size="sm">
            Login
          </ButtonLink>
          <ButtonLink to={PATHS.registerType} size="sm">
            Signup
          </ButtonLink>
        </div>
      )}
    </header>
  );
}
