/**
 * The arithmetic of the benefits carousel (SPEC.md sections 4 and 9): how many cards show at a width,
 * how many positions (dots) there are, how previous/next wrap, and which cards fill the window.
 */
export function visibleCountForWidth(width: number): number {
  if (width < 768) return 1;
  if (width < 1024) return 2;
  return 3;
}

/** Dots: items minus visible plus one, at least one. */
export function positionCount(items: number, visible: number): number {
  return Math.max(1, items - visible + 1);
}

export function nextPosition(index: number, positions: number): number {
  return index >= positions - 1 ? 0 : index + 1;
}

export function previousPosition(index: number, positions: number): number {
  if (index <= 0) return positions - 1;
  return Math.min(index - 1, positions - 1);
}

/** The indexes of the cards in the window starting at `index`; past the end, cards from the start fill the gaps. */
export function windowIndexes(index: number, visible: number, items: number): number[] {
  if (items === 0) return [];
  return Array.from({ length: visible }, (_, offset) => (index + offset) % items);
}
