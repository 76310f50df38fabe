import { useRef, useState, type PointerEvent } from 'react';
import {
  ANNOTATION_MESSAGES,
  INK_MAX_POINTS,
  STAMP_MAX_PAGE_SHARE,
  type Annotation,
  type NewAnnotationInput,
} from '../../../../shared/annotations';
import type { ShownPage } from '../../../components/pdf-viewer';
import { notify } from '../../../lib/notify';
import type { StampImage } from '../stamp-image';

export interface InkSettings {
  /** Null draws in the PDF's default colour, black. */
  color: string | null;
  thickness: number;
  opacity: number;
}

export type AnnotationTool =
  { kind: 'view' } | { kind: 'ink'; ink: InkSettings } | { kind: 'stamp'; stamp: StampImage | null; altText: string };

/** A new mark as the layer makes it: each kind's fields, without the application, which the screen adds. */
export type Placement = NewAnnotationInput extends infer Kind
  ? Kind extends NewAnnotationInput
    ? Omit<Kind, 'application_id'>
    : never
  : never;

const round = (value: number) => Math.round(value * 10) / 10;

/** Where a stamp of `stamp`'s size goes with its centre at `x`, `y`: within 75% of the page, and on the page. */
export function stampRect(stamp: StampImage, page: ShownPage, x: number, y: number): [number, number, number, number] {
  const scale = Math.min(
    1,
    (page.pointsWidth * STAMP_MAX_PAGE_SHARE) / stamp.width,
    (page.pointsHeight * STAMP_MAX_PAGE_SHARE) / stamp.height,
  );
  const width = stamp.width * scale;
  const height = stamp.height * scale;
  const left = Math.min(Math.max(0, x - width / 2), page.pointsWidth - width);
  const top = Math.min(Math.max(0, y - height / 2), page.pointsHeight - height);
  return [round(left), round(top), round(width), round(height)];
}

interface AnnotationLayerProps {
  page: ShownPage;
  annotations: Annotation[];
  tool: AnnotationTool;
  /** The most points a stroke may have: the server takes no longer one, nor more ink on the resume. */
  strokePoints: number;
  onAdd: (annotation: Placement) => void;
}

/** The marks of one page over the PDF, in PDF points; with the ink or stamp tool, the surface to draw or place on. */
export function AnnotationLayer({ page, annotations, tool, strokePoints, onAdd }: AnnotationLayerProps) {
  const surface = useRef<SVGSVGElement>(null);
  const [stroke, setStroke] = useState<[number, number][] | null>(null);
  const marks = annotations.filter((annotation) => annotation.page_index === page.pageIndex);

  function pointOf(event: PointerEvent<SVGSVGElement>): [number, number] {
    const box = surface.current!.getBoundingClientRect();
    return [
      round(((event.clientX - box.left) / box.width) * page.pointsWidth),
      round(((event.clientY - box.top) / box.height) * page.pointsHeight),
    ];
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (tool.kind === 'ink') {
      event.currentTarget.setPointerCapture(event.pointerId);
      setStroke([pointOf(event)]);
    } else if (tool.kind === 'stamp' && tool.stamp && tool.altText.trim()) {
      const [x, y] = pointOf(event);
      onAdd({
        kind: 'stamp',
        page_index: page.pageIndex,
        rect: stampRect(tool.stamp, page, x, y),
        image: tool.stamp.image,
        alt_text: tool.altText.trim(),
      });
    }
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (!stroke) return;
    // A stroke at its limit is saved as drawn so far; a next press starts another while the resume has room.
    if (stroke.length >= strokePoints) {
      finishStroke();
      notify.error(strokePoints < INK_MAX_POINTS ? ANNOTATION_MESSAGES.inkFull : ANNOTATION_MESSAGES.inkTooLong);
      return;
    }
    setStroke([...stroke, pointOf(event)]);
  }

  function finishStroke() {
    if (!stroke || tool.kind !== 'ink') return;
    setStroke(null);
    const xs = stroke.map(([x]) => x);
    const ys = stroke.map(([, y]) => y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    onAdd({
      kind: 'ink',
      page_index: page.pageIndex,
      rect: [left, top, Math.max(1, Math.max(...xs) - left), Math.max(1, Math.max(...ys) - top)],
      paths: [stroke],
      color: tool.ink.color,
      thickness: tool.ink.thickness,
      opacity: tool.ink.opacity,
    });
  }

  const drawing = tool.kind !== 'view';
  const ink = tool.kind === 'ink' ? tool.ink : null;
  return (
    <svg
      ref={surface}
      viewBox={`0 0 ${page.pointsWidth} ${page.pointsHeight}`}
      preserveAspectRatio="none"
      width={page.width}
      height={page.height}
      role="group"
      aria-label={`Annotations on page ${page.pageIndex + 1}`}
      className={`absolute inset-0 ${drawing ? 'cursor-crosshair touch-none' : 'pointer-events-none'}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finishStroke}
      onPointerCancel={() => setStroke(null)}
    >
      {marks.map((mark) =>
        mark.kind === 'ink' ? (
          (mark.paths ?? []).map((path, index) => (
            <polyline
              key={`${mark.id}-${index}`}
              data-annotation="ink"
              points={path.map(([x, y]) => `${x},${y}`).join(' ')}
              fill="none"
              stroke={mark.color ?? '#000000'}
              strokeWidth={mark.thickness ?? 1}
              strokeOpacity={mark.opacity ?? 1}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ))
        ) : (
          <image
            key={mark.id}
            data-annotation="stamp"
            href={mark.image ?? ''}
            x={mark.rect[0]}
            y={mark.rect[1]}
            width={mark.rect[2]}
            height={mark.rect[3]}
            preserveAspectRatio="none"
            transform={
              mark.rotation
                ? `rotate(${mark.rotation} ${mark.rect[0] + mark.rect[2] / 2} ${mark.rect[1] + mark.rect[3] / 2})`
                : undefined
            }
            role="img"
            aria-label={mark.alt_text ?? 'Stamp'}
          />
        ),
      )}
      {stroke && ink && (
        <polyline
          points={stroke.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke={ink.color ?? '#000000'}
          strokeWidth={ink.thickness}
          strokeOpacity={ink.opacity}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
