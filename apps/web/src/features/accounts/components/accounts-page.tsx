import type { Accounts, Group } from '@budget/contract';
import { LandmarkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { cn } from '@/lib/utils.ts';
import { parseAccountsMode, parseCurrencyParam, withCurrencyParam } from '../accounts-view.ts';
import { useAccountsQuery } from '../api/use-accounts-query.ts';
import { AccountCard } from './account-card.tsx';
import { ACCOUNTS_GRID_CLASS } from './accounts-grid.ts';
import { AccountsSkeleton } from './accounts-skeleton.tsx';
import { AccountsTotalCard } from './accounts-total-card.tsx';
import { AccountsForm } from './accounts-form.tsx';
import { CurrencySwitcher } from './currency-switcher.tsx';

/**
 * /accounts: each of the user's groups as a shared account, and the total of all of them, in the
 * display currency of Settings or the one chosen here (kept in the address as ?currency=).
 */
export function AccountsPage() {
  const { t } = useTranslation('accounts');
  const { displayCurrency } = usePreferences();
  const [params, setParams] = useSearchParams();
  const currency = parseCurrencyParam(params) ?? displayCurrency;
  const query = useAccountsQuery(currency);
  // The route has loaded the groups already: as many skeletons as there will be cards.
  const { groups } = useGroupMembership();
  const mode = parseAccountsMode(params);

  let body;
  if (mode.view !== 'overview') {
    body = <AccountsForm mode={mode} groups={groups} />;
  } else if (query.data) {
    body = (
      <AccountsOverview data={query.data} groups={groups} updating={query.isPlaceholderData} />
    );
  } else if (query.isError) {
    body = null;
  } else {
    body = <AccountsSkeleton count={Math.max(1, groups.length)} />;
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          mode.view !== 'overview' ? null : (
            <CurrencySwitcher
              value={currency}
              onChange={(next) => setParams(withCurrencyParam(params, next), { replace: true })}
            />
          )
        }
      />
      {/* The reason was toasted by the shared error display. */}
      {query.isError && mode.view === 'overview' ? (
        <LoadErrorAlert title={t('page.loadError')} onRetry={() => void query.refetch()} />
      ) : null}
      {body}
    </div>
  );
}

/** While another currency loads, the previous figures stay, dimmed, instead of skeletons. */
function AccountsOverview({
  data,
  groups,
  updating,
}: {
  data: Accounts;
  groups: readonly Group[];
  updating: boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div
      className={cn('grid gap-6 transition-opacity', updating && 'opacity-60')}
      aria-busy={updating}
    >
      <AccountsTotalCard data={data} />
      <section aria-labelledby="accounts-list-title" className="grid gap-4">
        <h2 id="accounts-list-title" className="sr-only">
          {t('page.listTitle')}
        </h2>
        {data.accounts.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
            <LandmarkIcon className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-muted-foreground">{t('page.empty')}</p>
          </div>
        ) : (
          <ul className={ACCOUNTS_GRID_CLASS}>
            {data.accounts.map((account) => (
              <AccountCard
                key={account.groupId}
                account={account}
                currency={data.currency}
                unconvertedCurrencies={data.unconvertedCurrencies}
                group={groups.find((group) => group.id === account.groupId)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
