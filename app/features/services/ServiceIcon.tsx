import { FlaskConical, Megaphone, Package, Pill, Truck, Warehouse } from "lucide-react";
import type { ServiceIcon as IconName } from "~/content/services";

const icons = {
  warehouse: Warehouse,
  megaphone: Megaphone,
  package: Package,
  flask: FlaskConical,
  pill: Pill,
  truck: Truck,
} satisfies Record<IconName, unknown>;

export function ServiceIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} aria-hidden="true" />;
}
