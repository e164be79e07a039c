/**
 * The arithmetic of a carousel that shows a window of several cards (the careers benefits, docs/product/spec.md
 * sections 4 and 9): how many cards show at a width, how many positions (dots) there are, and which
 * cards fill the window past the end.
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

/** The indexes of the cards in the window starting at `index`; past the end, cards from the start fill the gaps. */
export function windowIndexes(index: number, visible: number, items: number): number[] {
  if (items === 0) return [];
  return Array.from({ length: visible }, (_, offset) => (index + offset) % items);
}
