import { priceTable } from "~/content/price-list";
import type { DeliveryTariff } from "./pricing";

const surcharge = (key: "refrigerated" | "night") => priceTable.extras.find((extra) => extra.key === key)!.price;

/** The tariff of the published price table: the one the price list shows, its PDFs print and quotes use. */
export const deliveryTariff: DeliveryTariff = {
  bandLimitsKm: priceTable.bandLimitsKm,
  deliveries: priceTable.deliveries,
  surcharges: { refrigerated: surcharge("refrigerated"), night: surcharge("night") },
};
