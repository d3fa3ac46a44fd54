import type { UserProfile } from '@budget/contract';
import { MailCheckIcon, MailWarningIcon } from 'lucide-react';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { AUTH_TOAST } from '@/lib/toast-options.ts';

export function EmailStatusBanner({ user }: { user: UserProfile }) {
  if (user.emailConfirmed) {
    return (
      <Alert variant="success" aria-label="Email status">
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>Email Confirmed</AlertTitle>
        <AlertDescription>
          <p>Your email address {user.email} is verified.</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" aria-label="Email status">
      <MailWarningIcon aria-hidden="true" />
      <AlertTitle>Email Not Confirmed</AlertTitle>
      <AlertDescription>
        <p>
          Please confirm {user.email} using the link we emailed you. Group features stay locked
          until then. Check your spam folder, or request a new email.
        </p>
        <div>
          <ResendVerificationButton email={user.email} toastOptions={AUTH_TOAST} size="sm" />
        </div>
      </AlertDescription>
    </Alert>
  );
}
