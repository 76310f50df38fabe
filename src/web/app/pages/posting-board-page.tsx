import { useState } from 'react';
import type { PipelineCard } from '../../../shared/pipeline';
import { InterviewDialog } from '../../features/interviews';
import { PostingBoard } from '../../features/pipeline';
import { useMember } from '../../lib/member';

interface Scheduling {
  card: PipelineCard;
  postingTitle: string;
}

/** /jobs/:id/board — a posting's board, whose cards also schedule an interview. */
export function PostingBoardPage() {
  const maySchedule = useMember().can('scheduleInterviews');
  const [scheduling, setScheduling] = useState<Scheduling | null>(null);
  return (
    <>
      <PostingBoard
        cardActions={(card, postingTitle) =>
          maySchedule && !card.withdrawn_at
            ? [{ label: 'Schedule interview', run: () => setScheduling({ card, postingTitle }) }]
            : []
        }
      />
      {scheduling && (
        <InterviewDialog
          applicationId={scheduling.card.application_id}
          jobTitle={scheduling.postingTitle}
          status={scheduling.card.status}
          onClose={() => setScheduling(null)}
        />
      )}
    </>
  );
}
