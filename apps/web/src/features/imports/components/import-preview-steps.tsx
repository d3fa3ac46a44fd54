import type { GroupMember } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import type { ChosenFile } from '../hooks/use-file-preview.ts';
import type { ImportFlow } from '../hooks/use-import-flow.ts';
import { CategoryMapping } from './category-mapping.tsx';
import { ImportAccountChoice } from './import-account-choice.tsx';
import { CsvMappingForm } from './csv-mapping-form.tsx';
import { ImportProgressBar } from './import-progress-bar.tsx';
import { ImportPreviewTable } from './import-preview.tsx';
import { ImportResultPanel } from './import-result.tsx';
import { ImportPeople } from './import-people.tsx';

/**
 * A QIF file, a YNAB or Actual export, or a CSV file whose mapping has no currency column, leaves
 * the currency to the user.
 */
function needsCurrency({ preview, csv }: ChosenFile): boolean {
  const { format } = preview;
  if (format === 'qif' || format === 'ynab' || format === 'actual') return true;
  return format === 'csv' && csv?.currencyColumn === null;
}

/**
 * The file on screen, step by step: a CSV file's columns, the currency of a file that names
 * none, the money accounts its rows go into, its rows with the duplicates to tick, its
 * categories, then the import's progress, and after it the closing balances compared.
 */
export function ImportPreviewSteps({
  groupId,
  flow,
  members,
}: {
  groupId: string;
  flow: ImportFlow;
  /** The group's members, whom a Splitwise or Spliit file's people are mapped onto. */
  members: readonly GroupMember[];
}) {
  const { t } = useTranslation('imports');
  const { chosen } = flow;
  const categories = useCategoriesQuery([groupId], { enabled: Boolean(chosen) });
  const categoryNames = new Map(categories.data?.map((category) => [category.id, category.name]));
  return (
    <>
      {flow.reading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {t('steps.reading')}
        </p>
      ) : null}
      {chosen?.preview.csv ? (
        <CsvMappingForm
          // A new mapping (or one found again after a refusal) starts the form over.
          key={`${flow.mappingRound}:${JSON.stringify(chosen.preview.csv.mapping)}`}
          layout={chosen.preview.csv}
          pending={flow.reading}
          onApply={(csv) => void flow.reread({ csv })}
        />
      ) : null}
      {chosen && needsCurrency(chosen) ? (
        <FormItem label={t('steps.currency')} className="max-w-sm">
          <CurrencySelect
            value={chosen.currency}
            onChange={(currency) => {
              if (currency !== undefined) void flow.reread({ currency });
            }}
          />
        </FormItem>
      ) : null}
      {chosen && flow.plan ? (
        <ImportAccountChoice
          plan={flow.plan}
          accounts={flow.openAccounts}
          showMissing={flow.showMissing}
          disabled={flow.importing}
          onPick={flow.pickAccount}
        />
      ) : null}
      {chosen ? <ImportPeople preview={chosen.preview} members={members} flow={flow} /> : null}
      {chosen ? (
        <>
          <ImportPreviewTable
            preview={chosen.preview}
            ticked={flow.ticked}
            onTick={flow.tick}
            unruled={flow.unruled}
            onApplyRules={flow.applyRules}
            suggestions={{
              preview: chosen.preview,
              choices: flow.choices,
              categoryNames,
              declined: flow.declined,
              onUseSuggestion: flow.keepSuggestion,
            }}
          />
          <CategoryMapping
            preview={chosen.preview}
            ticked={flow.ticked}
            categories={categories.data ?? []}
            choices={flow.choices}
            onChange={flow.setChoices}
          />
        </>
      ) : null}
      {flow.importing ? <ImportProgressBar progress={flow.progress} /> : null}
      {flow.result && !chosen ? (
        <ImportResultPanel result={flow.result} onDismiss={flow.dismissResult} />
      ) : null}
    </>
  );
}
