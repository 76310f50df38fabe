import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { ButtonLink } from '../components/button-link';
import { CloseIcon } from '../components/icons';
import { PATHS } from '../lib/paths';
import { useSession } from '../lib/session';
import { LogoLink } from './logo';
import { SideMenuNav } from './side-menu-nav';

export interface SideMenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The side menu on small screens: a modal drawer that closes on outside click or Escape. */
export function SideMenuDrawer({ open, onClose }: SideMenuDrawerProps) {
  const session = useSession();
  return (
    <Dialog open={open} onClose={onClose} aria-label="Side menu" className="relative z-40 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white px-4 py-4 shadow-xl transition-transform duration-200 ease-out data-closed:-translate-x-full dark:bg-slate-900"
        >
          <div className="flex items-center justify-between">
            <LogoLink onNavigate={onClose} />
            <button
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <CloseIcon />
            </button>
          </div>
          {!session && (
            <div className="grid grid-cols-2 gap-2">
              <ButtonLink to={PATHS.login} variant="secondary" onClick={onClose}>
                Login
              </ButtonLink>
              <ButtonLink to={PATHS.recruiterSignup} onClick={onClose}>
                Signup
              </ButtonLink>
            </div>
          )}
          <SideMenuNav collapsed={false} onNavigate={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
