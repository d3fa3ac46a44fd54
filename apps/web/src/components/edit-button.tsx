import { PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * The Edit button of a list's row or card: the visible word is short ('Edit'), the accessible
 * name carries the item's ('Edit Groceries'), so a screen reader's list of buttons tells the
 * rows apart.
 */
export function EditButton({
  label,
  name,
  onClick,
  icon = <PencilIcon />,
  variant = 'outline',
}: {
  label: string;
  name: string;
  onClick: () => void;
  icon?: ReactNode;
  variant?: 'outline' | 'ghost';
}) {
  return (
    <Button variant={variant} size="sm" onClick={onClick} aria-label={name}>
      {icon}
      {label}
    </Button>
  );
}
