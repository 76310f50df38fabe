import { type ApplyPosting, OPEN_UNTIL_FILLED } from '../../../../shared/postings';
import { postingLocation } from '../../../../shared/locations';
import { type SkillOption } from '../../../../shared/skills';
import { ButtonLink } from '../../../components/button-link';
import { BuildingIcon, MailIcon } from '../../../components/icons';
import { RichText } from '../../../components/rich-text';
import { formatDay, formatListDate } from '../../../lib/dates';
import { applicationPath } from '../../../lib/paths';

function SkillList({ title, skills }: { title: string; skills: SkillOption[] }) {
  const chosen = skills.filter((skill) => skill.selected !== false);
  if (chosen.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {chosen.map((skill) => (
          <li
            key={skill.value}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-900"
          >
            {skill.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, html }: { title: string; html: string }) {
  if (!html.trim()) return null;
  return (
    <section className="border-t border-slate-200 pt-5 dark:border-slate-800">
      <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      <RichText html={html} />
    </section>
  );
}

/** In place of the Apply button, for a candidate who applied already: when, and the way to that application. */
function AppliedNotice({ appliedAt, applicationId }: { appliedAt: string; applicationId: string }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950/60"
    >
      <p className="text-sm font-semibold text-emerald-900 dark:text-emerald-100">
        Applied on {formatListDate(appliedAt)}
      </p>
      <ButtonLink to={applicationPath(applicationId)} variant="secondary" size="sm">
        View your application
      </ButtonLink>
    </div>
  );
}

/** The posting as a candidate reads it before applying, or after, with their application's date. */
export function PostingDetails({ posting }: { posting: ApplyPosting }) {
  const facts = [
    { label: 'Department', value: posting.department },
    { label: 'Location', value: postingLocation(posting) },
    { label: 'Posted', value: formatDay(posting.posting_date) },
    { label: 'Apply by', value: posting.deadline ? formatDay(posting.deadline) : OPEN_UNTIL_FILLED },
  ];
  return (
    <div className="flex flex-col gap-6">
      {posting.applied_at && posting.application_id && (
        <AppliedNotice appliedAt={posting.applied_at} applicationId={posting.application_id} />
      )}
      <div>
        <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
          {posting.title}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <span className="inline-flex items-center gap-1.5">
            <BuildingIcon className="size-4 text-slate-500 dark:text-slate-400" />
            {posting.company_name}
          </span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-4 dark:bg-slate-950/60">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {fact.label}
            </dt>
            <dd className="mt-1 text-sm font-semibold break-words text-slate-900 dark:text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-5 sm:grid-cols-2">
        <SkillList title="Soft Skills" skills={posting.soft_skills} />
        <SkillList title="Technical Skills" skills={posting.technical_skills} />
      </div>
      <Section title="About the Company" html={posting.about_company} />
      <Section title="About the Job" html={posting.about_job} />
      <Section title="Qualifications" html={posting.qualification} />
      <Section title="Key Requirements" html={posting.key_requirements} />
      <Section title="Nice to Have" html={posting.nice_to_have} />
      <Section title="Other Remarks" html={posting.other_remarks} />
      <section className="border-t border-slate-200 pt-5 dark:border-slate-800">
        <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">Recruiter Contact</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800 dark:text-slate-200">
          <span>{posting.recruiter_name}</span>
          <a
            href={`mailto:${posting.recruiter_email}`}
            className="inline-flex items-center gap-1.5 text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
          >
            <MailIcon className="size-4" />
            {posting.recruiter_email}
          </a>
        </p>
      </section>
    </div>
  );
}
