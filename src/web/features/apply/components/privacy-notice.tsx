import { useId } from 'react';
import {
  noticeParagraphs,
  noticeSummary,
  type PublicPrivacyNotice,
  TALENT_POOL_CONSENT_LABEL,
} from '../../../../shared/privacy';

interface PrivacyNoticeProps {
  notice: PublicPrivacyNotice;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
}

/** The company's notice where the candidate sends their data, and the optional consent to be kept for later. */
export function PrivacyNotice({ notice, consent, onConsentChange }: PrivacyNoticeProps) {
  const headingId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Your privacy
      </h3>
      <p className="mt-2">{noticeSummary(notice.text)}</p>
      <p className="mt-2 font-medium">{notice.retention_in_words}.</p>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300">
          Read the full privacy notice
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          {noticeParagraphs(notice.text).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
          <p>
            <a
              href={notice.page_url}
              target="_blank"
              rel="noopener"
              className="text-brand-700 underline dark:text-brand-300"
            >
              Open the notice on its own page
            </a>
            {notice.url && (
              <>
                {' · '}
                <a
                  href={notice.url}
                  target="_blank"
                  rel="noopener"
                  className="text-brand-700 underline dark:text-brand-300"
                >
                  {notice.company_name}&rsquo;s privacy policy
                </a>
              </>
            )}
          </p>
        </div>
      </details>
      <label className="mt-4 flex items-start gap-3 font-medium text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
          aria-describedby={hintId}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none dark:accent-brand-300"
        />
        <span>
          {TALENT_POOL_CONSENT_LABEL}
          <span id={hintId} className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            Optional. {notice.company_name} may then consider you for other jobs; you can withdraw this at any time from
            My data.
          </span>
        </span>
      </label>
    </section>
  );
}
