import { CopyLinkField } from '../../../components/copy-link-field';

/** The shareable link of a posting, read-only, with a copy button; empty until the posting exists. */
export function PostingLinkField({ link }: { link: string }) {
  return (
    <CopyLinkField
      id="posting-link"
      label="Posting link"
      link={link}
      placeholder="The link appears once the job is created."
    />
  );
}

/** The posting's page on the company's public careers site, for sharing where people browse before signing in. */
export function PublicPageLinkField({ link }: { link: string }) {
  return (
    <CopyLinkField
      id="public-page-link"
      label="Public job page"
      link={link}
      placeholder="The public page appears once the job is created."
      preview
      copyText="Copy Page Link"
    />
  );
}
