import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../../../../shared/application-details';
import { sourceLabel } from '../../../../shared/sources';
import { Card } from '../../../components/card';
import { StatusBadge } from '../../../components/status-badge';
import { ResumeSection, type PdfResumeView } from './resume-section';
import { WithdrawnBadge } from '../../../components/withdrawn-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="mb-4 text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </Card>
  );
}

function Fields({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
            {value === '' || value === null || value === undefined ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface ApplicationDetailViewProps {
  application: ApplicationDetail;
  /** Buttons beside the heading (download the offer, e-mail the candidate). */
  actions?: ReactNode;
}

/** The candidate's own application: its heading is the screen's title. */
export function ApplicationHeading({ application, actions }: ApplicationDetailViewProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
          Application - {application.job_title}
        </h1>
        <StatusBadge status={application.status} />
        {application.withdrawn_at && <WithdrawnBadge withdrawnAt={application.withdrawn_at} />}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

const linkClasses =
  'break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-300 focus-visible:underline';

/**
 * The recruiter's header of one application, above both the Profile and the Status view: who the candidate is, the
 * role they applied for, the stage it is at and how to reach them.
 */
export function CandidateHeader({ application }: { application: ApplicationDetail }) {
  const name = `${application.first_name} ${application.last_name}`;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
        Application - {application.job_title}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Candidate</dt>
          <dd className="mt-0.5 text-lg font-semibold break-words text-slate-900 dark:text-white">
            {name}
            <span className="block text-sm font-normal wrap-anywhere text-slate-600 dark:text-slate-400">
              Source: {sourceLabel(application.source)}
            </span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Applied role</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">
            {application.job_title}
            <span className="block text-slate-600 dark:text-slate-400">{application.location}</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Stage</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-2">
            <StatusBadge status={application.status} />
            {/* The company's own stage, when its name says more than the status does. */}
            {application.stage && application.stage.name !== application.status && (
              <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{application.stage.name}</span>
            )}
            {application.withdrawn_at && <WithdrawnBadge withdrawnAt={application.withdrawn_at} />}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">Contact</dt>
          <dd className="mt-0.5 flex flex-col text-sm">
            <a href={`mailto:${application.email}`} className={linkClasses}>
              {application.email}
            </a>
            {/* Sent without an account: anyone may have typed the address until its owner opens the e-mailed link. */}
            {!application.email_confirmed && (
              <span className="text-xs font-medium text-amber-800 dark:text-amber-300">Address not confirmed yet</span>
            )}
            <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
              {application.phone}
            </a>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * A self-identification answer as the API gave it: empty only when the company keeps it from its reviewers (the
 * candidate always answers each question, if only with "Prefer not to say").
 */
const selfIdentified = (answer: string) => answer || 'Not shown to reviewers';

/** Everything a candidate submitted: personal information, legal answers, assessment answers and the resume. */
export function ApplicationSections({
  application,
  pdfResumeView,
}: {
  application: ApplicationDetail;
  /** The company's screen: the resume can be marked up. */
  pdfResumeView?: PdfResumeView;
}) {
  const legal = application.legal_questions;
  // A quick form's application leaves out what it did not ask.
  const asked = (fields: [field: string, label: string, value: ReactNode][]): [string, ReactNode][] =>
    fields.flatMap(([field, label, value]) => (application.not_asked.includes(field) ? [] : [[label, value]]));
  const legalFields = asked([
    ['work_eligibility', 'Eligible to work', legal.work_eligibility],
    ['sex', 'Sex', selfIdentified(legal.sex)],
    ['language_preference', 'Language preference', legal.language_preference],
    ['race', 'Race', selfIdentified(legal.race)],
    ['graduation_year', 'Graduation', `${legal.graduation_month} ${String(legal.graduation_year)}`],
    ['disabled', 'Disabled (Canadian Human Rights Act)', selfIdentified(legal.disabled)],
  ]);
  return (
    <div className="flex flex-col gap-5">
      <Section title="Personal Information">
        <Fields
          fields={[
            ['First name', application.first_name],
            ['Last name', application.last_name],
            ['Email', application.email],
            ['Phone', application.phone],
            ...asked([
              ['address', 'Address', application.address],
              ['city', 'City', application.city],
              ['province', 'Province', application.province],
              ['postal_code', 'Postal code', application.postal_code],
              ['country', 'Country', application.country],
              ['bio', 'Bio', application.bio],
            ]),
          ]}
        />
      </Section>
      {legalFields.length > 0 && (
        <Section title="Legal Questions">
          <Fields fields={legalFields} />
        </Section>
      )}
      <Section title="Assessment Questions">
        {application.questions.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">No assessment questions were asked.</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {application.questions.map(({ question, answer }, index) => (
              <li key={`${index}-${question}`}>
                <p className="text-sm font-semibold text-slate-900 dark:text-white">
                  {index + 1}. {question}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {answer}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Resume">
        <ResumeSection application={application} pdfView={pdfResumeView} />
      </Section>
    </div>
  );
}
