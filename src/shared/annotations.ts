import { z } from 'zod';
import { answerOf } from './api.js';
import { singleLineText } from './text.js';

// A reviewer's ink and stamp marks on an application's resume (specification, section 3).

/**
 * What one resume's marks may hold (decision 030): far beyond a reviewer's real use, and small enough that the largest
 * allowed set is drawn into the PDF in seconds. An ink annotation is one stroke in the viewer, so its points are about
 * half a minute of drawing without lifting the pen.
 */
export const INK_MAX_POINTS = 2_000;
/** The ink of one resume, over all its annotations: every mark is sent and drawn on each view of the resume. */
export const INK_MAX_POINTS_PER_RESUME = 50_000;
export const ANNOTATIONS_MAX = 200;
export const STAMPS_MAX = 10;
/** A stamp's image as its header declares it, checked before it is decoded. */
export const STAMP_MAX_SENT_SIDE = 4_096;
export const STAMP_MAX_SENT_PIXELS = 4 * 1024 * 1024;
/** The longest side a stamp is kept at: sharp in print at the size it takes on a page. */
export const STAMP_MAX_SIDE = 1_024;

const count = (value: number) => value.toLocaleString('en');

export const ANNOTATION_MESSAGES = {
  stampType: 'A stamp must be an APNG, AVIF, BMP, GIF, JPEG, PNG, SVG, WebP or ICO image.',
  stampUpload: 'A stamp must arrive as a PNG image.',
  stampTooLarge: 'A stamp must be at most 1 MB.',
  stampTooManyPixels: `A stamp must be at most ${count(STAMP_MAX_SENT_SIDE)} pixels a side and ${STAMP_MAX_SENT_PIXELS / 1024 / 1024} megapixels in all.`,
  inkTooLong: `An ink annotation holds at most ${count(INK_MAX_POINTS)} points: lift the pen and draw on in a new stroke.`,
  inkFull: `The ink on a resume holds at most ${count(INK_MAX_POINTS_PER_RESUME)} points: remove a stroke to draw another.`,
  tooManyAnnotations: `A resume holds at most ${count(ANNOTATIONS_MAX)} annotations: remove one to add another.`,
  tooManyStamps: `A resume holds at most ${count(STAMPS_MAX)} stamps: remove one to add another.`,
  drawingBusy: 'Other annotations are being drawn right now: try again in a few seconds.',
  drawingTooLong: 'Drawing the annotations took too long: try again in a minute, or download the original.',
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

const pointsOf = (paths: unknown[][]) => paths.reduce((sum, path) => sum + path.length, 0);

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
    paths: z
      .array(z.array(point).min(1))
      .min(1)
      .max(100)
      .refine((paths) => pointsOf(paths) <= INK_MAX_POINTS, ANNOTATION_MESSAGES.inkTooLong),
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
export const NewAnnotationAnswerSchema = answerOf({ data: AnnotationSchema }, 201);
