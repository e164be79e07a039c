import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * The back-office's pages load again after every action, accepted or refused, so a page always shows
 * what is stored now. React Router skips that after a 4xx answer by default: a refused change left the
 * old status on screen, and the next change was refused as well until a reload (ADR 038).
 */
export function revalidateAfterActions({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || defaultShouldRevalidate;
}
