import { useState, type ReactNode } from 'react';
import type { Member } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useMember } from '../../../lib/member';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useTeam } from '../api/get-team';
import { EmailConfirmationNotice } from '../components/email-confirmation-notice';
import { InvitationsList } from '../components/invitations-list';
import { InviteForm } from '../components/invite-form';
import { MembersList, roleCounts } from '../components/members-list';
import { RemoveMemberDialog } from '../components/remove-member-dialog';

function TeamSection({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary?: string;
  children: ReactNode;
}) {
  return (
    // On a narrow screen the rows are cards of their own: the section drops its frame around them.
    <Card className="overflow-hidden max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:shadow-none dark:max-md:bg-transparent">
      <section aria-labelledby={id}>
        <div className="mb-3 md:mb-0 md:px-6 md:py-5">
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {summary && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{summary}</p>}
        </div>
        <div className="md:border-t md:border-slate-200 md:dark:border-slate-800">{children}</div>
      </section>
    </Card>
  );
}

/** /team: an Admin's view of the company's members, their roles, and the invitations waiting for an answer. */
export function TeamPage() {
  usePageTitle('Team');
  const team = useTeam();
  const { member: self } = useMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  useQueryFailure(team);

  let content: ReactNode;
  if (team.isPending) {
    content = (
      <div className="flex justify-center py-16 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading the team…" />
      </div>
    );
  } else if (team.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>The team could not be loaded: {team.error.message}</FormAlert>
        <Button variant="secondary" onClick={() => void team.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const { members, invitations } = team.data;
    content = (
      <>
        <TeamSection id="invitations-heading" title={`Pending invitations (${String(invitations.length)})`}>
          <InvitationsList invitations={invitations} />
        </TeamSection>
        <TeamSection id="members-heading" title={`Members (${String(members.length)})`} summary={roleCounts(members)}>
          <MembersList members={members} selfId={self?.id} onRemove={setRemoving} />
        </TeamSection>
      </>
    );
  }

  return (
    <section>
      <PageHeader title="Team" description="Invite the people you hire with, and choose what each of them may do." />
      <div className="flex flex-col gap-6">
        {team.data?.verified === false && <EmailConfirmationNotice />}
        <InviteForm />
        {content}
      </div>
      {removing && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}
