import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TEMPLATE_TOASTS, type EmailTemplate } from '../../../../shared/templates';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { formatMoment } from '../../../lib/dates';
import { emailTemplatesQuery } from '../../../lib/email-templates';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useDeleteTemplate } from '../api/save-template';
import { TemplateForm } from '../components/template-form';

function DeleteTemplateDialog({ template, onClose }: { template: EmailTemplate; onClose: () => void }) {
  const deleteTemplate = useDeleteTemplate();
  async function remove() {
    try {
      await deleteTemplate.mutateAsync(template.id);
      notify.success(TEMPLATE_TOASTS.deleted);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : '');
    }
  }
  return (
    <DialogFrame
      title="Delete template"
      onClose={onClose}
      description={<>Delete “{template.name}”? A stage that sends it will send nothing.</>}
    >
      <DialogButtons>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" loading={deleteTemplate.isPending} onClick={() => void remove()}>
          Delete
        </Button>
      </DialogButtons>
    </DialogFrame>
  );
}

/** /settings/templates — the company's e-mail templates, for Admins and Recruiters. */
export function TemplatesPage() {
  usePageTitle('Templates');
  const templates = useQuery(emailTemplatesQuery);
  useQueryFailure(templates);
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Templates"
        description="E-mails to candidates, sent from the e-mail dialog, by a stage or with a bulk move."
        actions={editing === null && <Button onClick={() => setEditing('new')}>New template</Button>}
      />
      {editing !== null && (
        <TemplateForm
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {templates.isPending ? (
        <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading templates" />
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {(templates.data ?? []).map((template) => (
            <li key={template.id}>
              <Card className="flex h-full flex-col p-5">
                <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white">{template.name}</h2>
                <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{template.subject}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  Changed {formatMoment(template.updated_at)}
                </p>
                <div className="mt-auto flex justify-end gap-2 pt-4">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(template)}>
                    Edit<span className="sr-only"> {template.name}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(template)}>
                    Delete<span className="sr-only"> {template.name}</span>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {deleting && <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
