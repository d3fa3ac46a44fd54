import type { Transaction } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OptionSelect } from '@/components/option-select.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogForm, FormDialog, FormDialogHeader } from '@/components/form-dialog.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { CheckboxField, FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formErrors, useAppForm, type AppForm } from '@/hooks/use-app-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateRuleMutation } from '../api/use-create-rule-mutation.ts';
import {
  LIKE_THIS_OPS,
  likeThisDefaults,
  likeThisRule,
  likeThisSchema,
  likeThisSharing,
  type LikeThisInput,
  type LikeThisOutput,
} from '../like-this-rule.ts';
import { splitSummary, type MemberDirectory } from '../split-summary.ts';

// A 409 (the group has a rule of that name) names `name`; the condition's text is condition 0.
const LIKE_THIS_ERRORS = formErrors<LikeThisInput>({
  fields: ['name'],
  map: { 'conditions.0.value': 'text', 'conditions.0.op': 'op' },
});

export interface LikeThisDialogProps {
  transaction: Transaction;
  members: MemberDirectory;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Always categorise like this': a rule made from the transaction (like-this-rule.ts), its name,
 * condition and extras editable, saved last in its group's order.
 */
export function LikeThisDialog({ open, onOpenChange, ...props }: LikeThisDialogProps) {
  const create = useCreateRuleMutation(LIKE_THIS_ERRORS);
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} busy={create.isPending}>
      {open ? (
        <LikeThisForm {...props} create={create} onClose={() => onOpenChange(false)} />
      ) : null}
    </FormDialog>
  );
}

function LikeThisForm({
  transaction,
  members,
  create,
  onClose,
}: Omit<LikeThisDialogProps, 'open' | 'onOpenChange'> & {
  create: ReturnType<typeof useCreateRuleMutation>;
  onClose: () => void;
}) {
  const { t } = useTranslation('transactions');
  const navigate = useNavigate();
  const form = useAppForm({ schema: likeThisSchema, defaultValues: likeThisDefaults(transaction) });
  const onSubmit = async (values: LikeThisOutput) => {
    await create.mutateAsync({
      groupId: transaction.groupId,
      rule: likeThisRule(transaction, values),
    });
    toast.success(t('likeThis.saved'), {
      description: (
        <a
          href="/rules"
          className="underline underline-offset-4"
          onClick={(event) => {
            event.preventDefault();
            void navigate('/rules');
          }}
        >
          {t('likeThis.openRules')}
        </a>
      ),
    });
    onClose();
  };
  if (transaction.categories.length === 0) return <NoCategories onClose={onClose} />;
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      title={t('likeThis.title')}
      description={t('likeThis.description')}
      submitLabel={t('likeThis.submit')}
      pendingLabel={t('likeThis.saving')}
      onCancel={onClose}
    >
      <FormField control={form.control} name="name" label={t('likeThis.ruleName')}>
        <Input autoComplete="off" />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-start">
        <FormField
          control={form.control}
          name="op"
          label={t('likeThis.whenName')}
          render={(field) => (
            <OptionSelect
              {...field}
              options={LIKE_THIS_OPS.map((value) => ({ value, label: t(`likeThis.op.${value}`) }))}
            />
          )}
        />
        <FormField control={form.control} name="text" label={t('likeThis.text')}>
          <Input autoComplete="off" />
        </FormField>
      </div>
      <LikeThisActions transaction={transaction} members={members} form={form} />
    </DialogForm>
  );
}

/** What the rule sets: the categories, and the tags and sharing when ticked. */
function LikeThisActions({
  transaction,
  members,
  form,
}: {
  transaction: Transaction;
  members: MemberDirectory;
  form: AppForm<LikeThisInput, LikeThisOutput>;
}) {
  const { t } = useTranslation('transactions');
  const categories = transaction.categories.map((category) => category.name).join(', ');
  const tags = transaction.tags.map((tag) => `#${tag.name}`).join(', ');
  const sharing = likeThisSharing(transaction);
  const summary = useMemo(() => splitSummary(transaction, members), [transaction, members]);
  return (
    <>
      <p className="text-sm wrap-anywhere">
        <span className="font-medium">{t('likeThis.setCategories')}</span> {categories}
      </p>
      {tags ? (
        <CheckboxField
          control={form.control}
          name="addTags"
          label={t('likeThis.addTags', { tags, count: transaction.tags.length })}
        />
      ) : null}
      {sharing && summary ? (
        <CheckboxField
          control={form.control}
          name="setSharing"
          label={
            sharing.split
              ? t('likeThis.setSharing', { sharing: summary.text })
              : t('likeThis.setPayerOnly', {
                  name: members.names.get(sharing.paidBy ?? '') ?? t('split.formerMember'),
                })
          }
        />
      ) : null}
    </>
  );
}

/** Without a category there is nothing to set: the dialog says so instead of a form. */
function NoCategories({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transactions');
  return (
    <>
      <FormDialogHeader title={t('likeThis.title')} description={t('likeThis.description')} />
      <Alert>
        <AlertDescription>{t('likeThis.noCategories')}</AlertDescription>
      </Alert>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('likeThis.close')}
        </Button>
      </DialogFooter>
    </>
  );
}
