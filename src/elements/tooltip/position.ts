/**
 * Where the tooltip goes: a pure function of the trigger's box, the tooltip's size and the viewport,
 * so the rules are testable without a browser layout. The tooltip is `position: fixed` in the top
 * layer (popover), so every number here is in viewport (client) coordinates.
 *
 * - The preferred side is used when the tooltip fits there; otherwise the opposite side; otherwise
 *   a side of the other axis (a `left` tooltip on a narrow phone goes above or below); when it fits
 *   nowhere, the roomier of the preferred and opposite sides, kept inside the viewport.
 * - Along the side it is centred on the trigger, then shifted to stay `margin` inside the viewport.
 * - `arrow` is where the arrow sits along the tooltip's edge (px from its left or top), pointing at
 *   the trigger's centre, kept clear of the rounded corners.
 */
export const SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type Side = (typeof SIDES)[number];

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  side: Side;
  /** Left edge of the tooltip (viewport px). */
  x: number;
  /** Top edge of the tooltip (viewport px). */
  y: number;
  /** Arrow position along the tooltip's edge that faces the trigger (px from its left or top). */
  arrow: number;
}

export interface PlaceOptions {
  /** Distance between trigger and tooltip (room for the arrow). */
  gap?: number;
  /** Distance the tooltip keeps from the viewport's edges. */
  margin?: number;
  /** Closest the arrow comes to the tooltip's ends (its corner radius plus half the arrow). */
  arrowInset?: number;
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const OTHER_AXIS: Record<Side, [Side, Side]> = {
  top: ['right', 'left'],
  bottom: ['right', 'left'],
  left: ['top', 'bottom'],
  right: ['top', 'bottom'],
};

const vertical = (side: Side) => side === 'top' || side === 'bottom';

/** Clamps to [min, max]; when the range is empty (too big to fit), the start wins. */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

export function place(anchor: Box, size: Size, viewport: Size, preferred: Side, options: PlaceOptions = {}): Placement {
  const gap = options.gap ?? 8;
  const margin = options.margin ?? 8;
  const inset = options.arrowInset ?? 10;
  const bottom = anchor.top + anchor.height;
  const right = anchor.left + anchor.width;

  const room: Record<Side, number> = {
    top: anchor.top - margin,
    bottom: viewport.height - margin - bottom,
    left: anchor.left - margin,
    right: viewport.width - margin - right,
  };
  const fits = (side: Side) => room[side] >= gap + (vertical(side) ? size.height : size.width);

  const opposite = OPPOSITE[preferred];
  const candidates: Side[] = [preferred, opposite, ...OTHER_AXIS[preferred]];
  const fitting = candidates.find(fits);
  const side = fitting ?? (room[opposite] > room[preferred] ? opposite : preferred);

  let x: number;
  let y: number;
  if (vertical(side)) {
    y = side === 'top' ? anchor.top - gap - size.height : bottom + gap;
    x = clamp(anchor.left + anchor.width / 2 - size.width / 2, margin, viewport.width - margin - size.width);
  } else {
    x = side === 'left' ? anchor.left - gap - size.width : right + gap;
    y = clamp(anchor.top + anchor.height / 2 - size.height / 2, margin, viewport.height - margin - size.height);
  }
  if (!fitting) {
    // Fits on no side: keep it on screen, even if it then covers part of the trigger (it is part
    // of the element, so the pointer moving onto it keeps it open).
    if (vertical(side)) y = clamp(y, margin, viewport.height - margin - size.height);
    else x = clamp(x, margin, viewport.width - margin - size.width);
  }

  const length = vertical(side) ? size.width : size.height;
  const centre = vertical(side) ? anchor.left + anchor.width / 2 - x : anchor.top + anchor.height / 2 - y;
  const arrow = length <= 2 * inset ? length / 2 : clamp(centre, inset, length - inset);

  return { side, x, y, arrow };
}
