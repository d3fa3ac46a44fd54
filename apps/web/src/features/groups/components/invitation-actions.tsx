import {
  INVITATION_RESEND_COOLDOWN_SECONDS,
  type Group,
  type GroupInvitation,
} from '@budget/contract';
import { MailXIcon, SendIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { startCooldown, useCooldown } from '@/hooks/use-cooldown.ts';
import { toast } from '@/lib/toast.ts';
import { useResendInvitationMutation } from '../api/use-resend-invitation-mutation.ts';
import { useRevokeInvitationMutation } from '../api/use-revoke-invitation-mutation.ts';

/**
 * Seconds until the server mails this invitation again (once a minute), counted from its last
 * mail; the server's 429 still covers a clock that runs ahead.
 */
function useResendWait(invitation: GroupInvitation): number {
  const key = `invitation-resend:${invitation.id}`;
  const { secondsLeft } = useCooldown(key, INVITATION_RESEND_COOLDOWN_SECONDS);
  useEffect(() => {
    const until = Date.parse(invitation.sentAt) + INVITATION_RESEND_COOLDOWN_SECONDS * 1000;
    const left = Math.ceil((until - Date.now()) / 1000);
    if (left > 0) startCooldown(key, Math.min(left, INVITATION_RESEND_COOLDOWN_SECONDS));
  }, [key, invitation.sentAt]);
  return secondsLeft;
}

/** Resend (a new link, after a minute) and Revoke (after a confirmation) of one invitation. */
export function InvitationActions({
  group,
  invitation,
}: {
  group: Group;
  invitation: GroupInvitation;
}) {
  const { t } = useTranslation('groups');
  const resend = useResendInvitationMutation();
  const revoke = useRevokeInvitationMutation();
  const wait = useResendWait(invitation);
  const ref = { groupId: group.id, invitationId: invitation.id };

  async function send() {
    try {
      await resend.mutateAsync(ref);
      toast.success(t('toast.invitationResent', { email: invitation.email }));
    } catch {
      // The query client has shown the failure (src/lib/mutation-errors.ts).
    }
  }

  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void send()}
        disabled={resend.isPending || wait > 0}
        aria-label={t('invitations.resendName', { email: invitation.email })}
      >
        {resend.isPending ? <Spinner /> : <SendIcon />}
        {wait > 0 ? t('invitations.resendWait', { seconds: wait }) : t('invitations.resend')}
      </Button>
      <DeleteAction
        label={t('invitations.revoke')}
        icon={<MailXIcon />}
        name={t('invitations.revokeName', { email: invitation.email })}
        title={t('invitations.revokeTitle')}
        description={t('invitations.revokeDescription', { email: invitation.email })}
        confirmLabel={t('invitations.revoke')}
        dialogKey={`revoke-invitation-${invitation.id}`}
        run={() => revoke.mutateAsync(ref)}
        success={t('toast.invitationRevoked')}
      />
    </div>
  );
}
