import { FileUpIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { GroupSelect } from '@/components/group-select.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useImportFlow } from '../hooks/use-import-flow.ts';
import { CategoryMapping } from './category-mapping.tsx';
import { CsvMappingForm } from './csv-mapping-form.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportProgressBar } from './import-progress-bar.tsx';
import { ImportPreviewTable } from './import-preview.tsx';

/**
 * /imports: a bank file into a group. Choosing the file reads it on the server and shows a
 * preview (a CSV file's columns, the currency of a file that names none, the categories);
 * nothing is written until 'Import'. Below, the group's imports with 'Undo' (docs/decisions.md,
 * 'Import').
 */
export function ImportsPage() {
  const { groups } = useGroupMembership();
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const [groupId, setGroupId] = useState('');
  const chosenGroup = groupId || (writable.length === 1 ? (writable[0]?.id ?? '') : '');
  const flow = useImportFlow(chosenGroup);
  const { chosen } = flow;
  const categories = useCategoriesQuery([chosenGroup], { enabled: Boolean(chosen) });
  const group = groups.find((candidate) => candidate.id === chosenGroup);
  const role = group?.role;
  const { user } = useSession();
  const needsCurrency =
    chosen !== null &&
    (chosen.preview.format === 'qif' ||
      (chosen.preview.format === 'csv' && chosen.csv?.currencyColumn === null));

  const toImport = chosen ? chosen.preview.counts.importable + flow.ticked.size : 0;
  return (
    <div className="grid gap-6">
      <PageHeader title="Import" description="Bring a bank's statement file into a group" />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Import a bank file</CardTitle>
          <CardDescription>
            CSV, OFX, QFX, QIF, CAMT.053 or MT940, as your bank exports them. You see every row
            before anything is written; rows already in the group are skipped unless you tick them.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="import-group">Group</Label>
              <GroupSelect
                id="import-group"
                groups={writable}
                value={chosenGroup}
                onChange={(next) => {
                  setGroupId(next);
                  flow.reset();
                }}
                placeholder="Select a group"
                // The file on screen was read for this group: no switch under a running read.
                disabled={flow.reading || flow.importing}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="import-file">Bank file</Label>
              <Input
                id="import-file"
                type="file"
                accept=".csv,.txt,.ofx,.qfx,.qif,.xml,.sta,.mt940,.940,text/csv,application/xml,text/xml"
                disabled={!chosenGroup || flow.reading || flow.importing}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  void flow.choose(file);
                }}
              />
            </div>
          </div>
          {flow.reading ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Reading the file...
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
          {needsCurrency ? (
            <div className="grid max-w-sm gap-2">
              <Label htmlFor="import-currency">Currency of the file</Label>
              <CurrencySelect
                id="import-currency"
                value={chosen.currency}
                onChange={(currency) => {
                  if (currency !== undefined) void flow.reread({ currency });
                }}
              />
            </div>
          ) : null}
          {chosen ? (
            <ImportPreviewTable preview={chosen.preview} ticked={flow.ticked} onTick={flow.tick} />
          ) : null}
          {chosen ? (
            <CategoryMapping
              preview={chosen.preview}
              categories={categories.data ?? []}
              choices={flow.choices}
              onChange={flow.setChoices}
            />
          ) : null}
          {flow.importing ? <ImportProgressBar progress={flow.progress} /> : null}
        </CardContent>
        {chosen ? (
          <CardFooter className="justify-end gap-2">
            <Button variant="outline" onClick={flow.reset} disabled={flow.importing}>
              Cancel
            </Button>
            <Button
              onClick={() => void flow.commit()}
              disabled={flow.importing || flow.reading || toImport === 0}
            >
              {flow.importing ? <Spinner /> : <FileUpIcon />}
              {flow.importing
                ? 'Importing...'
                : `Import ${toImport} ${toImport === 1 ? 'transaction' : 'transactions'}`}
            </Button>
          </CardFooter>
        ) : null}
      </Card>
      {chosenGroup ? (
        <ImportHistory
          groupId={chosenGroup}
          canWrite={canWriteInGroup(role)}
          members={group?.groupMembers ?? []}
          userId={user?.id ?? ''}
        />
      ) : null}
    </div>
  );
}
