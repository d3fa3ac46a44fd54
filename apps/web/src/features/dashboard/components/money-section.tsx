import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/**
 * The frame of each section below the specified dashboard: a card named by its title, with an
 * optional link at the top right. Each section loads, fails and is empty on its own.
 */
export function MoneySection({
  id,
  title,
  description,
  link,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  link?: { to: string; label: string; text: string } | null;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="min-w-0 gap-4">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle id={id}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {link ? (
          <Button asChild variant="ghost" size="sm" className="shrink-0">
            <Link to={link.to} aria-label={link.label}>
              {link.text}
              <ArrowRightIcon />
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">{children}</CardContent>
    </Card>
  );
}

/** Placeholder rows while a section loads, named for screen readers. */
export function SectionLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-2" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** A failed load: the reason was toasted by the shared error display; this offers a retry. */
export function SectionError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <LoadErrorAlert title={title} onRetry={onRetry} />;
}

/** What a section says when there is nothing to show yet. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
      {children}
    </div>
  );
}
