import { MY_DATA_TEXT } from '../../../shared/export';
import { PageHeader } from '../../components/page-header';
import { DeleteAccount, DownloadMyData, TalentPoolConsents } from '../../features/privacy';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /my-data — the candidate's rights over their data, one card each, in this order: a copy of it, their talent-pool
 * consents, then deleting their account. Each card is its feature's component, added to the list below.
 */
export function MyDataPage() {
  usePageTitle(MY_DATA_TEXT.title);
  return (
    <section>
      <PageHeader title={MY_DATA_TEXT.title} description={MY_DATA_TEXT.description} />
      <div className="flex flex-col gap-6">
        <DownloadMyData />
        <TalentPoolConsents />
        <DeleteAccount />
      </div>
    </section>
  );
}
