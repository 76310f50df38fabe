import { z } from 'zod';
import { answerOf } from './api.js';
import { singleLineText } from './text.js';

// A reviewer's ink and stamp marks on an application's resume (specification, section 3).

export const ANNOTATION_MESSAGES = {
  stampType: 'A stamp must be an APNG, AVIF, BMP, GIF, JPEG, PNG, SVG, WebP or ICO image.',
  stampUpload: 'A stamp must arrive as a PNG image.',
  stampTooLarge: 'A stamp must be at most 1 MB.',
  altText: 'Describe the stamp in a few words.',
  pdfOnly: 'Only a PDF resume can be annotated.',
  noPage: 'The resume has no such page.',
  notAuthor: 'Only its author can remove an annotation.',
  notFound: 'Annotation not found.',
  cannotFlatten: 'This resume cannot be downloaded with its annotations; download the original instead.',
} as const;

export const ANNOTATION_TOASTS = {
  saveFailed: 'The annotation could not be saved.',
  removeFailed: 'The annotation could not be removed.',
  removed: 'Annotation removed.',
} as const;

/** The stamp images the viewer takes; each is turned into a PNG in the browser before it is sent (decision 022). */
export const STAMP_TYPES = [
  'image/apng',
  'image/avif',
  'image/bmp',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/webp',
  'image/x-icon',
] as const;
export const STAMP_MAX_BYTES = 1024 * 1024;
/** A stamp is scaled to fit within this share of the page's width and height. */
export const STAMP_MAX_PAGE_SHARE = 0.75;
export const INK_DEFAULTS = { thickness: 1, opacity: 1 } as const;

/** The largest page PDF allows is 14,400 points a side. */
const coordinate = z.number().finite().min(0).max(14_400);
const extent = z.number().finite().positive().max(14_400);
const point = z.tuple([coordinate, coordinate]);
/** x, y of the top-left corner and width, height, in PDF points from the page's top-left corner. */
const RectSchema = z.tuple([coordinate, coordinate, extent, extent]);

const placement = {
  application_id: z.uuid(),
  page_index: z.number().int().min(0).max(9_999),
  rect: RectSchema,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
};

export const NewAnnotationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ink'),
    ...placement,
    // Unset draws in the PDF's default colour, black.
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour as #rrggbb.')
      .nullable()
      .default(null),
    thickness: z.number().finite().min(0.5).max(50).default(INK_DEFAULTS.thickness),
    opacity: z.number().finite().min(0.05).max(1).default(INK_DEFAULTS.opacity),
    paths: z.array(z.array(point).min(1).max(5_000)).min(1).max(100),
  }),
  z.object({
    kind: z.literal('stamp'),
    ...placement,
    /** The image as a PNG data URL. */
    image: z.string().min(1, ANNOTATION_MESSAGES.stampUpload),
    alt_text: singleLineText().trim().min(1, ANNOTATION_MESSAGES.altText).max(300),
  }),
]);
export type NewAnnotation = z.infer<typeof NewAnnotationSchema>;
export type NewAnnotationInput = z.input<typeof NewAnnotationSchema>;

export const AnnotationSchema = z.object({
  id: z.string(),
  kind: z.enum(['ink', 'stamp']),
  page_index: z.number(),
  rect: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  rotation: z.number(),
  color: z.string().nullable(),
  thickness: z.number().nullable(),
  opacity: z.number().nullable(),
  paths: z.array(z.array(z.tuple([z.number(), z.number()]))).nullable(),
  /** The stamp as a PNG data URL; stamps are small, and an image element cannot send the session's header. */
  image: z.string().nullable(),
  alt_text: z.string().nullable(),
  /** Whether the caller made it: only its author can remove it. */
  mine: z.boolean(),
  created_at: z.string(),
});
export type Annotation = z.infer<typeof AnnotationSchema>;

export const AnnotationsQuerySchema = z.object({ application_id: z.uuid() });
export const AnnotationIdQuerySchema = z.object({ id: z.uuid() });
export const AnnotationsAnswerSchema = answerOf({ data: z.array(AnnotationSchema) });
export type AnnotationsAnswer = z.infer<typeof AnnotationsAnswerSchema>;
export const NewAnnotationAnswerSchema = answerOf({ data: AnnotationSchema }, 201);
export type NewAnnotationAnswer = z.infer<typeof NewAnnotationAnswerSchema>;
