import type { Tag } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card.tsx';
import { NameField } from '@/components/form-fields.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { toast } from '@/lib/toast.ts';
import { useRenameTagMutation } from '../api/use-rename-tag-mutation.ts';
import { renameTagSchema, type RenameTagInput, type RenameTagOutput } from '../schemas.ts';

// A 409 (the group has a tag of that name, in any case) names `name` in its details.
const RENAME_ERRORS = formErrors<RenameTagInput>({ fields: ['name'] });

/** 'Rename Tag': a new name; the tag stays on its transactions, which show the new name. */
export function RenameTagForm({
  tag,
  groupName,
  onCancel,
  onDone,
}: {
  tag: Tag;
  groupName: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('tags');
  const rename = useRenameTagMutation(RENAME_ERRORS);
  const form = useAppForm({ schema: renameTagSchema, defaultValues: { name: tag.name } });

  const onSubmit = async ({ name }: RenameTagOutput) => {
    await rename.mutateAsync({ tag, name });
    toast.success(t('toast.renamed', { name: name.trim() }));
    onDone();
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={t('form.renameTitle', { name: tag.name })}
      description={t('form.renameDescription', { group: groupName })}
      submitLabel={t('form.renameSubmit')}
      onCancel={onCancel}
    >
      <NameField control={form.control} />
    </FormCard>
  );
}
