import type { Group } from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { showApiError } from '@/lib/show-api-error.ts';
import { useUpdateGroupMutation } from '../api/use-update-group-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
import {
  editGroupFormSchema,
  type EditGroupFormInput,
  type EditGroupFormOutput,
} from '../schemas.ts';
import { TimeZoneSelect } from './time-zone-select.tsx';

/** The Owner's edit of the group's information, in place of it in the manage view. */
export function EditGroupForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const updateGroup = useUpdateGroupMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditGroupFormInput, unknown, EditGroupFormOutput>({
    resolver: zodResolver(editGroupFormSchema),
    defaultValues: {
      name: group.name,
      description: group.description ?? '',
      timeZone: group.timeZone,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateGroup.mutateAsync({ groupId: group.id, ...values });
      toast.success(GROUP_MESSAGES.updated);
      onDone();
    } catch (error) {
      showApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit group" className="grid gap-5">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="timeZone"
        render={({ field }) => (
          <FormField
            label="Time zone"
            error={errors.timeZone?.message}
            description="Where the household lives: its budgets' today and its accounts' this month."
          >
            <TimeZoneSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              fieldRef={field.ref}
            />
          </FormField>
        )}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
