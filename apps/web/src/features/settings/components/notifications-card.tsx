import { BellIcon, BellOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import {
  usePushDevice,
  type PushChangeFailure,
  type PushDeviceState,
} from '../hooks/use-push-device.ts';

type Reason = 'unsupported' | 'insecure' | 'serverOff' | 'denied' | 'loading' | 'loadFailed';

/** Why the switch cannot be used now, as the key of the text that says so. */
function reasonOf(state: PushDeviceState): Reason | null {
  switch (state.kind) {
    case 'ready':
      return null;
    case 'server-off':
      return 'serverOff';
    case 'load-failed':
      return 'loadFailed';
    default:
      return state.kind;
  }
}

function FailureText({ failure }: { failure: PushChangeFailure }) {
  const { t } = useTranslation('settings');
  if (!('problem' in failure)) {
    return <>{t('notifications.saveFailed', { reason: failure.reason })}</>;
  }
  switch (failure.problem) {
    case 'denied':
      return <>{t('notifications.denied')}</>;
    case 'dismissed':
      return <>{t('notifications.dismissed')}</>;
    case 'no-worker':
      return <>{t('notifications.noWorker')}</>;
    default:
      return <>{t('notifications.failed', { reason: failure.reason })}</>;
  }
}

/**
 * Push notifications on this device (docs/decisions.md, 'Push notifications'): a switch, each
 * browser its own. When it cannot be used, it is disabled and the card says why and what to do.
 */
export function NotificationsCard() {
  const { t } = useTranslation('settings');
  const { state, setOn, pending, failure, retry } = usePushDevice();
  const reason = reasonOf(state);
  const on = state.kind === 'ready' && state.on;
  const Icon = on ? BellIcon : BellOffIcon;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.title')}</CardTitle>
        <CardDescription>{t('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="flex min-w-0 items-start gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid gap-1">
              <Label htmlFor="push-switch">{t('notifications.switch')}</Label>
              <p id="push-state" className="text-sm text-muted-foreground" aria-live="polite">
                {reason === 'loading'
                  ? t('notifications.loading')
                  : on
                    ? t('notifications.stateOn')
                    : t('notifications.stateOff')}
              </p>
            </div>
          </div>
          <Switch
            id="push-switch"
            checked={on}
            disabled={reason !== null || pending}
            aria-describedby="push-state"
            onCheckedChange={setOn}
          />
        </div>
        {reason !== null && reason !== 'loading' && (
          <Alert variant={reason === 'loadFailed' ? 'destructive' : 'default'}>
            <AlertDescription>
              <p>{t(`notifications.${reason}`)}</p>
              {reason === 'loadFailed' && (
                <div>
                  <Button type="button" variant="outline" size="sm" onClick={retry}>
                    {t('notifications.retry')}
                  </Button>
                </div>
              )}
            </AlertDescription>
          </Alert>
        )}
        {failure && reason === null && !pending && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              <p>
                <FailureText failure={failure} />
              </p>
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
