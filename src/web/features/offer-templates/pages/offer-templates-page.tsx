import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OFFER_TEMPLATE_TOASTS, type OfferTemplate } from '../../../../shared/offer-templates';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DialogButtons, DialogFrame } from '../../../components/dialog-frame';
import { EmptyState } from '../../../components/empty-state';
import { PlusDocumentIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { formatMoment } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { offerTemplatesQuery } from '../../../lib/offer-templates';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useDeleteOfferTemplate } from '../api/save-offer-template';
import { OfferTemplateForm } from '../components/offer-template-form';

function DeleteOfferTemplateDialog({ template, onClose }: { template: OfferTemplate; onClose: () => void }) {
  const deleteTemplate = useDeleteOfferTemplate();
  async function remove() {
    try {
      await deleteTemplate.mutateAsync(template.id);
      notify.success(OFFER_TEMPLATE_TOASTS.deleted);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : '');
    }
  }
  return (
    <DialogFrame
      title="Delete offer template"
      onClose={onClose}
      description={<>Delete “{template.name}”? Offers already sent from it stay as they were sent.</>}
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

/** /settings/offer-templates — the company's offer letters, for Admins. */
export function OfferTemplatesPage() {
  usePageTitle('Offer templates');
  const templates = useQuery(offerTemplatesQuery);
  useQueryFailure(templates);
  const [editing, setEditing] = useState<OfferTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OfferTemplate | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Offer templates"
        description="Offer letters the team writes for a candidate when sending an offer: the app fills in the merge fields and makes the PDF."
        actions={editing === null && <Button onClick={() => setEditing('new')}>New offer template</Button>}
      />
      {editing !== null && (
        <OfferTemplateForm
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {templates.isPending ? (
        <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
          <Spinner size="lg" label="Loading offer templates" />
        </div>
      ) : templates.data?.length === 0 && editing === null ? (
        <EmptyState icon={<PlusDocumentIcon className="size-7" />} title="No offer templates yet" />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {(templates.data ?? []).map((template) => (
            <li key={template.id}>
              <Card className="flex h-full flex-col p-5">
                <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white">{template.name}</h2>
                <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {template.body}
                </p>
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
      {deleting && <DeleteOfferTemplateDialog template={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
