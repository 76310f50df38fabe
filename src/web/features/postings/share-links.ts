import { withSource } from '../../../shared/sources';

/** A place to share a posting's public page, and the source its link names so that applications say where from. */
interface ShareLink {
  source: string;
  /** The place's name, as people know it. */
  name: string;
  /** What following the link does, for screen readers. */
  action: string;
  /** The place's own share address, documented by it, with the tagged page in it. */
  href: string;
}

/** The tagged page that "Copy link" puts on the clipboard, for pasting anywhere else. */
export const copiedLinkOf = (publicUrl: string): string => withSource(publicUrl, 'copy');

/**
 * The share addresses of a posting's public page. They are plain links the recruiter follows: nothing is asked of
 * these sites until then.
 */
export function shareLinksOf(publicUrl: string, title: string, companyName: string): ShareLink[] {
  const tagged = (source: string) => encodeURIComponent(withSource(publicUrl, source));
  const text = encodeURIComponent(`${title} at ${companyName}`);
  const emailBody = encodeURIComponent(
    `${companyName} is hiring: ${title}.\n\nRead the job and apply: ${withSource(publicUrl, 'email')}`,
  );
  return [
    {
      source: 'linkedin',
      name: 'LinkedIn',
      action: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${tagged('linkedin')}`,
    },
    { source: 'x', name: 'X', action: 'Share on X', href: `https://x.com/intent/post?url=${tagged('x')}&text=${text}` },
    {
      source: 'facebook',
      name: 'Facebook',
      action: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${tagged('facebook')}`,
    },
    { source: 'email', name: 'E-mail', action: 'Share by e-mail', href: `mailto:?subject=${text}&body=${emailBody}` },
  ];
}
