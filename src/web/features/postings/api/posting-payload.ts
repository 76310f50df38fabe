import { type PostingInput } from '../../../../shared/posting-form';
import { toSkillOptions } from '../../../../shared/skills';

/** The posting as the API takes it: skills as {value, text, selected} objects and dates as ISO strings. */
export function toPostingPayload(input: PostingInput) {
  return {
    ...input,
    soft_skills: toSkillOptions(input.soft_skills ?? []),
    technical_skills: toSkillOptions(input.technical_skills ?? []),
    posting_date: input.posting_date.toISOString(),
    deadline: input.deadline?.toISOString() ?? null,
  };
}
