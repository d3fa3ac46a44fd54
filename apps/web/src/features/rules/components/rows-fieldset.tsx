import { PlusIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

/** A rule form's list of rows (conditions, actions) under its legend, with its add button. */
export function RowsFieldset({
  legend,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  legend: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">{legend}</legend>
      {children}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={!canAdd} onClick={onAdd}>
          <PlusIcon />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * One row of such a list: its boxes side by side on a wide screen (`columns`, the grid's
 * template), and the button that removes it where the list may lose a row.
 */
export function RuleRow({
  legend,
  columns,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  columns: string;
  removeLabel: string;
  onRemove: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('grid gap-3 rounded-lg border p-3 sm:items-start', columns)}>
      <legend className="sr-only">{legend}</legend>
      {children}
      {onRemove ? (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="justify-self-end sm:mt-6"
          onClick={onRemove}
          aria-label={removeLabel}
        >
          <XIcon />
        </Button>
      ) : null}
    </fieldset>
  );
}
