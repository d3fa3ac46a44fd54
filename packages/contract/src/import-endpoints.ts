import type { z } from 'zod';
import type { QueryOf } from './query-of.ts';
import type {
  ImportBatch,
  ImportCommitResult,
  importIdParamsSchema,
  ImportProgress,
  importProgressParamsSchema,
  ImportSharingRequest,
  ImportSharingResult,
  listImportsQuerySchema,
  undoImportQuerySchema,
} from './import-batches.ts';
import type { ImportPreview } from './import-preview.ts';
import type { CommitImportRequest, ImportFileRequest } from './imports.ts';

type ImportParams = z.input<typeof importIdParamsSchema>;

/** The endpoints of bank-file imports, part of ApiEndpoints. */
export interface ImportEndpoints {
  'GET /imports': { query: QueryOf<typeof listImportsQuerySchema>; response: ImportBatch[] };
  'POST /imports': { body: CommitImportRequest; response: ImportCommitResult };
  'POST /imports/preview': { body: ImportFileRequest; response: ImportPreview };
  'GET /imports/progress/:progressId': {
    params: z.input<typeof importProgressParamsSchema>;
    response: ImportProgress;
  };
  'DELETE /imports/:importId': {
    params: ImportParams;
    query: QueryOf<typeof undoImportQuerySchema>;
    response: ImportBatch;
  };
  'PUT /imports/:importId/sharing': {
    params: ImportParams;
    body: ImportSharingRequest;
    response: ImportSharingResult;
  };
}
