import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

/** A bar in a line of text: the line's height (`line`) is kept, so nothing moves once loaded. */
function Bar({ line, className }: { line: string; className: string }) {
  return (
    <div className={cn('flex items-center', line)}>
      <Skeleton className={className} />
    </div>
  );
}

/**
 * One account's row while the accounts load, as tall as a loaded one (money-account-row.tsx):
 * name and kind beside the balance, then the count and date, then the cleared balance and the
 * last reconciliation.
 */
export function AccountRowSkeleton() {
  return (
    <div className="grid gap-1 rounded-lg border p-3">
      <div className="flex h-10 items-start justify-between gap-2">
        <div className="grid">
          <Bar line="h-6" className="h-4 w-28" />
          <Bar line="h-4" className="h-3 w-20" />
        </div>
        <Bar line="h-6" className="h-4 w-20" />
      </div>
      <Bar line="h-4" className="h-3 w-40" />
      <Bar line="h-4" className="h-3 w-48" />
    </div>
  );
}

/**
 * The money accounts' part of a group's card before the page has any figures: its heading, one
 * account (every group has one) and, as for most users, 'Add account' and 'Transfer'.
 */
export function MoneyAccountsSkeleton() {
  return (
    <div className="grid gap-2">
      <Bar line="h-5" className="h-3.5 w-28" />
      <AccountRowSkeleton />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-8 w-24" />
      </div>
    </div>
  );
}
