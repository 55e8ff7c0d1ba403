import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { DialogName } from '#web/features/basket/use-basket-actions.ts';

export interface BasketMenuAction {
  key: DialogName | 'csv';
  label: string;
  onClick: () => void;
}

/**
 * The basket's less used actions as a menu, loaded when the user first reaches for its button
 * (basket-toolbar.tsx), so it mounts open; emptying the basket is marked as the dangerous one.
 */
export function BasketMoreMenu({
  actions,
  button,
}: {
  actions: BasketMenuAction[];
  button: { className: string; face: ReactNode };
}) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={button.className}>{button.face}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-48 rounded-md border border-gray-200 bg-white p-1 text-sm shadow-lg"
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.key}
              onSelect={action.onClick}
              className={`cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50 ${
                action.key === 'clear' ? 'text-danger-700' : 'text-gray-900'
              }`}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
