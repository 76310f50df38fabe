import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../../../../shared/applications';
import { Card } from '../../../components/card';
import { StatusBadge } from '../../../components/status-badge';
import { ResumeSection } from './resume-section';

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
  /** The candidate's screen has the heading as its title (h1); the recruiter's has its own title above. */
  headingLevel?: 'h1' | 'h2';
  /** Buttons beside the heading (download the offer, e-mail the candidate). */
  actions?: ReactNode;
}

export function ApplicationHeading({ application, headingLevel = 'h1', actions }: ApplicationDetailViewProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <Heading className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
          Application - {application.job_title}
        </Heading>
        <StatusBadge status={application.status} />
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
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
  reviewer = false,
}: {
  application: ApplicationDetail;
  /** The company's screen: the resume can be marked up. */
  reviewer?: boolean;
}) {
  const legal = application.legal_questions;
  return (
    <div className="flex flex-col gap-5">
      <Section title="Personal Information">
        <Fields
          fields={[
            ['First name', application.first_name],
            ['Last name', application.last_name],
            ['Email', application.email],
            ['Phone', application.phone],
            ['Address', application.address],
            ['City', application.city],
            ['Province', application.province],
            ['Postal code', application.postal_code],
            ['Country', application.country],
            ['Bio', application.bio],
          ]}
        />
      </Section>
      <Section title="Legal Questions">
        <Fields
          fields={[
            ['Eligible to work', legal.work_eligibility],
            ['Sex', selfIdentified(legal.sex)],
            ['Language preference', legal.language_preference],
            ['Race', selfIdentified(legal.race)],
            ['Graduation', `${legal.graduation_month} ${String(legal.graduation_year)}`],
            ['Disabled (Canadian Human Rights Act)', selfIdentified(legal.disabled)],
          ]}
        />
      </Section>
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
        <ResumeSection application={application} reviewer={reviewer} />
      </Section>
    </div>
  );
}
