import { i18next } from '../i18n/i18n.ts';

// Texts shown outside React, translated when shown (docs/decisions.md, 'Languages').

export const keptOfflineMessage = () => i18next.t('kept', { ns: 'offline' });
export const sentMessage = (count: number) => i18next.t('sent', { ns: 'offline', count });
export const refusedMessage = (count: number) => i18next.t('refused', { ns: 'offline', count });
export const updateReadyMessage = () => i18next.t('update.ready', { ns: 'offline' });
export const updateReloadLabel = () => i18next.t('update.reload', { ns: 'offline' });
