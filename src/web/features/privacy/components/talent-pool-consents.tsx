import { PRIVACY_TOASTS } from '../../../../shared/privacy';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { formatMomentDay } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useTalentPoolConsents, useWithdrawConsent } from '../api/talent-pool-consents';

/** The candidate's consents to be kept for future openings, each withdrawn in one click. */
export function TalentPoolConsents() {
  const consents = useTalentPoolConsents();
  const withdraw = useWithdrawConsent();

  async function withdrawFrom(applicationId: string) {
    try {
      await withdraw.mutateAsync(applicationId);
      notify.success(PRIVACY_TOASTS.consentWithdrawn);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Future openings</h2>
      {consents.data?.length ? (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {consents.data.map((consent) => (
            <li
              key={consent.application_id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm">
                <p className="font-medium text-slate-900 dark:text-white">
                  {consent.company_name}: {consent.job_title}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {consent.withdrawn_at
                    ? `Withdrawn on ${formatMomentDay(consent.withdrawn_at)}`
                    : `Consented on ${formatMomentDay(consent.consented_at)}`}
                </p>
              </div>
              {!consent.withdrawn_at && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={withdraw.isPending}
                  onClick={() => void withdrawFrom(consent.application_id)}
                  aria-label={`Withdraw consent given to ${consent.company_name} for ${consent.job_title}`}
                >
                  Withdraw consent
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          You have not asked any company to keep your details for future openings.
        </p>
      )}
    </Card>
  );
}
