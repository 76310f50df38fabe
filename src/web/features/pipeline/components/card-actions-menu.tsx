import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';

/** Something a card offers to do with its application, such as scheduling an interview. */
export interface CardAction {
  label: string;
  run: () => void;
}

/** A card's actions menu: what other features do with the application, one item each. */
export function CardActionsMenu({ candidateName, actions }: { candidateName: string; actions: readonly CardAction[] }) {
  return (
    <Menu>
      {/* Three dots beside 'Move to', so that the card's name keeps its width. */}
      <MenuButton
        aria-label={`Actions for ${candidateName}`}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-base font-bold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 min-w-44 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none dark:bg-slate-800 dark:ring-slate-700"
      >
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <button
              type="button"
              onClick={action.run}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-brand-50 data-focus:text-brand-800 dark:text-slate-100 dark:data-focus:bg-slate-700 dark:data-focus:text-white"
            >
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
