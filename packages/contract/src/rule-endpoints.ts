import type { z } from 'zod';
import type { groupIdParamsSchema } from './groups.ts';
import type { RulePreviewAnswer, RulePreviewRequest } from './rule-preview.ts';
import type {
  RuleApplyCommit,
  RuleApplyPreview,
  RuleApplyRequest,
  ruleApplyProgressParamsSchema,
  RuleRun,
  ruleRunParamsSchema,
  RuleRunUndo,
} from './rule-runs.ts';
import type { ImportProgress } from './import-batches.ts';
import type { Rule, RuleOrderRequest, ruleParamsSchema, RuleRequest } from './rules.ts';

type GroupParams = z.input<typeof groupIdParamsSchema>;
type RuleParams = z.input<typeof ruleParamsSchema>;

/** The endpoints of a group's categorisation rules, part of ApiEndpoints. */
export interface RuleEndpoints {
  'GET /groups/:groupId/rules': { params: GroupParams; response: Rule[] };
  'POST /groups/:groupId/rules': { params: GroupParams; body: RuleRequest; response: Rule };
  'PUT /groups/:groupId/rules/order': {
    params: GroupParams;
    body: RuleOrderRequest;
    response: Rule[];
  };
  'POST /groups/:groupId/rules/preview': {
    params: GroupParams;
    body: RulePreviewRequest;
    response: RulePreviewAnswer;
  };
  'POST /groups/:groupId/rules/apply/preview': {
    params: GroupParams;
    body: RuleApplyRequest;
    response: RuleApplyPreview;
  };
  'POST /groups/:groupId/rules/apply': {
    params: GroupParams;
    body: RuleApplyCommit;
    response: RuleRun;
  };
  'GET /groups/:groupId/rules/apply/progress/:progressId': {
    params: z.input<typeof ruleApplyProgressParamsSchema>;
    response: ImportProgress;
  };
  'GET /groups/:groupId/rule-runs': { params: GroupParams; response: RuleRun[] };
  'POST /groups/:groupId/rule-runs/:runId/undo': {
    params: z.input<typeof ruleRunParamsSchema>;
    response: RuleRunUndo;
  };
  'PUT /groups/:groupId/rules/:ruleId': { params: RuleParams; body: RuleRequest; response: Rule };
  'DELETE /groups/:groupId/rules/:ruleId': { params: RuleParams; response: null };
}
