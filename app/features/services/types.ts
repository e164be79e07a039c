import type { LocalizedIn } from "~/content/localized";
import type { Service } from "~/content/services";

export type ServiceCard = LocalizedIn<Service>;
