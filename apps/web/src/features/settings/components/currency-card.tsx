import { CurrencySelect } from '@/components/currency-select.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';

/** The currency totals are converted into: the dashboard's 'Total Budgets', accounts, reports. */
export function CurrencyCard({
  currency,
  onChange,
}: {
  currency: number;
  onChange: (currency: number) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Display currency</CardTitle>
        <CardDescription>
          Totals on the dashboard, in accounts and in reports are converted into this currency at
          the National Bank of Poland&apos;s rate of each date.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-sm gap-2">
        <Label htmlFor="display-currency">Currency for totals</Label>
        <CurrencySelect
          id="display-currency"
          value={currency}
          onChange={(value) => {
            if (value !== undefined) onChange(value);
          }}
        />
      </CardContent>
    </Card>
  );
}
