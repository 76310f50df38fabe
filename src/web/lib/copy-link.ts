import { POSTING_TOASTS } from '../../shared/postings';
import { notify } from './notify';

/** Puts an address on the clipboard and says so; a browser that refuses is told with how to copy it by hand. */
export async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notify.success(POSTING_TOASTS.linkCopied);
  } catch {
    notify.error(POSTING_TOASTS.linkCopyFailed);
  }
}
