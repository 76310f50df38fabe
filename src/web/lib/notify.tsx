import toast from 'react-hot-toast';

/** Long enough to read the message and reach its button from the keyboard. */
const UNDOABLE_DURATION_MS = 10_000;

/**
 * The one way the app shows a toast; durations are react-hot-toast's defaults, which are the specification's. A
 * toast's text is its id, so the same message said again while it shows replaces it instead of piling up.
 */
export const notify = {
  success: (message: string): void => {
    toast.success(message, { id: `success:${message}` });
  },
  error: (message: string): void => {
    toast.error(message, { id: `error:${message}` });
  },
  /** A message with an Undo button; pressing it closes the toast and calls `onUndo`. */
  undoable: (message: string, onUndo: () => void): void => {
    toast(
      (shown) => (
        <span className="flex items-center gap-3">
          <span>{message}</span>
          <button
            type="button"
            onClick={() => {
              toast.dismiss(shown.id);
              onUndo();
            }}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            Undo
          </button>
        </span>
      ),
      { id: `undoable:${message}`, duration: UNDOABLE_DURATION_MS },
    );
  },
};
