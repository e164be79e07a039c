import { en } from "./en";
import { fr } from "./fr";
import type { Language } from "./languages";
import { pt, type Messages } from "./pt";

export const messages: Record<Language, Messages> = { pt, en, fr };
