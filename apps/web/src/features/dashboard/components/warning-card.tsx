import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** The dashboard's call-to-action card for something the user has to do first. */
export function WarningCard({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card
      className="border-warning-border bg-warning text-warning-foreground shadow-none"
      role="region"
      aria-label={title}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-card/70">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm leading-relaxed">{children}</CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
