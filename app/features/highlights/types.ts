import type { Highlight } from "~/content/highlights";
import type { LocalizedIn } from "~/content/localized";

export type HighlightCard = LocalizedIn<Highlight>;
