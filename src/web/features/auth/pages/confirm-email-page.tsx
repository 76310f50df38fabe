import { useParams } from 'react-router';
import { TEAM_MESSAGES } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { MailIcon } from '../../../components/icons';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';

/**
 * /confirm-email/{token}: the link e-mailed to a company's Admin. It confirms on a press, not on opening: mail
 * scanners open links too.
 */
export function ConfirmEmailPage() {
  usePageTitle('Confirm your e-mail address');
  const { token = '' } = useParams();
  const session = useSession();
  const confirm = useConfirmEmail();
  const onward = session ? (
    <ButtonLink to={PATHS.team} size="lg" fullWidth>
      Go to your team
    </ButtonLink>
  ) : (
    <ButtonLink to={PATHS.login} size="lg" fullWidth>
      Sign in
    </ButtonLink>
  );

  if (confirm.isSuccess) {
    return (
      <AuthCard title="E-mail address confirmed" icon={<MailIcon className="size-6" />}>
        <div className="flex flex-col gap-5">
          <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
            {TEAM_MESSAGES.confirmed}
          </p>
          {onward}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm your e-mail address"
      description="Confirm that the address this link was sent to is yours, so that your company can invite its whole team."
      icon={<MailIcon className="size-6" />}
    >
      <div className="flex flex-col gap-5">
        {confirm.isError && <FormAlert>{confirm.error.message}</FormAlert>}
        {confirm.isError ? (
          onward
        ) : (
          <Button size="lg" fullWidth loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
            Confirm my e-mail address
          </Button>
        )}
      </div>
    </AuthCard>
  );
}
