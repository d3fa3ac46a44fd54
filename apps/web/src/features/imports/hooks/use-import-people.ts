import type { ImportPreview } from '@budget/contract';
import { useState } from 'react';

/** The member each of the file's people was matched to by the server, as the answers start. */
export const suggestedAnswers = (preview: ImportPreview | undefined): Record<string, string> =>
  Object.fromEntries(
    (preview?.people ?? []).flatMap((person) =>
      person.userId ? [[person.name, person.userId]] : [],
    ),
  );

/**
 * 'Who is who' of a Splitwise or Spliit file: the member each of its people is, starting from
 * the server's matches for the preview on screen (another preview starts over from its own),
 * each unmatched name answered once (docs/decisions.md, 'Moving in from other apps').
 */
export function useImportPeople(preview: ImportPreview | undefined) {
  const [given, setGiven] = useState<{ preview?: ImportPreview; answers: Record<string, string> }>({
    answers: {},
  });
  const answers = preview && given.preview === preview ? given.answers : suggestedAnswers(preview);
  /** The file's people no member is chosen for yet. */
  const missing = (preview?.people ?? [])
    .map((person) => person.name)
    .filter((name) => !answers[name]);
  return {
    answers,
    /** What the import flow gives its screens: the answers, those missing, and answering. */
    ofFlow: () => ({
      people: answers,
      peopleMissing: missing,
      answerPerson: (name: string, userId: string) =>
        setGiven({ preview, answers: { ...answers, [name]: userId } }),
    }),
  };
}
