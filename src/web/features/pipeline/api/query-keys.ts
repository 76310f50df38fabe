/** Every cache key of the pipeline feature, so that mutations invalidate exactly what they change. */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  stages: () => [...pipelineKeys.all, 'stages'] as const,
  board: (postingId: string) => [...pipelineKeys.all, 'board', postingId] as const,
};
