import type { Group } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { DescriptionField, NameField } from '@/components/form-fields.tsx';
import { CancelButton, Form, FormField, SubmitButton } from '@/components/ui/form.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { useUpdateGroupMutation } from '../api/use-update-group-mutation.ts';
import { editGroupFormSchema } from '../schemas.ts';
import { TimeZoneSelect } from './time-zone-select.tsx';

/** The Owner's edit of the group's information, in place of it in the manage view. */
export function EditGroupForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const { t } = useTranslation('groups');
  const updateGroup = useUpdateGroupMutation();
  const form = useAppForm({
    schema: editGroupFormSchema,
    defaultValues: {
      name: group.name,
      description: group.description ?? '',
      timeZone: group.timeZone,
    },
  });

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await updateGroup.mutateAsync({ groupId: group.id, ...values });
        toast.success(t('toast.updated'));
        onDone();
      }}
      aria-label={t('edit.form')}
      className="grid gap-5"
    >
      <NameField control={form.control} autoFocus={false} />
      <DescriptionField control={form.control} />
      <FormField
        control={form.control}
        name="timeZone"
        label={t('edit.timeZone')}
        description={t('edit.timeZoneHint')}
        render={(field) => <TimeZoneSelect {...field} />}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <CancelButton onClick={onDone} />
        <SubmitButton>{t('edit.save')}</SubmitButton>
      </div>
    </Form>
  );
}
