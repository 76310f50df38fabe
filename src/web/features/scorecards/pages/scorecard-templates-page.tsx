import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SCORECARD_TOASTS, type ScorecardTemplate } from '../../../../shared/scorecards';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { formatMoment } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { scorecardTemplatesQuery } from '../../../lib/scorecard-templates';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useArchiveScorecardTemplate } from '../api/save-scorecard-template';
import { ScorecardTemplateForm } from '../components/scorecard-template-form';

function ArchiveTemplateDialog({ template, onClose }: { template: ScorecardTemplate; onClose: () => void }) {
  const archive = useArchiveScorecardTemplate();
  async function confirm() {
    try {
      await archive.mutateAsync(template.template_id);
      notify.success(SCORECARD_TOASTS.templateArchived);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : '');
    }
  }
  return (
    <DialogFrame
      title="Archive template"
      onClose={onClose}
      description={
        <>
          Archive “{template.name}”? It is no longer offered or attached to a stage; the scorecards written with it keep
          it.
        </>
      }
    >
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" loading={archive.isPending} onClick={() => void confirm()}>
          Archive
        </Button>
      </DialogButtons>
    </DialogFrame>
  );
}

const criteriaCount = (template: ScorecardTemplate) =>
  template.sections.reduce((count, section) => count + section.criteria.length, 0);

/** /settings/scorecards — the company's scorecard templates, for Admins and Recruiters. */
export function ScorecardTemplatesPage() {
  usePageTitle('Scorecard templates');
  const templates = useQuery(scorecardTemplatesQuery);
  useQueryFailure(templates);
  const [editing, setEditing] = useState<ScorecardTemplate | 'new' | null>(null);
  const [archiving, setArchiving] = useState<ScorecardTemplate | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Scorecard templates"
        description="What interviewers rate, from Strong no to Strong yes. Attach a template to a stage from a posting's scorecards, or choose one when scheduling an interview."
        actions={editing === null && <Button onClick={() => setEditing('new')}>New template</Button>}
      />
      {editing !== null && (
        <ScorecardTemplateForm
          key={editing === 'new' ? 'new' : editing.version_id}
          template={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {templates.isPending ? (
        <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading scorecard templates" />
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {(templates.data ?? []).map((template) => (
            <li key={template.template_id}>
              <Card className="flex h-full flex-col p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white">
                    {template.name}
                  </h2>
                  {template.shipped && (
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800">
                      Shipped with Openhire
                    </span>
                  )}
                </div>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {template.sections.map((section) => section.name).join(', ')}: {criteriaCount(template)} criteria
                </p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  Version {template.version}, changed {formatMoment(template.updated_at)}
                </p>
                <div className="mt-auto flex justify-end gap-2 pt-4">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(template)}>
                    Edit<span className="sr-only"> {template.name}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setArchiving(template)}>
                    Archive<span className="sr-only"> {template.name}</span>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {archiving && <ArchiveTemplateDialog template={archiving} onClose={() => setArchiving(null)} />}
    </div>
  );
}
