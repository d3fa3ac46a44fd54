import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

/**
 * An edit address for something that is gone, or that the user may not change: what happened,
 * why when there is more to say, and the way back to the list.
 */
export function ItemUnavailable({
  title,
  description,
  backLabel,
  onBack,
}: {
  title: string;
  description?: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <Alert>
      <SearchXIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {description ? <p>{description}</p> : null}
        <div>
          <Button variant="outline" size="sm" onClick={onBack}>
            <ArrowLeftIcon />
            {backLabel}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** The screens whose texts name it under `unavailable.title`, `.description` and `.back`. */
type ItemNamespace = 'budgets' | 'categories' | 'rules' | 'tags' | 'transactions';

/** ItemUnavailable in the words of the screen's own namespace, or with the reason given. */
export function ScreenItemUnavailable({
  namespace,
  reason,
  onBack,
}: {
  namespace: ItemNamespace;
  reason?: string;
  onBack: () => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <ItemUnavailable
      title={t('unavailable.title')}
      description={reason ?? t('unavailable.description')}
      backLabel={t('unavailable.back')}
      onBack={onBack}
    />
  );
}
