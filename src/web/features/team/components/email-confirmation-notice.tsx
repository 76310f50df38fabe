import { DAILY_INVITATIONS } from '../../../../shared/team';
import { Button } from '../../../components/button';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';

/** Until an Admin has confirmed their own address, the company may send only a few invitations a day. */
export function EmailConfirmationNotice() {
  const resend = useResendEmailConfirmation();
  return (
    <section
      aria-labelledby="email-confirmation-heading"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-800 md:flex-row md:items-center md:justify-between dark:border-amber-900 dark:bg-amber-950/60 dark:text-slate-100"
    >
      <div>
        <h2 id="email-confirmation-heading" className="font-semibold text-slate-900 dark:text-white">
          Confirm your e-mail address
        </h2>
        <p className="mt-1">
          Until you open the link we e-mailed you, your company may send {DAILY_INVITATIONS.unverified} invitations a
          day.
        </p>
      </div>
      <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend confirmation
      </Button>
    </section>
  );
}
