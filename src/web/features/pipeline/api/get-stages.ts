import { useQuery } from '@tanstack/react-query';
import { stagesQuery } from '../../../lib/stages';

export function useStages() {
  return useQuery(stagesQuery);
}
