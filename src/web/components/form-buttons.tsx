import { Button } from './button';

interface FormButtonsProps {
  /** What the submit button says: "Save template", "Send Email". */
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
}

/** The end of a form: Cancel, then the button that submits it, busy while it saves. */
export function FormButtons({ submitLabel, saving, onCancel }: FormButtonsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}
