import type { NetWorth } from '@budget/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf, currencyCodes } from '@/lib/budget-usage.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

const negative = (amount: number) => amount < 0 && 'text-destructive';

/** Per currency only when that says more than the converted figures: another currency is held. */
const showsCurrencies = (netWorth: NetWorth, currency: number) =>
  netWorth.currencies.some((part) => part.currency !== currency);

/** ' = 436.53 zł' beside an amount of another currency, or why it has none. */
function convertedText(part: NetWorth['currencies'][number], currency: number): string | null {
  if (part.currency === currency) return null;
  return part.convertedNet === null
    ? ` ${i18next.t('netWorth.noRate', { ns: 'accounts' })}`
    : ` ${i18next.t('netWorth.converted', { ns: 'accounts', amount: formatMoney(part.convertedNet, currency) })}`;
}

/**
 * Net worth: what the money accounts hold, assets (current, savings, cash) less liabilities
 * (cards, loans), converted into the screen's currency, and per currency held. Every converted
 * figure is the server's sum of accounts converted one by one, so the parts add up to the net.
 */
export function NetWorthSummary({
  netWorth,
  currency,
  className,
  testId = 'net-worth',
  level = 4,
}: {
  netWorth: NetWorth;
  currency: number;
  className?: string;
  testId?: string;
  /** The heading's level under the card's own. */
  level?: 3 | 4;
}) {
  const { t } = useTranslation('accounts');
  const Heading = level === 3 ? 'h3' : 'h4';
  const titleId = useId();
  const unconverted = currencyCodes(netWorth.unconvertedCurrencies);
  return (
    // A group, not a region: every card has one, and landmarks must have names of their own.
    <div
      role="group"
      aria-labelledby={titleId}
      className={cn('grid gap-2', className)}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Heading id={titleId} className="text-sm font-medium">
          {t('netWorth.title')}
        </Heading>
        <p
          className={cn('text-lg font-semibold tabular-nums', negative(netWorth.net))}
          data-testid={`${testId}-net`}
        >
          {formatMoney(netWorth.net, currency)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('netWorth.assets')}</dt>
          <dd className="font-medium tabular-nums wrap-anywhere" data-testid={`${testId}-assets`}>
            {formatMoney(netWorth.assets, currency)}
          </dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('netWorth.liabilities')}</dt>
          <dd
            className="font-medium tabular-nums wrap-anywhere"
            data-testid={`${testId}-liabilities`}
          >
            {formatMoney(netWorth.liabilities, currency)}
          </dd>
        </div>
      </dl>
      {showsCurrencies(netWorth, currency) ? (
        <div
          className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-t pt-2 text-xs text-muted-foreground"
          data-testid={`${testId}-currencies`}
        >
          <p aria-hidden="true">{t('netWorth.perCurrencyShort')}</p>
          <ul aria-label={t('netWorth.perCurrency')} className="flex flex-wrap gap-x-3 gap-y-0.5">
            {netWorth.currencies.map((part) => (
              <li key={part.currency} className="tabular-nums wrap-anywhere">
                <span className={cn('font-medium text-foreground', negative(part.net))}>
                  {formatMoney(part.net, part.currency)}
                </span>
                {convertedText(part, currency)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {unconverted.length > 0 ? (
        <p className="text-xs text-warning-foreground" data-testid={`${testId}-note`}>
          {t('netWorth.note', { currencies: unconverted.join(', '), currency: codeOf(currency) })}
        </p>
      ) : null}
    </div>
  );
}
