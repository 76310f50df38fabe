import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SEARCH_MAX } from '../../../../shared/search';
import { SearchIcon } from '../../../components/icons';
import { PATHS, searchPath } from '../../../lib/paths';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The top bar's search of the company's applications; `/` moves to it from anywhere but a field. */
export function SearchBox({ iconClassName }: { iconClassName: string }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      if (!input.current?.offsetParent) return;
      event.preventDefault();
      input.current.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim() === '') return;
    void navigate(searchPath(q.trim()));
    setQ('');
  };

  return (
    <>
      <form role="search" onSubmit={submit} className="relative hidden w-64 sm:block lg:w-80">
        <label htmlFor="top-bar-search" className="sr-only">
          Search applications
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          ref={input}
          id="top-bar-search"
          type="search"
          value={q}
          maxLength={SEARCH_MAX}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Search applications"
          aria-keyshortcuts="/"
          className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400"
        />
      </form>
      <Link to={PATHS.search} aria-label="Search applications" className={`${iconClassName} inline-flex sm:hidden`}>
        <SearchIcon />
      </Link>
    </>
  );
}
