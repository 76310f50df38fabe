import { useId, type ReactNode } from 'react';
import { SelectField } from './select-field';

const controlClasses =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 sm:text-sm dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400';

interface PostingFiltersProps {
  search: string;
  location: string;
  /** The places to choose from; '' (every location) comes first. */
  locations: readonly string[];
  onSearchChange: (search: string) => void;
  onLocationChange: (location: string) => void;
  /** A further filter of the list's own, after the location. */
  children?: ReactNode;
}

/** The search box and location filter above a list of job cards (/jobs and /recent-jobs). */
export function PostingFilters({
  search,
  location,
  locations,
  onSearchChange,
  onLocationChange,
  children,
}: PostingFiltersProps) {
  const searchId = useId();
  return (
    <div
      role="search"
      className={`mb-6 grid gap-3 ${children ? 'sm:grid-cols-[minmax(0,1fr)_16rem_12rem]' : 'sm:grid-cols-[minmax(0,1fr)_16rem]'}`}
    >
      <div>
        <label htmlFor={searchId} className="sr-only">
          Search jobs
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search jobs..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className={controlClasses}
        />
      </div>
      <SelectField
        label="Filter by location"
        hideLabel
        emptyOption="All locations"
        options={locations}
        value={location}
        onChange={(event) => onLocationChange(event.target.value)}
      />
      {children}
    </div>
  );
}
