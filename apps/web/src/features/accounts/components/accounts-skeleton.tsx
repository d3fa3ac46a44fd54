import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { ACCOUNT_CARD_CLASS, CARD_FOOTER_CLASS, MONTH_BOX_CLASS } from './account-card.tsx';
import {
  NET_WORTH_TOTAL_CLASS,
  PER_CURRENCY_ROW_CLASS,
  TOTAL_CARD_CLASS,
} from './accounts-total-card.tsx';
import { ACCOUNTS_GRID_CLASS } from './accounts-grid.ts';
import { MoneyAccountsSkeleton } from './money-accounts-skeleton.tsx';

/** A bar in a line of text: the line's height (`line`) is kept, so nothing moves once loaded. */
function Bar({ line, className }: { line: string; className: string }) {
  return (
    <div className={cn('flex items-center', line)}>
      <Skeleton className={className} />
    </div>
  );
}

/** The total card and one card per group, in the shape and size of the loaded ones. */
export function AccountsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="grid gap-6" role="status" aria-label={t('page.loading')}>
      <div className={TOTAL_CARD_CLASS}>
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <Bar line="h-5" className="h-4 w-28" />
            <Bar line="h-9" className="h-8 w-48" />
            <Bar line="h-5" className="h-3.5 w-56 max-w-full" />
          </div>
          <Skeleton className="size-5 shrink-0" />
        </div>
        {/* The hints' own texts, unseen, so they wrap as the loaded ones will. */}
        <p className="invisible text-xs" aria-hidden="true">
          {t('total.hint')}
        </p>
        <div className={PER_CURRENCY_ROW_CLASS}>
          <Bar line="h-5" className="h-3.5 w-24" />
          <Bar line="h-5" className="h-3.5 w-28" />
        </div>
        <div className={NET_WORTH_TOTAL_CLASS}>
          <NetWorthSkeleton />
          <p className="invisible text-xs" aria-hidden="true">
            {t('netWorth.hint')}
          </p>
        </div>
      </div>
      <ul className={ACCOUNTS_GRID_CLASS}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="min-w-0">
            <AccountCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Two labelled figures side by side: income and expenses, or assets and liabilities. */
function TwoFigures() {
  return (
    <div className="grid grid-cols-2 gap-3">
      {[0, 1].map((key) => (
        <div key={key} className="grid content-start gap-0.5">
          <Bar line="h-4" className="h-3 w-14" />
          <Bar line="h-5" className="h-3.5 w-20" />
        </div>
      ))}
    </div>
  );
}

/** Net worth's heading and amount, then assets and liabilities (NetWorthSummary). */
function NetWorthSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex h-7 items-center justify-between gap-3">
        <Skeleton className="h-3.5 w-20" />
        <Skeleton className="h-5 w-28" />
      </div>
      <TwoFigures />
    </div>
  );
}

function AccountCardSkeleton() {
  const { t } = useTranslation('accounts');
  return (
    <div className={ACCOUNT_CARD_CLASS}>
      <div className="flex items-start justify-between gap-3">
        <Bar line="h-6" className="h-5 w-40 max-w-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <div className="grid gap-1">
        <Bar line="h-5" className="h-3.5 w-16" />
        <Bar line="h-8" className="h-7 w-36" />
        <Bar line="h-5" className="h-3.5 w-32" />
        <p className="invisible text-xs" aria-hidden="true">
          {t('card.balanceHint')}
        </p>
      </div>
      <div className={MONTH_BOX_CLASS}>
        <Bar line="h-5" className="h-3.5 w-36" />
        <TwoFigures />
      </div>
      <NetWorthSkeleton className={MONTH_BOX_CLASS} />
      <MoneyAccountsSkeleton />
      <div className={CARD_FOOTER_CLASS}>
        <div className="grid">
          <Bar line="h-5" className="h-3.5 w-24" />
          <Bar line="h-5" className="h-3.5 w-32" />
        </div>
        <Skeleton className="h-8 w-36" />
      </div>
    </div>
  );
}
