import { MEMBER_ROLES } from '../../../../shared/auth';
import { MEMBER_ROLE_NAMES } from '../../../../shared/roles';
import { type Member } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { formatListDate } from '../../../lib/dates';
import { RoleSelect } from './role-select';
import { RelativeTime, TeamCard, TeamTable, tdClasses } from './team-table';

interface MembersListProps {
  members: Member[];
  /** The signed-in Admin, who can neither remove themselves nor change their own role here. */
  selfId: string | undefined;
  onRemove: (member: Member) => void;
}

function YouBadge() {
  return (
    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800">
      You
    </span>
  );
}

function LastActive({ member }: { member: Member }) {
  return member.last_active_at ? <RelativeTime iso={member.last_active_at} /> : <span>Never</span>;
}

/** The role as text where it cannot change here: another Admin changes an Admin's own role. */
function OwnRole({ member }: { member: Member }) {
  return (
    <span className="inline-flex h-9 items-center" title="Another Admin can change your role">
      {MEMBER_ROLE_NAMES[member.role]}
    </span>
  );
}

function RemoveButton({ member, onRemove }: { member: Member; onRemove: (member: Member) => void }) {
  return (
    <Button size="sm" variant="quiet-danger" onClick={() => onRemove(member)}>
      Remove<span className="sr-only"> {member.name}</span>
    </Button>
  );
}

/** How many members each role has, for a team read at a glance: '1 Admin, 3 Recruiters, 1 Interviewer'. */
export function roleCounts(members: Member[]): string {
  return MEMBER_ROLES.map((role) => [role, members.filter((member) => member.role === role).length] as const)
    .filter(([, count]) => count > 0)
    .map(([role, count]) => `${String(count)} ${MEMBER_ROLE_NAMES[role]}${count === 1 ? '' : 's'}`)
    .join(', ');
}

/** The company's members: a table on a wide screen, cards on a narrow one. */
export function MembersList({ members, selfId, onRemove }: MembersListProps) {
  return (
    <>
      <TeamTable caption="Members" headings={['Member', 'Role', 'Joined', 'Last active', '']}>
        {members.map((member) => {
          const self = member.id === selfId;
          return (
            <tr key={member.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              {/* Name and e-mail in one cell: the address is what tells two people of one name apart. */}
              <td className={tdClasses}>
                <span className="block font-medium text-slate-900 dark:text-white">
                  {member.name}
                  {self && <YouBadge />}
                </span>
                <span className="block break-all text-slate-600 dark:text-slate-400">{member.email}</span>
              </td>
              <td className={`${tdClasses} py-2`}>
                {self ? <OwnRole member={member} /> : <RoleSelect member={member} />}
              </td>
              <td className={`${tdClasses} whitespace-nowrap`}>{formatListDate(member.joined_at)}</td>
              <td className={`${tdClasses} whitespace-nowrap`}>
                <LastActive member={member} />
              </td>
              <td className={`${tdClasses} py-2 text-right`}>
                {!self && <RemoveButton member={member} onRemove={onRemove} />}
              </td>
            </tr>
          );
        })}
      </TeamTable>
      <ul aria-label="Members" className="flex flex-col gap-3 md:hidden">
        {members.map((member) => {
          const self = member.id === selfId;
          return (
            <TeamCard
              key={member.id}
              title={
                <>
                  <h3 className="font-semibold text-slate-900 dark:text-white">
                    {member.name}
                    {self && <YouBadge />}
                  </h3>
                  <p className="text-sm break-all text-slate-600 dark:text-slate-300">{member.email}</p>
                </>
              }
              fields={[
                ['Joined', formatListDate(member.joined_at)],
                ['Last active', <LastActive key="last-active" member={member} />],
              ]}
              actions={
                self ? (
                  <p className="text-sm text-slate-700 dark:text-slate-300">Role: {MEMBER_ROLE_NAMES[member.role]}</p>
                ) : (
                  <>
                    <RoleSelect member={member} className="min-w-0 flex-1" />
                    <RemoveButton member={member} onRemove={onRemove} />
                  </>
                )
              }
            />
          );
        })}
      </ul>
    </>
  );
}
