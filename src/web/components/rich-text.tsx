/** Typography for stored rich text, shared by the read-only view and the editor so both look the same. */
export const richTextContentClasses =
  'text-sm leading-relaxed text-slate-800 dark:text-slate-200 break-words [&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-base [&_h3]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5 [&_li_p]:my-0 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_strong]:font-semibold [&>*:first-child]:mt-0 [&>*:last-child]:mb-0';

interface RichTextProps {
  /** HTML as the server stored it. */
  html: string;
  className?: string;
}

/** Shows rich text read-only, styled like the editor that wrote it. */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={`${richTextContentClasses} ${className ?? ''}`}
      // The server sanitizes every rich-text field with an allow-list when it stores it (and posting HTML never
      // comes from anywhere else), so this HTML carries no script, handler or foreign URL scheme.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
