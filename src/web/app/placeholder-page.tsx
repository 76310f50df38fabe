import { ComingSoon } from '../components/ComingSoon';
import { usePageTitle } from '../lib/use-page-title';

export interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** A route of later work: one shared page, loaded on demand so that guests never download it. */
export default function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  usePageTitle(title);
  return <ComingSoon title={title} description={description} />;
}
