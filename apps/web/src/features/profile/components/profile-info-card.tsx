import { DuplicateField, type UserProfile } from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
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
import { isApiClientError } from '@/lib/api-client-error.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { showApiError } from '@/lib/show-api-error.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useUpdateProfileMutation } from '../api/use-update-profile-mutation.ts';
import { profileFormSchema, type ProfileFormInput, type ProfileFormOutput } from '../schemas.ts';

export function ProfileInfoCard({ user }: { user: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const updateProfile = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    values: { username: user.username, email: user.email },
  });

  function cancel() {
    reset({ username: user.username, email: user.email });
    setEditing(false);
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      toast.success('Profile updated successfully', AUTH_TOAST);
      setEditing(false);
    } catch (error) {
      const details = isApiClientError(error) ? error.details : null;
      const duplicateEmail = details?.[DuplicateField.Email]?.[0];
      const duplicateName = details?.[DuplicateField.UserName]?.[0];
      if (duplicateEmail) setError('email', { message: duplicateEmail });
      if (duplicateName) setError('username', { message: duplicateName });
      if (!duplicateEmail && !duplicateName) showApiError(error, AUTH_TOAST);
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Profile information" className="contents">
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
          <CardDescription>
            {editing
              ? 'A new email address has to be confirmed again before group features work.'
              : 'Your account details.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField label="Username" error={errors.username?.message}>
            <Input autoComplete="username" readOnly={!editing} {...register('username')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" readOnly={!editing} {...register('email')} />
          </FormField>
          <FormField label="Account Created At" className="sm:col-span-2">
            <Input readOnly value={formatDateTime(user.createdAt)} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          {editing ? (
            <>
              <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner /> : null}
                Save Changes
              </Button>
            </>
          ) : (
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon />
              Edit Profile
            </Button>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
