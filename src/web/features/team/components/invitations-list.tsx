import { MEMBER_ROLE_NAMES } from '../../../../shared/roles';
import { type InvitationView } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { RelativeTime, TeamCard, TeamTable, tdClasses } from './team-table';

function InvitationActions({ invitation }: { invitation: InvitationView }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
      <Button
        size="sm"
        variant="secondary"
        loading={resend.isPending}
        disabled={busy}
        onClick={() => resend.mutate(invitation.id)}
      >
        Resend<span className="sr-only"> the invitation to {invitation.email}</span>
      </Button>
      <Button
        size="sm"
        variant="quiet-danger"
        loading={revoke.isPending}
        disabled={busy}
        onClick={() => revoke.mutate(invitation.id)}
      >
        Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
      </Button>
    </div>
  );
}

/** Invitations not accepted yet: a table on a wide screen, cards on a narrow one. */
export function InvitationsList({ invitations }: { invitations: InvitationView[] }) {
  if (invitations.length === 0) {
    return (
      <p className="text-sm text-slate-600 md:px-6 md:py-5 dark:text-slate-300">
        No invitation is waiting for an answer.
      </p>
    );
  }
  return (
    <>
      <TeamTable caption="Pending invitations" headings={['Email', 'Role', 'Invited by', 'Expires', '']}>
        {invitations.map((invitation) => (
          <tr key={invitation.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
            <td className={`${tdClasses} font-medium break-all text-slate-900 dark:text-white`}>{invitation.email}</td>
            <td className={`${tdClasses} whitespace-nowrap`}>{MEMBER_ROLE_NAMES[invitation.role]}</td>
            <td className={tdClasses}>{invitation.invited_by ?? '—'}</td>
            <td className={tdClasses}>
              <RelativeTime iso={invitation.expires_at} />
            </td>
            <td className={`${tdClasses} py-2`}>
              <InvitationActions invitation={invitation} />
            </td>
          </tr>
        ))}
      </TeamTable>
      <ul aria-label="Pending invitations" className="flex flex-col gap-3 md:hidden">
        {invitations.map((invitation) => (
          <TeamCard
            key={invitation.id}
            title={<h3 className="font-semibold break-all text-slate-900 dark:text-white">{invitation.email}</h3>}
            fields={[
              ['Role', MEMBER_ROLE_NAMES[invitation.role]],
              ['Expires', <RelativeTime key="expires" iso={invitation.expires_at} />],
              ['Invited by', invitation.invited_by ?? '—'],
            ]}
            actions={<InvitationActions invitation={invitation} />}
          />
        ))}
      </ul>
    </>
  );
}
