import type { ImportProgress } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { WorkProgressBar } from '@/components/ui/work-progress-bar.tsx';

/** How far the import has come, in the import's words (the bar: components/ui/work-progress-bar.tsx). */
export function ImportProgressBar({ progress }: { progress: ImportProgress | undefined }) {
  const { t } = useTranslation('imports');
  return (
    <WorkProgressBar
      progress={progress}
      testId="import-progress"
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
