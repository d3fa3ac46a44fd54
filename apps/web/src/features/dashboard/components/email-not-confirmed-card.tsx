import { MailWarningIcon } from 'lucide-react';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { WarningCard } from './warning-card.tsx';

export function EmailNotConfirmedCard({ email }: { email: string }) {
  return (
    <WarningCard
      icon={MailWarningIcon}
      title="Email Not Confirmed"
      action={<ResendVerificationButton email={email} className="bg-card" />}
    >
      <p>
        Please confirm your email address {email} to start using groups, budgets and transactions.
        We sent you a verification link when you signed up.
      </p>
      <p>Can&apos;t find it? Check your spam folder, or request a new verification email below.</p>
    </WarningCard>
  );
}
