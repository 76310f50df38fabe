import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { MEMBER_ROLES, type MemberRole } from '../../../../shared/auth';
import { MEMBER_ROLE_NAMES } from '../../../../shared/roles';
import { type Member } from '../../../../shared/team';
import { ChevronDownIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useChangeMemberRole } from '../api/change-member-role';

/**
 * A member's role, changed as soon as another is chosen. A listbox rather than a native select: a native select
 * changes on every arrow key while closed, which would send a change of role for each role passed over.
 */
export function RoleSelect({ member, className }: { member: Member; className?: string }) {
  const changeRole = useChangeMemberRole();
  // The role being saved shows at once; a refusal puts the saved one back.
  const shown: MemberRole = changeRole.isPending ? changeRole.variables.role : member.role;

  return (
    <Field className={className} disabled={changeRole.isPending}>
      <Label className="sr-only">Role of {member.name}</Label>
      <Listbox
        value={shown}
        onChange={(role: MemberRole) => {
          if (role !== member.role)
            changeRole.mutate({ memberId: member.id, role, liveApiTokens: member.live_api_tokens });
        }}
      >
        <ListboxButton className="flex h-9 w-full min-w-40 items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 text-left text-sm text-slate-900 shadow-xs data-disabled:cursor-wait data-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100">
          <span className="truncate">{MEMBER_ROLE_NAMES[shown]}</span>
          {changeRole.isPending ? (
            <Spinner size="sm" className="text-brand-600 dark:text-brand-300" />
          ) : (
            <ChevronDownIcon className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
          )}
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          modal={false}
          className="z-30 w-(--button-width) min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:4px] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          {MEMBER_ROLES.map((role) => (
            <ListboxOption
              key={role}
              value={role}
              className="group flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-800 select-none data-focus:bg-brand-50 dark:text-slate-100 dark:data-focus:bg-slate-800"
            >
              <span
                aria-hidden="true"
                className="invisible w-3 text-brand-700 group-data-selected:visible dark:text-brand-300"
              >
                ✓
              </span>
              {MEMBER_ROLE_NAMES[role]}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
