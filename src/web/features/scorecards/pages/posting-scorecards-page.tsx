import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/button';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { useMember } from '../../../lib/member';
import { notify } from '../../../lib/notify';
import { postingBoardPath } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { downloadComparison, useComparison } from '../api/posting-scorecards';
import { ComparisonTable, type ComparisonSort } from '../components/comparison-table';
import { StageTemplates } from '../components/stage-templates';

/** /jobs/:id/scorecards — a posting's candidates compared by their scorecards, and the templates its stages ask. */
export function PostingScorecardsPage() {
  usePageTitle('Scorecards');
  const { id: postingId = '' } = useParams();
  const comparison = useComparison(postingId);
  useQueryFailure(comparison);
  const mayAttach = useMember().can('manageScorecardTemplates');
  const [downloading, setDownloading] = useState(false);
  const [sort, setSort] = useState<ComparisonSort>({ column: 'recommendation', descending: true });

  async function download() {
    setDownloading(true);
    try {
      await downloadComparison(postingId, sort);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : '');
    } finally {
      setDownloading(false);
    }
  }

  let content;
  if (comparison.isPending) {
    content = (
      <div className="flex justify-center py-12 text-brand-600 dark:text-brand-300">
        <Spinner size="lg" label="Loading scorecards" />
      </div>
    );
  } else if (!comparison.data?.rows.length) {
    content = (
      <EmptyState
        title="No applications to compare yet"
        description="Each candidate who applies appears here, with their scorecards once they are written."
      />
    );
  } else {
    content = <ComparisonTable comparison={comparison.data} sort={sort} onSort={setSort} />;
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Scorecards"
        description="Candidates compared by their submitted scorecards: the average rating, from 1 (Strong no) to 4 (Strong yes), and how many rated."
        actions={
          <>
            <Button variant="secondary" size="sm" loading={downloading} onClick={() => void download()}>
              Download CSV
            </Button>
            <ButtonLink to={postingBoardPath(postingId)} variant="secondary" size="sm">
              Board
            </ButtonLink>
          </>
        }
      />
      {content}
      {mayAttach && <StageTemplates postingId={postingId} />}
    </div>
  );
}
