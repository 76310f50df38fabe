import { snippetParts } from '../../../../shared/search';

/** A result's snippet as text, its matched words marked: the server's marks are split on, never parsed as HTML. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">
      {snippetParts(snippet).map((part, index) =>
        part.matched ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-400/30 dark:text-amber-100"
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
