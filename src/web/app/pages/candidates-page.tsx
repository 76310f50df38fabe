import { useState } from 'react';
import { type MovePlace, movePlaceOf } from '../../../shared/pipeline';
import { RecruiterApplicationsList } from '../../features/applications';
import { BulkMoveBar } from '../../features/pipeline';
import { useMember } from '../../lib/member';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /candidates — every application to the company's postings; titled 'Candidates', headed 'Applications'. Members who
 * move applications select some and move them together.
 */
export function CandidatesPage() {
  usePageTitle('Candidates');
  const canMove = useMember().can('moveApplications');
  // The names and places of the selected applications, kept while the list pages and filters change.
  const [selected, setSelected] = useState<ReadonlyMap<string, { name: string; place?: MovePlace }>>(new Map());
  const ids = new Set(selected.keys());
  return (
    <RecruiterApplicationsList
      selection={
        canMove
          ? {
              selected: ids,
              onToggle: (application, on) =>
                setSelected((current) => {
                  const next = new Map(current);
                  if (on)
                    next.set(application.application_id, {
                      name: `${application.first_name} ${application.last_name}`,
                      ...(application.stage && { place: movePlaceOf(application, application.stage.id) }),
                    });
                  else next.delete(application.application_id);
                  return next;
                }),
              bar: selected.size > 0 && (
                <BulkMoveBar
                  ids={[...ids]}
                  places={[...selected.values()].flatMap(({ place }) => (place ? [place] : []))}
                  nameOf={(id) => selected.get(id)?.name ?? id}
                  onDone={() => setSelected(new Map())}
                />
              ),
            }
          : undefined
      }
    />
  );
}
