import { useId, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * One part of the report: a card named by its h2, so it is a landmark screen readers can list.
 * `outOfViewSkipped`: the browser lays out and paints the part only near the window
 * (content-visibility), so rows added below the first view cost it nothing (docs/performance.md,
 * 'Fewer files per screen'); 30rem is assumed until it is drawn, then its real height is kept. Not
 * for parts with a chart: skipped, the chart's container measures nothing, and the chart is drawn
 * again, animated, each time it comes back into view.
 */
export function ReportSection({
  title,
  description,
  children,
  className,
  outOfViewSkipped = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  outOfViewSkipped?: boolean;
}) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn(
        'min-w-0 gap-4',
        outOfViewSkipped && '[contain-intrinsic-size:auto_30rem] [content-visibility:auto]',
        className,
      )}
    >
      <CardHeader className="px-4 sm:px-6">
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
