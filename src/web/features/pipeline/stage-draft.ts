import type { Stage } from '../../../shared/pipeline';

/** A stage as the settings edit it: a saved one keeps its id; `key` tells rows apart, new ones included. */
export interface DraftStage {
  key: string;
  id?: string;
  name: string;
  phase: Stage['phase'];
  email_template_id: string | null;
  no_email: boolean;
}

export const draftOf = (stage: Stage): DraftStage => ({
  key: stage.id,
  id: stage.id,
  name: stage.name,
  phase: stage.phase,
  email_template_id: stage.email_template_id,
  no_email: stage.no_email,
});
