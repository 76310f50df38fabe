import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { MailIcon } from '../../../components/icons';
import { PATHS } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignInWithEmailLink } from '../api/sign-in-with-email-link';
import { AuthCard } from '../components/auth-card';

/**
 * /sign-in/email/{token}: the link e-mailed with a candidate's code. It signs in on a press, not on opening, since
 * mail scanners open links too; then the candidate goes back to where they started, on whichever device.
 */
export function EmailLinkPage() {
  usePageTitle('Sign in');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const signIn = useSignInWithEmailLink();
  // The link of an application's confirmation e-mail (`a.` and the signed address) confirms it and opens its portal.
  const confirming = token.startsWith('a.');

  return (
    <AuthCard
      title={confirming ? 'Confirm your e-mail address' : 'Sign in to Openhire'}
      description={
        confirming
          ? 'Press the button to confirm your address and follow your applications on this device. No password needed.'
          : 'You opened the sign-in link from your e-mail. Press the button to sign in on this device.'
      }
      icon={<MailIcon className="size-6" />}
    >
      <div className="flex flex-col gap-5">
        {signIn.isError && <FormAlert>{signIn.error.message}</FormAlert>}
        {signIn.isError ? (
          <ButtonLink to={PATHS.emailSignIn} size="lg" fullWidth>
            Get a new code
          </ButtonLink>
        ) : (
          <Button
            size="lg"
            fullWidth
            loading={signIn.isPending || signIn.isSuccess}
            onClick={() =>
              signIn.mutate(
                { token },
                { onSuccess: (answer) => navigate(answer.next ?? PATHS.home, { replace: true }) },
              )
            }
          >
            {confirming ? 'Open my applications' : 'Sign in'}
          </Button>
        )}
      </div>
    </AuthCard>
  );
}
