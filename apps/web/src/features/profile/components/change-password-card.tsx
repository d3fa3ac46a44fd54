import { ErrorCode } from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDownIcon, KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/components/ui/collapsible.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiClientError } from '@/lib/api-client-error.ts';
import { showApiError } from '@/lib/show-api-error.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { cn } from '@/lib/utils.ts';
import { useChangePasswordMutation } from '../api/use-change-password-mutation.ts';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../schemas.ts';

const EMPTY: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function ChangePasswordCard() {
  const [open, setOpen] = useState(false);
  const changePassword = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  function toggle(next: boolean) {
    if (!next) reset(EMPTY);
    setOpen(next);
  }

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      toast.success('Password changed successfully', AUTH_TOAST);
      toggle(false);
    } catch (error) {
      if (!isApiClientError(error) || error.status !== 400) return showApiError(error, AUTH_TOAST);
      const wrongCurrent = error.details?.currentPassword?.[0];
      if (wrongCurrent)
        return setError('currentPassword', { message: wrongCurrent }, { shouldFocus: true });
      // The server's password rules are stricter than the form's; its message says which failed.
      if (error.code === ErrorCode.Validation || error.details?.newPassword) {
        // One line per rule (FormField lists them) rather than the server's '; '-joined text.
        const rules = error.details?.newPassword ?? error.message.split('; ');
        return setError('newPassword', { message: rules.join('\n') }, { shouldFocus: true });
      }
      showApiError(error, AUTH_TOAST);
    }
  });

  return (
    <Card className="gap-0 py-0">
      <Collapsible open={open} onOpenChange={toggle}>
        <CardHeader className="py-6">
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1.5">
              <CardTitle className="flex items-center gap-2">
                <KeyRoundIcon className="size-5 text-muted-foreground" aria-hidden="true" />
                Change Password
              </CardTitle>
              <CardDescription>Choose a new password for signing in.</CardDescription>
            </div>
            <CollapsibleTrigger asChild>
              <Button
                variant="outline"
                size="sm"
                aria-label={open ? 'Hide change password form' : 'Show change password form'}
              >
                {open ? 'Hide' : 'Change'}
                <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} />
              </Button>
            </CollapsibleTrigger>
          </div>
        </CardHeader>
        <CollapsibleContent>
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label="Change password"
            className="grid gap-5 px-6 pb-6"
          >
            <FormField label="Current password" error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
            </FormField>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <FormField label="New password" error={errors.newPassword?.message}>
                <PasswordInput autoComplete="new-password" {...register('newPassword')} />
              </FormField>
              <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
                <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
              </FormField>
            </div>
            <div className="flex justify-end gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => toggle(false)}
                disabled={isSubmitting}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner /> : null}
                Update Password
              </Button>
            </div>
          </form>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
