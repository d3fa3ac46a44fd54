import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

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
