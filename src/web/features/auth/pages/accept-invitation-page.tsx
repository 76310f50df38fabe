import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { AUTH_TOASTS } from '../../../../shared/auth';
import { MEMBER_ROLE_NAMES } from '../../../../shared/roles';
import { AcceptInvitationFormSchema, type InvitationPreviewAnswer, TEAM_MESSAGES } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { TeamIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { notifyFirstIssue } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { PATHS } from '../../../lib/paths';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { useLogout } from '../api/logout';
import { AuthCard } from '../components/auth-card';
import { PasswordFields } from '../../../components/password-fields';

type Invitation = InvitationPreviewAnswer['data'];

const invitationSentence = (invitation: Invitation) =>
  `${invitation.company_name} invited ${invitation.email} to join as ${MEMBER_ROLE_NAMES[invitation.role]}.`;

function Unusable({ message }: { message: string }) {
  return (
    <AuthCard title="This invitation cannot be used" icon={<TeamIcon className="size-6" />}>
      <div className="flex flex-col gap-5">
        <FormAlert>{message}</FormAlert>
        <ButtonLink to={PATHS.login} size="lg" fullWidth>
          Sign in
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/** Someone is signed in on this device: the invitation is for another account, so they log out first. */
function SignedInAlready({ session, invitation }: { session: Session; invitation: Invitation }) {
  const logout = useLogout();
  const signedInAs = session.member?.name ?? session.name;
  return (
    <AuthCard
      title={`Join ${invitation.company_name}`}
      description={invitationSentence(invitation)}
      icon={<TeamIcon className="size-6" />}
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-slate-700 dark:text-slate-200">
          You are signed in here as {signedInAs}. Log out to accept this invitation as {invitation.email}.
        </p>
        <Button
          size="lg"
          fullWidth
          loading={logout.isPending}
          // The session ends on this device whatever the server answers (see useLogout).
          onClick={() =>
            logout.mutate(session.isRecruiter, { onSettled: () => notify.success(AUTH_TOASTS.logoutSuccess) })
          }
        >
          Log Out
        </Button>
      </div>
    </AuthCard>
  );
}

interface AcceptFormProps {
  invitation: Invitation;
  onAccept: (name: string, password: string) => void;
  accepting: boolean;
  /** The server's refusal, if it refused. */
  refusal: string | undefined;
}

function AcceptForm({ invitation, onAccept, accepting, refusal }: AcceptFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(AcceptInvitationFormSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    ({ name, password }) => onAccept(name, password),
    () => notifyFirstIssue(AcceptInvitationFormSchema.safeParse(getValues()).error),
  );

  return (
    <AuthCard
      title={`Join ${invitation.company_name}`}
      description={invitationSentence(invitation)}
      icon={<TeamIcon className="size-6" />}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {refusal && <FormAlert>{refusal}</FormAlert>}
        {/* Shown for the person, and for a password manager to file the new password under. */}
        <TextField label="Email" type="email" autoComplete="username" value={invitation.email} readOnly />
        <TextField label="Your Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <PasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" fullWidth loading={accepting}>
          Accept invitation
        </Button>
      </form>
    </AuthCard>
  );
}

/** /invite/{token}: the link an invited person receives by e-mail; accepting creates their account and signs them in. */
export function AcceptInvitationPage() {
  usePageTitle('Invitation');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(() => void navigate(PATHS.home, { replace: true }));
  const onAccept = (name: string, password: string) => accept.mutate({ token, name, password });

  if (invitation.isPending) {
    return (
      <div className="flex justify-center py-24 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading the invitation…" />
      </div>
    );
  }
  if (invitation.isError) {
    const { error } = invitation;
    // A link that is unknown, expired, revoked or used answers 404; anything else says what went wrong.
    return (
      <Unusable
        message={error instanceof ApiError && error.status !== 404 ? error.message : TEAM_MESSAGES.invitationUnusable}
      />
    );
  }
  if (session) return <SignedInAlready session={session} invitation={invitation.data} />;
  return (
    <AcceptForm
      invitation={invitation.data}
      onAccept={onAccept}
      accepting={accept.isPending}
      refusal={accept.error?.message}
    />
  );
}
