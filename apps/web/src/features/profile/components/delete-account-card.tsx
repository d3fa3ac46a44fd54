import { useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { clearSession } from '@/lib/session/session-query.ts';
import { beginSignOut, endSignOut } from '@/lib/session/sign-out.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useDeleteProfileMutation } from '../api/use-delete-profile-mutation.ts';

export const DELETE_WARNING =
  'Your account will be deactivated immediately and all your data will be permanently deleted after 30 days. This cannot be undone unless you contact support.';

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const deleteProfile = useDeleteProfileMutation({ toast: AUTH_TOAST });
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function deleteAccount() {
    beginSignOut();
    try {
      await deleteProfile.mutateAsync();
    } catch {
      // The query client has shown the failure.
      endSignOut();
      return;
    }
    toast.success('Account deleted successfully', AUTH_TOAST);
    // Leave the protected screen first, so the guard does not bounce back here after a login.
    await navigate('/login', { replace: true });
    clearSession(queryClient);
  }

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
        <AlertDialog open={open} onOpenChange={(next) => !deleteProfile.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2Icon />
              Delete Account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>{DELETE_WARNING}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deleteProfile.isPending}>Cancel</AlertDialogCancel>
              <Button
                variant="destructive"
                onClick={() => void deleteAccount()}
                disabled={deleteProfile.isPending}
              >
                {deleteProfile.isPending ? <Spinner /> : null}
                Delete permanently
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardFooter>
    </Card>
  );
}
