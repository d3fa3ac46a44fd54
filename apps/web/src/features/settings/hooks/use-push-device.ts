import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  notificationPermission,
  pushSupport,
  subscribeThisDevice,
  thisDeviceEndpoint,
  unsubscribeThisDevice,
  type PushDeviceProblem,
} from '@/lib/push/push-device.ts';
import { PushDeviceError } from '@/lib/push/push-device.ts';
import { removePushDevice } from '@/lib/push/turn-off-push.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { pushConfigQueryOptions, pushKeys } from '../api/get-push-config.ts';
import { pushDevicesQueryOptions } from '../api/get-push-devices.ts';
import { registerPushDevice } from '../api/register-push-device.ts';

/** What the Notifications card shows for this browser. */
export type PushDeviceState =
  | { kind: 'loading' }
  | { kind: 'load-failed' }
  | { kind: 'unsupported' }
  | { kind: 'insecure' }
  | { kind: 'server-off' }
  | { kind: 'denied' }
  | { kind: 'ready'; on: boolean };

/** Why the last change did not go through: the browser's problem, or the server's message. */
export type PushChangeFailure = { problem: PushDeviceProblem; reason: string } | { reason: string };

function failureOf(error: unknown): PushChangeFailure {
  if (error instanceof PushDeviceError) return { problem: error.problem, reason: error.message };
  return { reason: error instanceof Error ? error.message : String(error) };
}

/**
 * This browser's notifications (docs/decisions.md, 'Push notifications'): on when the browser
 * has a subscription and the server sends to it for this user. Turning on asks the browser's
 * permission, subscribes with the server's key and registers the subscription; off removes it
 * from the server, then unsubscribes. The card shows every failure itself.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const support = pushSupport();
  const [permission, setPermission] = useState(notificationPermission);
  const config = useQuery(pushConfigQueryOptions());
  const enabled = support === 'supported' && config.data?.enabled === true;
  const devices = useQuery({ ...pushDevicesQueryOptions(user?.id ?? ''), enabled });
  const device = useQuery({
    queryKey: pushKeys.thisDevice(),
    queryFn: thisDeviceEndpoint,
    enabled,
  });

  const change = useMutation({
    meta: { errors: 'caller' },
    mutationFn: async (on: boolean) => {
      if (on) {
        await registerPushDevice(await subscribeThisDevice(config.data?.publicKey ?? ''));
        return;
      }
      const endpoint = await thisDeviceEndpoint();
      if (endpoint) await removePushDevice(endpoint);
      await unsubscribeThisDevice();
    },
    onSettled: async () => {
      setPermission(notificationPermission());
      await queryClient.invalidateQueries({ queryKey: pushKeys.all });
    },
  });

  const state = ((): PushDeviceState => {
    if (support === 'unsupported' || support === 'insecure') return { kind: support };
    if (config.isError || devices.isError || device.isError) return { kind: 'load-failed' };
    if (!config.data) return { kind: 'loading' };
    if (!config.data.enabled) return { kind: 'server-off' };
    if (permission === 'denied') return { kind: 'denied' };
    if (!devices.data || device.data === undefined) return { kind: 'loading' };
    const endpoint = device.data;
    const on = endpoint !== null && devices.data.some((known) => known.endpoint === endpoint);
    return { kind: 'ready', on };
  })();

  return {
    state,
    /** Turns this browser's notifications on or off. */
    setOn: (on: boolean) => change.mutate(on),
    pending: change.isPending,
    failure: change.error ? failureOf(change.error) : null,
    retry: () => void queryClient.invalidateQueries({ queryKey: pushKeys.all }),
  };
}
