import {
  MemberRole,
  ResponseStatus,
  invitationRecentlySentMessage,
  invitationSentMessage,
  type Group,
} from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { showApiError } from '@/lib/show-api-error.ts';
import { useAssignUsersMutation } from '../api/use-assign-users-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
import { INVITE_ROLES, roleLabel } from '../roles.ts';
import { inviteFormSchema, type InviteFormInput, type InviteFormOutput } from '../schemas.ts';
import { RoleIcon } from './role-badge.tsx';

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
  const roleId = useId();
  const assign = useAssignUsersMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', role: MemberRole.Member },
  });

  // The schema trims (and lower-cases) the address before it is sent.
  const onSubmit = handleSubmit(async ({ email, role }) => {
    try {
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
    } catch (error) {
      showApiError(error);
    }
  });

  return (
    <Card className="w-full max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-label="Add New Member" className="contents">
        <CardHeader>
          <CardTitle>Add New Member</CardTitle>
          <CardDescription className="wrap-anywhere">
            Add a registered user with a confirmed email address to {group.name}. Someone without an
            account gets an email invitation to join.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="off"
              autoFocus
              placeholder="member@example.com"
              {...register('email')}
            />
          </FormField>
          <div className="grid content-start gap-2">
            <Label htmlFor={roleId}>Role</Label>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <Select
                  value={String(field.value)}
                  onValueChange={(value) => field.onChange(Number(value))}
                >
                  <SelectTrigger id={roleId} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {INVITE_ROLES.map((role) => (
                      <SelectItem key={role} value={String(role)}>
                        <RoleIcon role={role} />
                        {roleLabel(role)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <p className="text-xs text-muted-foreground sm:col-span-2">
            Members add and edit transactions, budgets and categories and can add members; Viewers
            only read.
          </p>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            Add User
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
