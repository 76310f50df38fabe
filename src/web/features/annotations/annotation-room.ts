import {
  ANNOTATION_MESSAGES,
  ANNOTATIONS_MAX,
  INK_MAX_POINTS,
  INK_MAX_POINTS_PER_RESUME,
  STAMPS_MAX,
  type Annotation,
} from '../../../shared/annotations';

/** What the server still takes on a resume (decision 030), so that the tools refuse before sending. */
export interface AnnotationRoom {
  /** Why no more ink can be drawn, if so. */
  ink?: string;
  /** Why no more stamps can be placed, if so. */
  stamp?: string;
  /** The most points the next stroke may have. */
  strokePoints: number;
}

export function annotationRoomOf(annotations: Annotation[]): AnnotationRoom {
  if (annotations.length >= ANNOTATIONS_MAX) {
    return {
      ink: ANNOTATION_MESSAGES.tooManyAnnotations,
      stamp: ANNOTATION_MESSAGES.tooManyAnnotations,
      strokePoints: 0,
    };
  }
  const stamps = annotations.filter((annotation) => annotation.kind === 'stamp').length;
  const points = annotations.reduce((sum, annotation) => sum + (annotation.paths ?? []).flat().length, 0);
  const strokePoints = Math.min(INK_MAX_POINTS, INK_MAX_POINTS_PER_RESUME - points);
  return {
    ink: strokePoints < 1 ? ANNOTATION_MESSAGES.inkFull : undefined,
    stamp: stamps >= STAMPS_MAX ? ANNOTATION_MESSAGES.tooManyStamps : undefined,
    strokePoints,
  };
}
