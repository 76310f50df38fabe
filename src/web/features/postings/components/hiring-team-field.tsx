import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { MemberSummary } from '../../../../shared/auth';
import { MEMBER_ROLE_NAMES } from '../../../../shared/roles';
import { Spinner } from '../../../components/spinner';
import { useTeamMembers } from '../../../lib/team-members';
import type { PostingFormValues } from '../posting-form';
import { PostingFormSection } from './posting-form-section';

/** From this many members on, the list gets a search box: a company of 10 to 20 is found faster by typing. */
const SEARCH_FROM = 8;

function RoleName({ member }: { member: MemberSummary }) {
  return (
    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      {MEMBER_ROLE_NAMES[member.role]}
    </span>
  );
}

interface MemberChoiceProps {
  members: MemberSummary[];
  value: string[];
  onChange: (memberIds: string[]) => void;
}

/** A checkbox per member, name and role, with a search box once the company is large enough to need one. */
function MemberChoice({ members, value, onChange }: MemberChoiceProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? members.filter((member) => member.name.toLowerCase().includes(needle)) : members;
  const toggle = (memberId: string, chosen: boolean) =>
    onChange(chosen ? [...value, memberId] : value.filter((id) => id !== memberId));

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Members on the hiring team</legend>
      {members.length >= SEARCH_FROM && (
        <div className="mb-3">
          <label htmlFor={searchId} className="sr-only">
            Search members
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search members…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 sm:max-w-sm sm:text-sm dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400"
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No member matches “{search}”.</p>
      ) : (
        <ul className="grid max-h-80 grid-cols-1 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((member) => {
            const chosen = value.includes(member.id);
            return (
              <li key={member.id} className="min-w-0">
                <label
                  className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${
                    chosen
                      ? 'border-brand-400 bg-brand-50 dark:border-brand-700 dark:bg-brand-950'
                      : 'border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-950 dark:hover:bg-slate-900'
                  }`}
                >
                  <input
                    type="checkbox"
                    checked={chosen}
                    onChange={(event) => toggle(member.id, event.target.checked)}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-slate-100">
                    {member.name}
                  </span>
                  <RoleName member={member} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** The people on the posting's hiring team, as the read-only form shows them. */
function ChosenMembers({ members, value }: { members: MemberSummary[]; value: string[] }) {
  const chosen = members.filter((member) => value.includes(member.id));
  if (chosen.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No one is on this posting’s hiring team yet.</p>;
  }
  return (
    <ul aria-label="Hiring team" className="flex flex-wrap gap-2">
      {chosen.map((member) => (
        <li
          key={member.id}
          className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pr-1.5 pl-3 text-sm font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200"
        >
          {member.name}
          <RoleName member={member} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Who works on the posting. Hiring Managers and Interviewers see only the postings whose hiring team they are on;
 * Admins and Recruiters see every posting, so choosing them changes what they are told about, not what they see.
 */
export function HiringTeamField({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<PostingFormValues>();
  const members = useTeamMembers();

  return (
    <PostingFormSection title="Hiring Team">
      <p className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-400">
        Hiring Managers and Interviewers see only the postings whose hiring team they are on. Admins and Recruiters see
        every posting.
      </p>
      {members.isPending ? (
        <Spinner label="Loading your team…" className="text-brand-600 dark:text-brand-300" />
      ) : members.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Your team could not be loaded: {members.error.message}
        </p>
      ) : (
        <Controller
          control={control}
          name="hiring_team"
          render={({ field, fieldState }) => (
            <>
              {readOnly ? (
                <ChosenMembers members={members.data} value={field.value} />
              ) : (
                <MemberChoice members={members.data} value={field.value} onChange={field.onChange} />
              )}
              {fieldState.error?.message && (
                <p className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-400">{fieldState.error.message}</p>
              )}
            </>
          )}
        />
      )}
    </PostingFormSection>
  );
}
