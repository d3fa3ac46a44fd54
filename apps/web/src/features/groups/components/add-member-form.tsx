import {
  MemberRole,
  ResponseStatus,
  invitationRecentlySentMessage,
  invitationSentMessage,
  type Group,
} from '@budget/contract';
import { toast } from '@/lib/toast.ts';
import { FormCard } from '@/components/form-card.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { useAssignUsersMutation } from '../api/use-assign-users-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
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
      toast.warning(warning);
      // An address without an account was invited: done, and the manage view lists it. For an
      // existing member nobody was added: the form stays, with the address, so a typo can be
      // corrected.
      const invited = [invitationSentMessage(email), invitationRecentlySentMessage(email)];
      if (invited.includes(warning)) onAdded();
      return;
    }
    toast.success(GROUP_MESSAGES.assigned);
    onAdded();
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title="Add New Member"
      description={`Add a registered user with a confirmed email address to ${group.name}. Someone without an account gets an email invitation to join.`}
      contentClassName="sm:grid-cols-[1fr_12rem]"
      submitLabel="Add User"
      onCancel={onCancel}
    >
      <FormField control={form.control} name="email" label="Email">
        <Input type="email" autoComplete="off" autoFocus placeholder="member@example.com" />
      </FormField>
      <FormField
        control={form.control}
        name="role"
        label="Role"
        render={(field) => <RoleSelect {...field} roles={INVITE_ROLES} />}
      />
      <p className="text-xs text-muted-foreground sm:col-span-2">
        Members add and edit transactions, budgets and categories and can add members; Viewers only
        read.
      </p>
    </FormCard>
  );
}
