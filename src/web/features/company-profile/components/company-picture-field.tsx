import { useId, useState, type ChangeEvent } from 'react';
import { PICTURE_MAX_BYTES, PROFILE_MESSAGES } from '../../../../shared/profiles';
import { FormAlert } from '../../../components/form-alert';
import { readAsDataUrl } from '../../../lib/read-file';

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * The picture a company chose and not yet saved: its preview, the file the save uploads, and why a file was refused.
 */
export function usePictureChoice() {
  // A new key empties the file input: its value cannot be set from script.
  const [inputKey, setInputKey] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');

  function clear() {
    setPreview(null);
    setFile(null);
    setInputKey((key) => key + 1);
  }

  function refuse(message: string) {
    clear();
    setError(message);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setError('');
    if (!file) return clear();
    if (!PICTURE_TYPES.includes(file.type)) return refuse(PROFILE_MESSAGES.pictureType);
    if (file.size > PICTURE_MAX_BYTES) return refuse(PROFILE_MESSAGES.pictureTooLarge);
    // The preview is read here, in the browser; the file itself is uploaded by the save.
    setPreview(await readAsDataUrl(file));
    setFile(file);
  }

  /** Back to the saved picture, with no message. */
  function reset() {
    clear();
    setError('');
  }

  return { inputKey, preview, file, error, choose, clear, reset };
}

type PictureChoice = ReturnType<typeof usePictureChoice>;

/** The file input for a new company picture or cover image, with what it takes and why a file was refused. */
export function CompanyPictureField({ choice, label }: { choice: PictureChoice; label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        key={choice.inputKey}
        id={id}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        onChange={(event) => void choice.choose(event)}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 dark:text-slate-200 dark:file:bg-brand-950 dark:file:text-brand-200"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
        PNG, JPEG, WebP or GIF, up to 2 MB.
      </p>
      {choice.error && (
        <div className="mt-2">
          <FormAlert>{choice.error}</FormAlert>
        </div>
      )}
    </div>
  );
}
