import { useId } from 'react';
import { INTERVIEW_TOASTS } from '../../../../shared/interviews';
import { Card } from '../../../components/card';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { useInterviewSettings, useSaveInterviewSettings } from '../api/interview-settings';

/** How candidates' interview invitations read; only an Admin chooses, so only an Admin sees it. */
export function InterviewInvitationsSection() {
  const headingId = useId();
  const hintId = useId();
  const mayChange = useMember().can('manageCompany');
  const settings = useInterviewSettings(mayChange);
  const save = useSaveInterviewSettings();
  if (!mayChange || !settings.data) return null;

  async function choose(shown: boolean) {
    try {
      await save.mutateAsync(shown);
      notify.success(INTERVIEW_TOASTS.settingsSaved);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          Interview invitations
        </h2>
        <label className="mt-3 flex items-start gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={settings.data.interviewer_emails_to_candidates}
            disabled={save.isPending}
            onChange={(event) => void choose(event.target.checked)}
            aria-describedby={hintId}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          Show interviewers&rsquo; e-mail addresses to candidates in invitations
        </label>
        <p id={hintId} className="mt-1 ml-7 text-xs text-slate-600 dark:text-slate-400">
          Candidates always see their interviewers&rsquo; names. With this on, their invitations also give each
          interviewer&rsquo;s address, so that they can write to them directly.
        </p>
      </section>
    </Card>
  );
}
