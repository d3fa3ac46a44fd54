import { z } from 'zod';
import { userIdField } from './groups.ts';

/** The most people of a Splitwise or Spliit file a commit answers for. */
export const IMPORT_PEOPLE_MAX = 200;

/**
 * A person a Splitwise or Spliit file names, with the group's member whose name or e-mail they
 * match (any case), or null when none or several do: the importer answers for those once
 * (docs/decisions.md, 'Moving in from other apps').
 */
export const importPersonSchema = z.object({
  name: z.string(),
  userId: z.string().nullable(),
});
export type ImportPerson = z.infer<typeof importPersonSchema>;

/** The member each of the file's people is, by their name as the preview gives it. */
export const importPeopleAnswersSchema = z
  .record(z.string().max(200), userIdField)
  .refine((answers) => Object.keys(answers).length <= IMPORT_PEOPLE_MAX, {
    message: `At most ${IMPORT_PEOPLE_MAX} people`,
  })
  .nullish()
  .transform((answers) => answers ?? {});
export type ImportPeopleAnswers = z.input<typeof importPeopleAnswersSchema>;
