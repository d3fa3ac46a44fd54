import { ChevronDownIcon, KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/components/ui/collapsible.tsx';
import { CancelButton, Form, FormField, SubmitButton } from '@/components/ui/form.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { cn } from '@/lib/utils.ts';
import { useChangePasswordMutation } from '../api/use-change-password-mutation.ts';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../schemas.ts';

const EMPTY: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * A wrong current password is a 400 on currentPassword; a password the server's rules refuse
 * (they are stricter than the form's) a 400 on newPassword, a line per rule that failed.
 */
const CHANGE_PASSWORD_ERRORS = formErrors<ChangePasswordFormValues>({
  fields: ['currentPassword', 'newPassword'],
  toast: AUTH_TOAST,
});

export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const changePassword = useChangePasswordMutation(CHANGE_PASSWORD_ERRORS);
  const form = useAppForm({ schema: changePasswordFormSchema, defaultValues: EMPTY });

  function toggle(next: boolean) {
    if (!next) form.reset(EMPTY);
    setOpen(next);
  }

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    await changePassword.mutateAsync({ currentPassword, newPassword });
    toast.success(t('password.changed'), AUTH_TOAST);
    toggle(false);
  };

  return (
    <Card className="gap-0 py-0">
      <Collapsible open={open} onOpenChange={toggle}>
        <CardHeader className="py-6">
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1.5">
              <CardTitle className="flex items-center gap-2">
                <KeyRoundIcon className="size-5 text-muted-foreground" aria-hidden="true" />
                {t('password.title')}
              </CardTitle>
              <CardDescription>{t('password.description')}</CardDescription>
            </div>
            <CollapsibleTrigger asChild>
              <Button
                variant="outline"
                size="sm"
                aria-label={open ? t('password.hide') : t('password.show')}
              >
                {open ? t('password.close') : t('password.open')}
                <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} />
              </Button>
            </CollapsibleTrigger>
          </div>
        </CardHeader>
        <CollapsibleContent>
          <Form
            form={form}
            onSubmit={onSubmit}
            aria-label={t('password.form')}
            className="grid gap-5 px-6 pb-6"
          >
            <FormField control={form.control} name="currentPassword" label={t('password.current')}>
              <PasswordInput autoComplete="current-password" />
            </FormField>
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <FormField control={form.control} name="newPassword" label={t('password.new')}>
                <PasswordInput autoComplete="new-password" />
              </FormField>
              <FormField
                control={form.control}
                name="confirmPassword"
                label={t('password.confirm')}
              >
                <PasswordInput autoComplete="new-password" />
              </FormField>
            </div>
            <div className="flex justify-end gap-2">
              <CancelButton onClick={() => toggle(false)} />
              <SubmitButton>{t('password.submit')}</SubmitButton>
            </div>
          </Form>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
