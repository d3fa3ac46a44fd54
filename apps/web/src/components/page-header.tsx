import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

/** The title block at the top of a screen inside the application shell. */
export function PageHeader({
  title,
  description,
  actions,
  compact = false,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** On a phone, the description is for screen readers only: a form below must fit the screen. */
  compact?: boolean;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description ? (
          <p className={cn('text-muted-foreground', compact && 'max-sm:sr-only')}>{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </header>
  );
}
