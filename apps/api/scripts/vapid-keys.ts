// `npm run vapid-keys`: a new VAPID key pair for Web Push, printed as the environment variables
// the server reads (README, 'Configuration'; docs/decisions.md, 'Push notifications'). Keep the
// private key secret; changing the keys later turns every browser's notifications off until
// each user turns them on again (subscriptions are made for one public key).
import { createRequire } from 'node:module';
import type WebPush from 'web-push';

const webPush = createRequire(import.meta.url)('web-push') as typeof WebPush;
const { publicKey, privateKey } = webPush.generateVAPIDKeys();
process.stdout.write(
  [
    `VAPID_PUBLIC_KEY=${publicKey}`,
    `VAPID_PRIVATE_KEY=${privateKey}`,
    '# A contact the push services may write to about this server: mailto: or https://',
    'VAPID_SUBJECT=mailto:admin@example.org',
    '',
  ].join('\n'),
);
