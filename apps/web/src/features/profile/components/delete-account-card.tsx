import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { signOutWith } from '@/lib/session/sign-out.ts';
import { useLeaveForLogin } from '@/lib/session/use-leave-for-login.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useDeleteProfileMutation } from '../api/use-delete-profile-mutation.ts';

export function DeleteAccountCard() {
  const { t } = useTranslation('profile');
  const deleteProfile = useDeleteProfileMutation({ toast: AUTH_TOAST });
  const leaveForLogin = useLeaveForLogin();

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <DeleteAction
          label={t('delete.button')}
          tone="solid"
          title={t('delete.dialogTitle')}
          description={t('delete.warning')}
          confirmLabel={t('delete.confirm')}
          run={() => signOutWith(() => deleteProfile.mutateAsync())}
          success={t('delete.deleted')}
          toastOptions={AUTH_TOAST}
          onDeleted={leaveForLogin}
        />
      </CardFooter>
    </Card>
  );
}
