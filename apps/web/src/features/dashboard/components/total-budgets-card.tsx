import { useTranslation } from 'react-i18next';
import { RefreshCwIcon, WalletCardsIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useBudgetSummaryQuery } from '../api/use-budget-summary-query.ts';
import { activeBudgetsText, summaryNote, totalBudgetsText } from '../budget-summary-text.ts';

/**
 * Card 'Total Budgets': the amounts of today's active budgets converted into
 * PLN, their count, and a note when a currency could not be converted.
 */
export function TotalBudgetsCard() {
  const { t } = useTranslation('dashboard');
  const query = useBudgetSummaryQuery();
  const summary = query.data;
  const note = summary ? summaryNote(summary) : null;
  return (
    <Card className="gap-3" role="region" aria-label={t('total.title')}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          {t('total.title')}
        </CardTitle>
        <WalletCardsIcon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-1">
        {summary ? (
          <>
            <p className="text-3xl font-semibold wrap-anywhere tabular-nums" data-testid="total">
              {totalBudgetsText(summary)}
            </p>
            <p className="text-sm text-muted-foreground" data-testid="active-budgets">
              {activeBudgetsText(summary.activeBudgets)}
            </p>
            {note ? <p className="text-xs text-warning-foreground">{note}</p> : null}
          </>
        ) : query.isError ? (
          // The reason was toasted by the shared error display.
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted-foreground">{t('total.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RefreshCwIcon />
              {t('total.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-2" role="status" aria-label={t('total.loading')}>
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-4 w-28" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
