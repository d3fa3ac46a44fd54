import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';

/**
 * The card of a screen that lists a group's things (categories, tags, rules): its heading with
 * the count, an add button (disabled with `viewerNote` beside it where the user is a Viewer in
 * every group, so the reason shows), and the list.
 */
export function ListCard({
  heading,
  addLabel,
  onAdd,
  viewerNote,
  children,
}: {
  heading: string;
  addLabel: string;
  onAdd: () => void;
  /** Shown, and adding disabled, when the user may add in no group; null otherwise. */
  viewerNote: string | null;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-6">
        <h2 className="text-lg leading-tight font-semibold">{heading}</h2>
        <Button onClick={onAdd} disabled={viewerNote !== null}>
          <PlusIcon />
          {addLabel}
        </Button>
      </div>
      {viewerNote === null ? null : (
        <p className="px-6 text-sm text-muted-foreground">{viewerNote}</p>
      )}
      <CardContent>{children}</CardContent>
    </Card>
  );
}
