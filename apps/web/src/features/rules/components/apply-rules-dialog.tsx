import { useState, type ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogForm, FormDialog } from '@/components/form-dialog.tsx';
import { SubmitButton } from '@/components/ui/form.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { applyRangeSchema, defaultApplyRange, type ApplyRange } from '../apply-range.ts';
import { useApplyRules, type ApplyScope } from '../hooks/use-apply-rules.ts';
import { ApplyRulesPreview } from './apply-rules-preview.tsx';
import { ApplyRulesProgress } from './apply-rules-progress.tsx';

type Flow = ReturnType<typeof useApplyRules>;

/**
 * 'Apply to existing transactions' of one rule or of every enabled rule of a group: a range,
 * its preview, and the apply. The flow lives beside the trigger, not in the dialog, so the
 * toast's Undo still works once the dialog has closed.
 */
export function ApplyRulesDialog({ scope, trigger }: { scope: ApplyScope; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const flow = useApplyRules(scope, () => setOpen(false));
  const onOpenChange = (next: boolean) => {
    if (!next) flow.reset();
    setOpen(next);
  };
  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      busy={flow.applying}
      className="sm:max-w-2xl"
    >
      <ApplyRulesForm scope={scope} flow={flow} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

/** Whether the range in the boxes is still the one previewed. */
const sameRange = (range: ApplyRange, previewed: Flow['previewed']) =>
  previewed !== null &&
  (range.from || null) === (previewed.from ?? null) &&
  (range.to || null) === (previewed.to ?? null);

function ApplyRulesForm({
  scope,
  flow,
  onClose,
}: {
  scope: ApplyScope;
  flow: Flow;
  onClose: () => void;
}) {
  const { t } = useTranslation('rules');
  const { group, rule } = scope;
  const form = useAppForm({
    schema: applyRangeSchema,
    defaultValues: defaultApplyRange(group.timeZone),
  });
  const range = useWatch({ control: form.control }) as ApplyRange;
  const preview = sameRange(range, flow.previewed) ? flow.preview : undefined;
  return (
    <DialogForm
      form={form}
      onSubmit={flow.runPreview}
      title={t('apply.title')}
      description={
        rule
          ? t('apply.descriptionRule', { name: rule.name, group: group.name })
          : t('apply.descriptionAll', { group: group.name })
      }
      onCancel={onClose}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={flow.applying}>
            {t('apply.close')}
          </Button>
          {preview && preview.changed > 0 ? (
            <Button type="button" onClick={() => void flow.runApply()} disabled={flow.applying}>
              {t('apply.apply', { count: preview.changed })}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <DateField control={form.control} name="from" label={t('apply.from')} />
        <DateField control={form.control} name="to" label={t('apply.to')} />
        <SubmitButton variant="outline" disabled={flow.applying} pending={t('apply.previewing')}>
          {t('apply.preview')}
        </SubmitButton>
      </div>
      {preview ? <ApplyRulesPreview group={group} preview={preview} /> : null}
      {flow.applying ? <ApplyRulesProgress progress={flow.progress} /> : null}
    </DialogForm>
  );
}
