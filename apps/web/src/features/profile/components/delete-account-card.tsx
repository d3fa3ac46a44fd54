import { DeleteAction } from '@/components/delete-action.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { signOutWith } from '@/lib/session/sign-out.ts';
import { useLeaveForLogin } from '@/lib/session/use-leave-for-login.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useDeleteProfileMutation } from '../api/use-delete-profile-mutation.ts';

export const DELETE_WARNING =
  'Your account will be deactivated immediately and all your data will be permanently deleted after 30 days. This cannot be undone unless you contact support.';

export function DeleteAccountCard() {
  const deleteProfile = useDeleteProfileMutation({ toast: AUTH_TOAST });
  const leaveForLogin = useLeaveForLogin();

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Delete Account</CardTitle>
        <CardDescription>
          Deleting your account signs you out everywhere. Your data is kept for 30 days and then
          permanently deleted.
        </CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <DeleteAction
          label="Delete Account"
          tone="solid"
          title="Delete your account?"
          description={DELETE_WARNING}
          confirmLabel="Delete permanently"
          run={() => signOutWith(() => deleteProfile.mutateAsync())}
          success="Account deleted successfully"
          toastOptions={AUTH_TOAST}
          onDeleted={leaveForLogin}
        />
      </CardFooter>
    </Card>
  );
}
