import { DuplicateField, type UserProfile } from '@budget/contract';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { FormCard } from '@/components/form-card.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CancelButton, FormField, SubmitButton } from '@/components/ui/form.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useUpdateProfileMutation } from '../api/use-update-profile-mutation.ts';
import { profileFormSchema, type ProfileFormInput } from '../schemas.ts';

/** A taken e-mail or username is reported on its field with the server's message. */
const PROFILE_ERRORS = formErrors<ProfileFormInput>({
  map: { [DuplicateField.Email]: 'email', [DuplicateField.UserName]: 'username' },
  toast: AUTH_TOAST,
});

export function ProfileInfoCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const updateProfile = useUpdateProfileMutation(PROFILE_ERRORS);
  const form = useAppForm({
    schema: profileFormSchema,
    values: { username: user.username, email: user.email },
  });

  function cancel() {
    form.reset({ username: user.username, email: user.email });
    setEditing(false);
  }

  return (
    <FormCard
      form={form}
      onSubmit={async (values) => {
        await updateProfile.mutateAsync(values);
        toast.success(t('info.saved'), AUTH_TOAST);
        setEditing(false);
      }}
      title={t('info.title')}
      label={t('info.form')}
      description={editing ? t('info.editingDescription') : t('info.description')}
      className="w-full"
      contentClassName="sm:grid-cols-2"
      footer={
        editing ? (
          <>
            <CancelButton onClick={cancel} />
            <SubmitButton>{t('info.save')}</SubmitButton>
          </>
        ) : (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon />
            {t('info.edit')}
          </Button>
        )
      }
    >
      <FormField control={form.control} name="username" label={t('info.username')}>
        <Input autoComplete="username" readOnly={!editing} />
      </FormField>
      <FormField control={form.control} name="email" label={t('info.email')}>
        <Input type="email" autoComplete="email" readOnly={!editing} />
      </FormField>
      <FormItem label={t('info.createdAt')} className="sm:col-span-2">
        <Input readOnly value={formatDateTime(user.createdAt)} />
      </FormItem>
    </FormCard>
  );
}
