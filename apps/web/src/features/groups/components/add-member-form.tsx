import {
  MemberRole,
  ResponseStatus,
  invitationRecentlySentMessage,
  invitationSentMessage,
  type Group,
} from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { FormCard } from '@/components/form-card.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { useAssignUsersMutation } from '../api/use-assign-users-mutation.ts';
import { INVITE_ROLES } from '../roles.ts';
import { inviteFormSchema, type InviteFormOutput } from '../schemas.ts';
import { RoleSelect } from './role-select.tsx';

/** The invite mode: 'Add New Member', an e-mail and Member or Viewer, submitted as 'Add User'. */
export function AddMemberForm({
  group,
  onCancel,
  onAdded,
}: {
  group: Group;
  onCancel: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation('groups');
  const assign = useAssignUsersMutation();
  const form = useAppForm({
    schema: inviteFormSchema,
    defaultValues: { email: '', role: MemberRole.Member },
  });

  // The schema trims (and lower-cases) the address before it is sent.
  const onSubmit = async ({ email, role }: InviteFormOutput) => {
    const envelope = await assign.mutateAsync({ groupId: group.id, userEmails: [email], role });
    const warning =
      envelope.status === ResponseStatus.Warning ? envelope.warnings[0]?.message : undefined;
    if (warning) {
      // The server writes the warning in the interface's language.
      const says = (message: string) => [message, translateMessage(message)].includes(warning);
      // An address without an account was invited: done, as asked (a success, not a warning),
      // and the manage view lists it. For an existing member nobody was added: the form stays,
      // with the address, so a typo can be corrected.
      if (says(invitationSentMessage(email))) toast.success(warning);
      else toast.warning(warning);
      if (says(invitationSentMessage(email)) || says(invitationRecentlySentMessage(email)))
        onAdded();
      return;
    }
    toast.success(t('toast.assigned'));
    onAdded();
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={t('add.title')}
      description={t('add.description', { group: group.name })}
      contentClassName="sm:grid-cols-[1fr_12rem]"
      submitLabel={t('add.submit')}
      onCancel={onCancel}
    >
      <FormField control={form.control} name="email" label={t('add.email')}>
        <Input type="email" autoComplete="off" autoFocus placeholder={t('add.emailPlaceholder')} />
      </FormField>
      <FormField
        control={form.control}
        name="role"
        label={t('add.role')}
        render={(field) => <RoleSelect {...field} roles={INVITE_ROLES} />}
      />
      <p className="text-xs text-muted-foreground sm:col-span-2">{t('add.hint')}</p>
    </FormCard>
  );
}
