import { FileUpIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { FormItem } from '@/components/ui/form-item.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useImportFlow, type ImportFlow } from '../hooks/use-import-flow.ts';
import { FileChooser } from './file-chooser.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportPreviewSteps } from './import-preview-steps.tsx';

const BANK_FILE_TYPES =
  '.csv,.txt,.ofx,.qfx,.qif,.xml,.sta,.mt940,.940,.json,text/csv,application/xml,text/xml,application/json';

/** The group to import into and the bank file, both held while a file is read or imported. */
function ImportSourceFields({
  groups,
  viewerGroups,
  groupId,
  onGroupChange,
  flow,
}: {
  groups: readonly { id: string; name: string }[];
  /** How many of the user's groups are left out of the select for being a Viewer there. */
  viewerGroups: number;
  groupId: string;
  onGroupChange: (groupId: string) => void;
  flow: ImportFlow;
}) {
  const { t } = useTranslation('imports');
  const busy = flow.reading || flow.importing;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormItem
        label={t('source.group')}
        description={viewerGroups > 0 ? t('source.viewerGroups') : undefined}
      >
        <GroupSelect
          groups={groups}
          value={groupId}
          onChange={onGroupChange}
          placeholder={t('source.groupPlaceholder')}
          // The file on screen was read for this group: no switch under a running read.
          disabled={busy}
        />
      </FormItem>
      <FormItem label={t('source.file')}>
        <FileChooser
          accept={BANK_FILE_TYPES}
          fileName={flow.fileName}
          disabled={!groupId || busy}
          onChoose={(file) => void flow.choose(file)}
        />
      </FormItem>
    </div>
  );
}

const fileKey = ({ chosen }: ImportFlow) =>
  chosen ? `${chosen.fileName}:${chosen.contentBase64.length}` : 'none';

/** 'Cancel' and 'Import N transactions' under the file on screen. */
function ImportFileActions({ flow }: { flow: ImportFlow }) {
  const { t } = useTranslation('imports');
  // Set by the first press of the import button: what holds it back is said from then on.
  const [tried, setTried] = useState(false);
  if (!flow.chosen) return null;
  const { counts } = flow.chosen.preview;
  const toImport = counts.importable + flow.ticked.size;
  // A file of rows typed in before alone: importing it marks those cleared.
  const toConfirm = toImport === 0 ? counts.confirming : 0;
  const missing = flow.showMissing && (flow.plan?.missing.length ?? 0) > 0;
  // A name of the file no member is chosen for: the import waits, and says so beside its button.
  const unanswered = tried ? flow.peopleMissing : [];
  const nothing = toImport + toConfirm === 0;
  return (
    <CardFooter className="flex-wrap justify-end gap-2">
      {missing ? (
        <p role="alert" className="mr-auto text-sm text-destructive">
          {t('accounts.missingAll')}
        </p>
      ) : null}
      {tried && nothing ? (
        <p role="alert" className="mr-auto text-sm text-destructive">
          {t('actions.nothing')}
        </p>
      ) : null}
      {unanswered.length > 0 ? (
        <p role="alert" className="mr-auto text-sm text-destructive">
          {t('people.missing', { count: unanswered.length, names: unanswered.join(', ') })}
        </p>
      ) : null}
      <Button variant="outline" onClick={flow.reset} disabled={flow.importing}>
        {t('actions.cancel')}
      </Button>
      <Button
        onClick={() => {
          setTried(true);
          if (!nothing && flow.peopleMissing.length === 0) void flow.commit();
        }}
        disabled={flow.importing || flow.reading}
        // A long label (Polish, a phone) wraps inside the card rather than running out of it.
        className="h-auto min-h-9 max-w-full py-2 whitespace-normal"
      >
        {flow.importing ? <Spinner /> : <FileUpIcon />}
        {flow.importing
          ? t('actions.importing')
          : toConfirm > 0
            ? t('actions.confirm', { count: toConfirm })
            : t('actions.import', { count: toImport })}
      </Button>
    </CardFooter>
  );
}

/**
 * /imports: a bank file into a group. Choosing the file reads it on the server and shows a
 * preview (a CSV file's columns, the currency of a file that names none, the categories);
 * nothing is written until 'Import'. Below, the group's imports with 'Undo' (docs/decisions.md,
 * 'Import').
 */
export function ImportsPage() {
  const { t } = useTranslation('imports');
  const { groups } = useGroupMembership();
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const [groupId, setGroupId] = useState('');
  const chosenGroup = groupId || (writable.length === 1 ? (writable[0]?.id ?? '') : '');
  const flow = useImportFlow(chosenGroup);
  const group = groups.find((candidate) => candidate.id === chosenGroup);
  const { user } = useSession();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>{t('card.title')}</CardTitle>
          <CardDescription>{t('card.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {groups.length > 0 && writable.length === 0 ? (
            // An empty select would not say why nothing can be chosen.
            <p className="text-sm text-muted-foreground">{t('card.viewerEverywhere')}</p>
          ) : (
            <>
              <ImportSourceFields
                groups={writable}
                viewerGroups={groups.length - writable.length}
                groupId={chosenGroup}
                onGroupChange={(next) => {
                  setGroupId(next);
                  flow.reset();
                }}
                flow={flow}
              />
              <ImportPreviewSteps
                groupId={chosenGroup}
                flow={flow}
                members={group?.groupMembers ?? []}
              />
            </>
          )}
        </CardContent>
        {/* One per file: what its button was pressed for is not said of the next file. */}
        <ImportFileActions key={fileKey(flow)} flow={flow} />
      </Card>
      {chosenGroup ? (
        <ImportHistory
          groupId={chosenGroup}
          canWrite={canWriteInGroup(group?.role)}
          members={group?.groupMembers ?? []}
          userId={user?.id ?? ''}
        />
      ) : null}
    </div>
  );
}
