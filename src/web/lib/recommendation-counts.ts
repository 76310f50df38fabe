import { RATING_NAMES, RATINGS, type Rating } from '../../shared/scorecards';

/**
 * "2 Yes, 1 Strong yes", strongest first, as an application's page and its board card say it; empty without any.
 * It lives in lib because both the scorecards and the pipeline features show it.
 */
export function recommendationCounts(recommendations: Partial<Record<Rating, number>> | undefined): string {
  return [...RATINGS]
    .reverse()
    .flatMap((rating) => {
      const count = recommendations?.[rating] ?? 0;
      return count > 0 ? [`${count} ${RATING_NAMES[rating]}`] : [];
    })
    .join(', ');
}
