import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** The specification allows at most 20 toasts on screen: the oldest beyond that are dismissed. */
const MAX_VISIBLE_TOASTS = 20;

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest toast first.
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      // At the bottom, toasts never cover the top bar or the heading of the page they speak about.
      position="bottom-center"
      toastOptions={{
        className:
          '!rounded-xl !bg-white !text-slate-900 !shadow-lg !ring-1 !ring-slate-200 dark:!bg-slate-800 dark:!text-slate-100 dark:!ring-slate-700 !text-sm',
      }}
    />
  );
}
