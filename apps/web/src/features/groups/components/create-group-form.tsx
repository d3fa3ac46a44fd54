import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { showApiError } from '@/lib/show-api-error.ts';
import { useCreateGroupMutation } from '../api/use-create-group-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
import { groupFormSchema, type GroupFormInput, type GroupFormOutput } from '../schemas.ts';

/** The create mode: 'Create New Group', name and optional description. */
export function CreateGroupForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: () => void;
}) {
  const createGroup = useCreateGroupMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<GroupFormInput, unknown, GroupFormOutput>({
    resolver: zodResolver(groupFormSchema),
    // The create button stays disabled while the form is invalid, so a field
    // is checked once left and then on every change, and the reason is always on screen.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { name: '', description: '' },
  });

  const onSubmit = handleSubmit(async ({ name, description }) => {
    try {
      await createGroup.mutateAsync({ name, description: description ?? '' });
      toast.success(GROUP_MESSAGES.created);
      onCreated();
    } catch (error) {
      showApiError(error);
    }
  });

  return (
    <Card className="w-full max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-label="Create New Group" className="contents">
        <CardHeader>
          <CardTitle>Create New Group</CardTitle>
          <CardDescription>
            You become the Owner of the new group and can then add members to it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="off" autoFocus placeholder="Household" {...register('name')} />
          </FormField>
          <FormField label="Description (optional)" error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isValid || isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            Create Group
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
