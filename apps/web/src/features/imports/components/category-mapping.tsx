import {
  CATEGORY_NAME_MAX,
  isAppExportFormat,
  type Category,
  type ImportCategoryChoice,
  type ImportPreview,
} from '@budget/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryChoices } from '../category-choices.ts';
import { keysToImport } from '../keys-to-import.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableCellText,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { ChoiceSelect } from './choice-select.tsx';

const NONE = 'none';
const NEW = 'new';
/** The section's heading, which also names its list or table. */
const TITLE_ID = 'import-categories-title';

/**
 * What a key becomes: the user's choice, else the server's match by name, else nothing (another
 * app's export: a new category, as the server creates it; docs/decisions.md, 'Moving in from
 * other apps').
 */
function selected(
  key: string,
  suggested: string | null,
  choices: CategoryChoices,
  createMissing: boolean,
): string {
  const choice = choices[key];
  if (!choice) return suggested ?? (createMissing ? NEW : NONE);
  if (choice.newCategoryName) return NEW;
  return choice.categoryId ?? NONE;
}

function choiceOf(key: string, value: string): ImportCategoryChoice {
  if (value === NEW) return { key, newCategoryName: key.slice(0, CATEGORY_NAME_MAX).trim() };
  return { key, categoryId: value === NONE ? null : value };
}

type CategoryKey = ImportPreview['categories'][number];

/** Draws the select of one key's category. */
type ChoiceFor = (key: string, categoryId: string | null, index: number) => ReactNode;

/** The keys as blocks, each with its choice below (a phone's layout). */
function CategoryKeyList({
  keys,
  choiceFor,
}: {
  keys: readonly CategoryKey[];
  choiceFor: ChoiceFor;
}) {
  const { t } = useTranslation('imports');
  return (
    <ul aria-labelledby={TITLE_ID} className="divide-y">
      {keys.map(({ key, rows, categoryId }, index) => (
        <li key={key} className="grid grid-cols-[minmax(0,1fr)] gap-2 p-3 text-sm">
          {/* The grid's one column is held to the card: a long payee is cut, not the card. */}
          <div className="flex min-w-0 items-baseline justify-between gap-3">
            <span className="min-w-0 truncate font-medium" title={key}>
              {key}
            </span>
            <span className="text-muted-foreground tabular-nums whitespace-nowrap">
              {t('categories.rows', { count: rows })}
            </span>
          </div>
          {choiceFor(key, categoryId, index)}
        </li>
      ))}
    </ul>
  );
}

/** The keys as a table: the key, its rows, its choice. */
function CategoryKeyTable({
  keys,
  byPayee,
  choiceFor,
}: {
  keys: readonly CategoryKey[];
  byPayee: boolean;
  choiceFor: ChoiceFor;
}) {
  const { t } = useTranslation('imports');
  return (
    <Table aria-labelledby={TITLE_ID}>
      <TableHeader className="sticky top-0 z-10 bg-card">
        <TableRow>
          <TableHead>{t(byPayee ? 'categories.payee' : 'categories.inFile')}</TableHead>
          <TableHead className="text-right">{t('categories.rowsColumn')}</TableHead>
          <TableHead className="w-64">{t('categories.inGroup')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.map(({ key, rows, categoryId }, index) => (
          <TableRow key={key}>
            <TableCell>
              <TableCellText text={key} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{rows}</TableCell>
            <TableCell>{choiceFor(key, categoryId, index)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The section's title and what it is for; 'Create the N missing' while some of the file's
 * categories match none of the group's and have no choice yet.
 */
function CategoryMappingHeading({
  byPayee,
  missing,
  onCreateMissing,
}: {
  byPayee: boolean;
  missing: number;
  onCreateMissing: () => void;
}) {
  const { t } = useTranslation('imports');
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div className="grid gap-1">
        <h3 id={TITLE_ID} className="font-medium">
          {t(byPayee ? 'categories.byPayeeTitle' : 'categories.fileTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t(byPayee ? 'categories.byPayeeHint' : 'categories.fileHint')}
        </p>
      </div>
      {!byPayee && missing > 0 ? (
        <Button variant="outline" size="sm" onClick={onCreateMissing}>
          {t('categories.createMissing', { count: missing })}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The file's categories (or, when it names none, its payees) and the group's category each
 * becomes: one of the group's, a new one of the same name created with the import, or none
 * (docs/decisions.md, 'Import').
 */
export function CategoryMapping({
  preview,
  ticked,
  categories,
  choices,
  onChange,
}: {
  preview: ImportPreview;
  /** The duplicates the user ticked to import anyway (lines). */
  ticked: ReadonlySet<number>;
  categories: readonly Category[];
  choices: CategoryChoices;
  onChange: (next: CategoryChoices) => void;
}) {
  const { t } = useTranslation('imports');
  // A phone gets each key as a block with its choice below: the table pushed the choice away.
  const isMobile = useIsMobile();
  const keys = keysToImport(preview, ticked);
  if (keys.length === 0) return null;
  const byPayee = preview.categoriesFrom === 'payee';
  // Keys left without a category by nobody's choice: one the user set to 'No category' stays so.
  const createMissing = isAppExportFormat(preview.format);
  const unmatched = createMissing
    ? []
    : keys.filter(({ key, categoryId }) => choices[key] === undefined && categoryId === null);
  const options = [
    { value: NONE, label: t('categories.none') },
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  const choiceFor: ChoiceFor = (key, categoryId, index) => (
    <ChoiceSelect
      id={`import-category-${index}`}
      label={t('categories.for', { key })}
      labelClassName="sr-only"
      value={selected(key, categoryId, choices, createMissing)}
      choices={[...options, { value: NEW, label: t('categories.new', { key }) }]}
      onChange={(value) => onChange({ ...choices, [key]: choiceOf(key, value) })}
    />
  );
  return (
    <section aria-labelledby={TITLE_ID} className="grid gap-3">
      <CategoryMappingHeading
        byPayee={byPayee}
        missing={unmatched.length}
        onCreateMissing={() =>
          onChange({
            ...choices,
            ...Object.fromEntries(unmatched.map(({ key }) => [key, choiceOf(key, NEW)])),
          })
        }
      />
      <div className="max-h-80 overflow-auto rounded-md border">
        {isMobile ? (
          <CategoryKeyList keys={keys} choiceFor={choiceFor} />
        ) : (
          <CategoryKeyTable keys={keys} byPayee={byPayee} choiceFor={choiceFor} />
        )}
      </div>
    </section>
  );
}
