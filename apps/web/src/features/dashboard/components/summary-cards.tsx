import { useTranslation } from 'react-i18next';
import { PlusIcon, ReceiptTextIcon, UsersIcon, WalletCardsIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';

/** The quick actions open the add form of their screen at once. */
export const NEW_TRANSACTION_HREF = '/transactions?action=quick_add';
export const NEW_BUDGET_HREF = '/budgets?action=quick_add';

/** Card 'Groups': how many groups the user belongs to. */
export function GroupsCountCard({ count }: { count: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="gap-3" role="region" aria-label={t('groupsCount.label')}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          {t('groupsCount.title')}
        </CardTitle>
        <UsersIcon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-3xl font-semibold tabular-nums">{count}</p>
        <p className="text-sm text-muted-foreground">{t('groupsCount.active', { count })}</p>
      </CardContent>
    </Card>
  );
}

/**
 * A quick action is a link while its screen exists, and a disabled button otherwise: the
 * screens arrive with later issues, and a link must never lead to '404 Not Found'.
 */
function QuickAction({
  href,
  enabled,
  icon,
  reasonId,
  children,
}: {
  href: string;
  enabled: boolean;
  icon: ReactNode;
  /** The id of the text saying why the action is disabled, when one is shown. */
  reasonId?: string;
  children: ReactNode;
}) {
  if (!enabled) {
    return (
      <Button variant="outline" className="justify-start" disabled aria-describedby={reasonId}>
        {icon}
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" className="justify-start">
      <Link to={href}>
        {icon}
        {children}
      </Link>
    </Button>
  );
}

/**
 * Card 'Quick Actions': 'New Transaction' and 'New Budget', never without groups
 * nor for a Viewer in every group, whom the add forms would only refuse: a disabled action
 * with no reason looks broken, so the Viewer is told why, as every other screen does.
 */
export function QuickActionsCard({
  canAdd,
  isImplemented,
}: {
  /** The user is Owner or Member of at least one group. */
  canAdd: boolean;
  isImplemented: (path: string) => boolean;
}) {
  const { t } = useTranslation('dashboard');
  const viewerNoteId = useId();
  const reasonId = canAdd ? undefined : viewerNoteId;
  return (
    <Card className="gap-3" role="region" aria-label={t('quick.title')}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          {t('quick.title')}
        </CardTitle>
        <PlusIcon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <QuickAction
          href={NEW_TRANSACTION_HREF}
          enabled={canAdd && isImplemented('/transactions')}
          icon={<ReceiptTextIcon />}
          reasonId={reasonId}
        >
          {t('quick.newTransaction')}
        </QuickAction>
        <QuickAction
          href={NEW_BUDGET_HREF}
          enabled={canAdd && isImplemented('/budgets')}
          icon={<WalletCardsIcon />}
          reasonId={reasonId}
        >
          {t('quick.newBudget')}
        </QuickAction>
        {canAdd ? null : (
          <p id={viewerNoteId} className="text-sm text-muted-foreground">
            {t('quick.viewerEverywhere')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
