import { Button } from './button';
import { buttonClasses } from './button-styles';
import { copyLink } from '../lib/copy-link';

interface CopyLinkFieldProps {
  id: string;
  label: string;
  /** The address; '' while there is none yet. */
  link: string;
  /** What the empty field says. */
  placeholder: string;
  /** Offers a Preview that opens the address in a new tab. */
  preview?: boolean;
  /** The copy button's words: each copy button of a screen has its own. */
  copyText?: string;
}

/** An address to share, read-only, with a copy button and, where it is a page, a preview. */
export function CopyLinkField({
  id,
  label,
  link,
  placeholder,
  preview = false,
  copyText = 'Copy Link',
}: CopyLinkFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          placeholder={placeholder}
          onFocus={(event) => event.currentTarget.select()}
          className="block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-base text-slate-900 placeholder:text-slate-600 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <Button variant="secondary" className="h-11 shrink-0" disabled={!link} onClick={() => void copyLink(link)}>
          {copyText}
        </Button>
        {preview && link && (
          <a
            href={link}
            target="_blank"
            rel="noopener"
            aria-label={`Preview ${label.toLowerCase()} (opens in a new tab)`}
            className={`${buttonClasses('secondary', 'md', false)} h-11 shrink-0`}
          >
            Preview
          </a>
        )}
      </div>
    </div>
  );
}
