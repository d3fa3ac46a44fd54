import type { ImportProgress } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { WorkProgressBar } from '@/components/ui/work-progress-bar.tsx';

/** How far applying the rules has come: matching (the sweeping bar), then changing. */
export function ApplyRulesProgress({ progress }: { progress: ImportProgress | undefined }) {
  const { t } = useTranslation('rules');
  return (
    <WorkProgressBar
      progress={progress}
      texts={{
        label: t('progress.label'),
        reading: t('progress.reading'),
        writing: (figures) => t('progress.writing', figures),
        phaseReading: t('progress.phaseReading'),
        phaseWriting: t('progress.phaseWriting'),
      }}
    />
  );
}
