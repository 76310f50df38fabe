import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { copyLink } from '../../../lib/copy-link';
import { copiedLinkOf, shareLinksOf } from '../share-links';

interface PostingShareLinksProps {
  publicUrl: string;
  title: string;
  companyName: string;
}

/**
 * Share buttons for a posting's public page, each with the page tagged by where it goes (`?src=linkedin`…), so that
 * the applications it brings say where they came from.
 */
export function PostingShareLinks({ publicUrl, title, companyName }: PostingShareLinksProps) {
  return (
    <div role="group" aria-labelledby="share-posting" aria-describedby="share-posting-hint">
      <p id="share-posting" className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
        Share the public job page
      </p>
      <div className="flex flex-wrap gap-2">
        {shareLinksOf(publicUrl, title, companyName).map((link) => (
          <a
            key={link.source}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.action}
            className={buttonClasses('secondary', 'sm')}
          >
            {link.name}
          </a>
        ))}
        <Button variant="secondary" size="sm" onClick={() => void copyLink(copiedLinkOf(publicUrl))}>
          Copy share link
        </Button>
      </div>
      <p id="share-posting-hint" className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
        Each link tells you where your applicants came from: their applications show it as their source.
      </p>
    </div>
  );
}
