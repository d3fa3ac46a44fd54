import { MAX_IMPORT_CHARS, type ImportPreview } from '@budget/contract';
import { FileUpIcon } from 'lucide-react';
import { useMemo, useState, type ChangeEvent } from 'react';
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
import { showApiError } from '@/lib/show-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useImportFileMutation } from '../api/use-import-file-mutation.ts';
import { usePreviewImportMutation } from '../api/use-preview-import-mutation.ts';
import { ImportHistory } from './import-history.tsx';
import { ImportPreviewTable } from './import-preview.tsx';

interface Chosen {
  fileName: string;
  content: string;
  preview: ImportPreview;
}

/**
 * /imports: a bank file (OFX, QFX, CAMT.053) into a group. Choosing the file reads it on the
 * server and shows a preview; nothing is written until 'Import'. Below, the group's imports
 * with 'Undo' (docs/decisions.md, 'Import').
 */
export function ImportsPage() {
  const { groups } = useGroupMembership();
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const [groupId, setGroupId] = useState('');
  const chosenGroup = groupId || (writable.length === 1 ? (writable[0]?.id ?? '') : '');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const preview = usePreviewImportMutation();
  const importFile = useImportFileMutation();
  const role = groups.find((group) => group.id === chosenGroup)?.role;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setChosen(null);
    setTicked(new Set());
    if (!file || !chosenGroup) return;
    const content = await file.text();
    if (content.length > MAX_IMPORT_CHARS) {
      toast.error('The file is larger than 50 MB');
      return;
    }
    try {
      const request = { groupId: chosenGroup, fileName: file.name, content };
      const { data } = await preview.mutateAsync(request);
      setChosen({ fileName: file.name, content, preview: data });
    } catch (error) {
      showApiError(error);
    }
  }

  async function commit() {
    if (!chosen) return;
    try {
      const { data } = await importFile.mutateAsync({
        groupId: chosenGroup,
        fileName: chosen.fileName,
        content: chosen.content,
        includeLines: [...ticked],
      });
      const noun = data.importedCount === 1 ? 'transaction' : 'transactions';
      toast.success(`Imported ${data.importedCount} ${noun} from ${data.fileName}`);
      setChosen(null);
    } catch (error) {
      showApiError(error);
    }
  }

  const toImport = chosen ? chosen.preview.counts.importable + ticked.size : 0;
  return (
    <div className="grid gap-6">
      <PageHeader title="Import" description="Bring a bank's statement file into a group" />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Import a bank file</CardTitle>
          <CardDescription>
            OFX, QFX or CAMT.053, as your bank exports them. You see every row before anything is
            written; rows already in the group are skipped unless you tick them.
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
                  setChosen(null);
                }}
                placeholder="Select a group"
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="import-file">Bank file</Label>
              <Input
                id="import-file"
                type="file"
                accept=".ofx,.qfx,.xml,application/xml,text/xml"
                disabled={!chosenGroup || preview.isPending}
                onChange={(event) => void choose(event)}
              />
            </div>
          </div>
          {preview.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Reading the file...
            </p>
          ) : null}
          {chosen ? (
            <ImportPreviewTable
              preview={chosen.preview}
              ticked={ticked}
              onTick={(line, on) =>
                setTicked((current) => {
                  const next = new Set(current);
                  if (on) next.add(line);
                  else next.delete(line);
                  return next;
                })
              }
            />
          ) : null}
        </CardContent>
        {chosen ? (
          <CardFooter className="justify-end gap-2">
            <Button
              variant="outline"
              onClick={() => setChosen(null)}
              disabled={importFile.isPending}
            >
              Cancel
            </Button>
            <Button onClick={() => void commit()} disabled={importFile.isPending || toImport === 0}>
              {importFile.isPending ? <Spinner /> : <FileUpIcon />}
              {importFile.isPending
                ? 'Importing...'
                : `Import ${toImport} ${toImport === 1 ? 'transaction' : 'transactions'}`}
            </Button>
          </CardFooter>
        ) : null}
      </Card>
      {chosenGroup ? (
        <ImportHistory groupId={chosenGroup} canWrite={canWriteInGroup(role)} />
      ) : null}
    </div>
  );
}
