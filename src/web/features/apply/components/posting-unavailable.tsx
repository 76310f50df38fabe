import { ButtonLink } from '../../../components/button-link';
import { Card } from '../../../components/card';
import { PATHS } from '../../../lib/paths';
import { useGoHomeAfter } from '../use-go-home-after';

/** The job could not be shown: say why, then go home as the specification says, with a way to go at once. */
export function PostingUnavailable({ message }: { message: string }) {
  useGoHomeAfter();
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <p role="alert" className="text-lg font-semibold text-slate-900 dark:text-white">
        {message}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Taking you to the home page in a few seconds, where the current openings are listed.
      </p>
      <ButtonLink to={PATHS.home} className="mt-6">
        Go to Home
      </ButtonLink>
    </Card>
  );
}
