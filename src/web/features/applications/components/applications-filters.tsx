import type { ChangeEvent } from 'react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES } from '../../../../shared/applications';
import { DIRECT_SOURCE, sourceLabel } from '../../../../shared/sources';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useApplicationSources } from '../api/get-application-sources';

// The filter bar's fields share a row and wrap on narrow screens.
export const searchFrame = 'min-w-0 flex-1 sm:min-w-48';
export const selectFrame = 'min-w-0 flex-1 sm:max-w-60 sm:min-w-44';

export type FilterChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/** Both roles' lists search the applied role the same way. */
export function RoleFilter({ value, onChange }: { value: string; onChange: FilterChange }) {
  return (
    <TextField
      label="Role"
      type="search"
      placeholder="Search by role..."
      value={value}
      onChange={onChange}
      className={searchFrame}
    />
  );
}

export function StageFilter({ value, onChange }: { value: string; onChange: FilterChange }) {
  return (
    <SelectField
      label="Filter by Stage"
      emptyOption="All stages"
      options={APPLICATION_STATUSES}
      value={value}
      onChange={onChange}
      className={selectFrame}
    />
  );
}

/**
 * The list's posting, location and source, kept in the address so that a posting's card can open its applicants and
 * a filtered list can be shared or reloaded.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const set = (name: 'posting_id' | 'location' | 'source') => (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return {
    postingId: params.get('posting_id') ?? '',
    location: params.get('location') ?? '',
    source: params.get('source') ?? '',
    setPostingId: set('posting_id'),
    setLocation: set('location'),
    setSource: set('source'),
  };
}

/** The source filter's choices: each source with how many applied from it, and a source chosen but not among them. */
export function useSourceOptions(enabled: boolean, chosen: string) {
  const sources = useApplicationSources(enabled).data;
  return useMemo(() => {
    const options = (sources ?? []).map(({ source, total }) => ({
      value: source ?? DIRECT_SOURCE,
      label: `${sourceLabel(source)} (${total})`,
    }));
    return chosen && !options.some((option) => option.value === chosen)
      ? [...options, { value: chosen, label: chosen === DIRECT_SOURCE ? sourceLabel(null) : chosen }]
      : options;
  }, [sources, chosen]);
}
