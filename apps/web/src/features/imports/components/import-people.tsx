import type { GroupMember, ImportPreview } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { memberChoices } from '@/lib/member-labels.ts';
import type { ImportFlow } from '../hooks/use-import-flow.ts';
import { ChoiceSelect } from './choice-select.tsx';

/**
 * 'Who is who': each person a Splitwise or Spliit file names, with a select of the group's
 * members, preselected with the one their name or e-mail matches; a name that matches none is
 * answered here once, before the import (docs/decisions.md, 'Moving in from other apps').
 */
export function ImportPeople({
  preview,
  members,
  flow,
}: {
  preview: ImportPreview;
  members: readonly GroupMember[];
  flow: Pick<ImportFlow, 'people' | 'peopleMissing' | 'answerPerson' | 'importing'>;
}) {
  const { people: answers, peopleMissing: missing, answerPerson: onAnswer } = flow;
  const disabled = flow.importing;
  const { t } = useTranslation('imports');
  const people = preview.people ?? [];
  if (people.length === 0) return null;
  const choices = memberChoices(members).map((member) => ({
    value: member.userId,
    label: member.label,
  }));
  return (
    <section aria-labelledby="import-people-title" className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-1">
        <h3 id="import-people-title" className="font-medium">
          {t('people.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('people.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {people.map((person, index) => (
          <fieldset key={person.name} disabled={disabled} className="min-w-0">
            <ChoiceSelect
              id={`import-person-${index}`}
              label={t('people.person', { name: person.name })}
              value={answers[person.name] ?? ''}
              choices={choices}
              onChange={(userId) => onAnswer(person.name, userId)}
            />
          </fieldset>
        ))}
      </div>
      {missing.length > 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {t('people.missing', { count: missing.length, names: missing.join(', ') })}
        </p>
      ) : null}
    </section>
  );
}
