import { Description, Field, Label, Switch } from '@headlessui/react';

/** Whether reviewers see the candidates' sex, race and disability answers, with what that means in words. */
export function SelfIdentificationField({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <Field className="flex items-center gap-3">
      <Switch
        checked={shown}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-checked:bg-brand-600 dark:bg-slate-500 dark:data-checked:bg-brand-500"
      >
        <span className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5" />
      </Switch>
      <div>
        <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Show self-identification answers to reviewers
        </Label>
        <Description className="text-xs text-slate-600 dark:text-slate-400">
          {shown
            ? 'Reviewers see each candidate’s answers about sex, race and disability.'
            : 'Answers about sex, race and disability stay hidden from reviewers, so that hiring decisions cannot see them.'}
        </Description>
      </div>
    </Field>
  );
}
