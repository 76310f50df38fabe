import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_TOASTS, type MemberSummary } from '../../shared/auth';
import { MEMBER_ROLE_TITLES } from '../../shared/roles';
import { useLogout } from '../features/auth';
import { MemberNameDialog } from '../features/team';
import { BuildingIcon, ChevronDownIcon, LogoutIcon, UserIcon } from '../components/icons';
import { useCompanyPicture } from '../lib/company-profile';
import { useMember } from '../lib/member';
import { notify } from '../lib/notify';
import { PATHS } from '../lib/paths';
import type { Session } from '../lib/session';
import { logoUrl } from './logo';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters || '?';
}

function Avatar({ session }: { session: Session }) {
  // The company's picture when it has one; the default logo meanwhile and otherwise.
  const companyPicture = useCompanyPicture(session.isRecruiter);
  if (session.isRecruiter) {
    return (
      <img
        src={companyPicture ?? logoUrl}
        alt=""
        width={36}
        height={36}
        className="size-9 rounded-full bg-white object-cover ring-2 ring-white dark:ring-slate-900"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
    >
      {initials(session.name)}
    </span>
  );
}

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900 dark:text-slate-200 dark:data-focus:bg-slate-800 dark:data-focus:text-white';

interface Identity {
  /** The person: a member's own name, a candidate's name. */
  name: string;
  /** 'Candidate', or the member's title in the company. */
  title: string;
  /** The member's company, when it is not the name already shown: a company's founding account carries its name. */
  company: string | null;
}

function identityOf(session: Session, member: MemberSummary | null): Identity {
  if (!session.isRecruiter) return { name: session.name || 'Your account', title: 'Candidate', company: null };
  const company = session.name || 'Your company';
  const name = member?.name ?? company;
  // A kept session's member is read from the server meanwhile: the specification's own label stands in.
  const title = member ? MEMBER_ROLE_TITLES[member.role] : MEMBER_ROLE_TITLES.recruiter;
  return { name, title, company: name === company ? null : company };
}

export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { member } = useMember();
  const identity = identityOf(session, member);
  const [renaming, setRenaming] = useState(false);

  async function handleLogout() {
    // The session ends on this device whatever the server answers (see useLogout).
    await logout.mutateAsync(session.isRecruiter).catch(() => undefined);
    notify.success(AUTH_TOASTS.logoutSuccess);
    await navigate(PATHS.login, { replace: true });
  }

  return (
    <>
      {member?.name_missing ? (
        <MemberNameDialog member={member} />
      ) : (
        member && renaming && <MemberNameDialog member={member} onClose={() => setRenaming(false)} />
      )}
      <Menu>
        <MenuButton className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-slate-100 data-open:bg-slate-100 dark:hover:bg-slate-800 dark:data-open:bg-slate-800">
          <Avatar session={session} />
          <span className="sr-only md:not-sr-only md:block md:max-w-56">
            <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{identity.name}</span>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
              {identity.title}
              {identity.company && `, ${identity.company}`}
            </span>
          </span>
          <ChevronDownIcon className="size-4 text-slate-500 dark:text-slate-400" />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          modal={false}
          transition
          className="z-30 w-64 origin-top-right rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 [--anchor-gap:8px] transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0 dark:bg-slate-900 dark:ring-slate-700"
        >
          <div className="mb-1 border-b border-slate-200 px-3 pt-1.5 pb-2.5 dark:border-slate-700">
            <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">{identity.name}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{identity.title}</p>
            {identity.company && (
              <p className="mt-1.5 flex items-center gap-1.5 text-xs break-words text-slate-700 dark:text-slate-300">
                <BuildingIcon className="size-3.5 shrink-0 text-slate-500 dark:text-slate-400" />
                {identity.company}
              </p>
            )}
          </div>
          {member && (
            <MenuItem>
              <button type="button" onClick={() => setRenaming(true)} className={itemClasses}>
                <UserIcon className="size-4" />
                Your name
              </button>
            </MenuItem>
          )}
          <MenuItem>
            <Link to={session.isRecruiter ? PATHS.companyProfile : PATHS.candidateProfile} className={itemClasses}>
              {member ? <BuildingIcon className="size-4" /> : <UserIcon className="size-4" />}
              Profile
            </Link>
          </MenuItem>
          <MenuItem>
            <button type="button" onClick={handleLogout} disabled={logout.isPending} className={itemClasses}>
              <LogoutIcon className="size-4" />
              Log Out
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </>
  );
}
