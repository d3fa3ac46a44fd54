import { API_BASE_PATH, type Attachment, type Transaction } from '@budget/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { attachmentKeys, invalidatePrefixes, keysAffectedByAttachments } from '@/lib/query-keys.ts';

/** What the pickers offer: the types the server accepts (it checks the content itself). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** The file as stored: an image shows inline, a PDF downloads (the server's Content-Disposition). */
export function attachmentFileUrl(attachment: Pick<Attachment, 'id'>): string {
  return `${API_BASE_PATH}/attachments/${encodeURIComponent(attachment.id)}/file`;
}

/** An image's small JPEG; a PDF has none (`hasThumbnail`). */
export function attachmentThumbnailUrl(attachment: Pick<Attachment, 'id'>): string {
  return `${API_BASE_PATH}/attachments/${encodeURIComponent(attachment.id)}/thumbnail`;
}

/** GET /transactions/:transactionId/attachments: oldest first (every role of the group). */
export function useAttachmentsQuery(transaction: Pick<Transaction, 'id'> | null) {
  const transactionId = transaction?.id ?? '';
  return useQuery({
    queryKey: attachmentKeys.list(transactionId),
    queryFn: ({ signal }) =>
      apiClient.get('/transactions/:transactionId/attachments', {
        params: { transactionId },
        signal,
      }),
    enabled: transactionId !== '',
    meta: { showError: true },
  });
}

/** Refreshes the transaction's attachments and the rows counting them. */
export function useAttachmentsChanged() {
  const queryClient = useQueryClient();
  return () => invalidatePrefixes(queryClient, keysAffectedByAttachments);
}

/** DELETE /attachments/:attachmentId (Owner, Member): the file goes with it. */
export function useDeleteAttachmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: Attachment) =>
      apiClient.delete('/attachments/:attachmentId', { params: { attachmentId: attachment.id } }),
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByAttachments),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
