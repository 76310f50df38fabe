import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { Stage } from '../../../../shared/pipeline';

interface MoveMenuProps {
  candidateName: string;
  /** The stages the application may move to (`moveRefusal`): the menu offers no move the server would refuse. */
  stages: readonly Stage[];
  onMove: (stage: Stage) => void;
}

/** A card's 'Move to' menu: every stage it may go to, for those who move from the keyboard or without dragging. */
export function MoveMenu({ candidateName, stages, onMove }: MoveMenuProps) {
  return (
    <Menu>
      <MenuButton className="inline-flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800">
        Move to<span className="sr-only"> another stage: {candidateName}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 min-w-48 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none dark:bg-slate-800 dark:ring-slate-700"
      >
        {stages.map((stage) => (
          <MenuItem key={stage.id}>
            <button
              type="button"
              onClick={() => onMove(stage)}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-brand-50 data-focus:text-brand-800 dark:text-slate-100 dark:data-focus:bg-slate-700 dark:data-focus:text-white"
            >
              {stage.name}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
