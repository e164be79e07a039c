import { buttonClasses } from "~/components/ui/button-styles";
import { SelectField, TextField } from "~/components/ui/FormFields";
import { vehicles } from "~/content/vehicles";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import { formatAoa } from "~/lib/money";
import { ChangeForm } from "~/modules/submissions/RecordDetail";
import type { DeliveryPanelData } from "./delivery-actions.server";
import { BEFORE_THE_DOOR, nextDriverStep, type DeliveryStep } from "./delivery-steps";

/**
 * A delivery's steps as staff move it on: confirm the price (a reason when it differs from the estimate),
 * send a driver (an approved partner or one typed in) and hand them their link, mark a step the driver
 * telephoned in, change the confirmed price, cancel with a reason. Each is a small POST form with the
 * revision the page was read at, drawn with the site's one field set.
 */
export function DeliveryPanel({ panel, formKey }: { panel: DeliveryPanelData; formKey: string }) {
  const { t, i18n } = useTranslation();
  const common = { revision: panel.revision, formKey };
  const next = nextDriverStep(panel.status);
  return (
    <>
      <DeliveryState panel={panel} />
      {panel.status === "received" && (
        <ChangeForm
          id="delivery-confirm"
          title={t("admin.deliveries.confirmTitle")}
          intent="confirm"
          submit={t("admin.deliveries.confirm")}
          {...common}
        >
          <PriceFields
            defaultPrice={panel.estimatedPrice}
            idPrefix="delivery-confirm"
            reasonHint={t("admin.deliveries.reasonHint")}
          />
        </ChangeForm>
      )}
      {(panel.status === "confirmed" || panel.status === "driver-assigned") && (
        <ChangeForm
          id="delivery-dispatch"
          title={t("admin.deliveries.dispatchTitle")}
          intent="dispatch"
          submit={t("admin.deliveries.dispatch")}
          {...common}
        >
          <SelectField
            id="delivery-driver-choice"
            name="driver"
            label={t("admin.deliveries.driver")}
            defaultValue=""
            placeholder={t("admin.deliveries.choose")}
            options={[
              ...panel.drivers.map((driver) => ({
                value: driver.id,
                label: `${driver.name} · ${vehicleLabel(driver.vehicle, i18n.language)} · ${driver.phone}`,
              })),
              { value: "other", label: t("admin.deliveries.otherDriver") },
            ]}
          />
          <TextField
            id="delivery-driver-name"
            name="driverName"
            label={t("admin.deliveries.driverName")}
            maxLength={100}
          />
          <TextField
            id="delivery-driver-phone"
            name="driverPhone"
            type="tel"
            label={t("admin.deliveries.driverPhone")}
            maxLength={24}
          />
          <SelectField
            id="delivery-driver-vehicle"
            name="driverVehicle"
            label={t("admin.deliveries.driverVehicle")}
            defaultValue=""
            placeholder="—"
            options={vehicles.map((vehicle) => ({ value: vehicle.type, label: vehicle.label[i18n.language] }))}
          />
        </ChangeForm>
      )}
      {next && (
        <ChangeForm
          id="delivery-step"
          title={t("admin.deliveries.stepTitle")}
          intent="step"
          submit={t("admin.deliveries.markStep", { step: t(`admin.statuses.${next}` as MessageKey) })}
          {...common}
        >
          <input type="hidden" name="step" value={next} />
          {next === "delivered" && (
            <TextField
              id="delivery-received-by"
              name="receivedBy"
              label={t("admin.deliveries.receivedBy")}
              required
              maxLength={100}
            />
          )}
        </ChangeForm>
      )}
      {BEFORE_THE_DOOR.includes(panel.status as DeliveryStep) && panel.status !== "received" && (
        <ChangeForm
          id="delivery-price"
          title={t("admin.deliveries.repriceTitle")}
          intent="price"
          submit={t("admin.deliveries.reprice")}
          {...common}
        >
          <PriceFields defaultPrice={panel.confirmedPrice ?? panel.estimatedPrice} idPrefix="delivery-price" required />
        </ChangeForm>
      )}
      {BEFORE_THE_DOOR.includes(panel.status as DeliveryStep) && (
        <ChangeForm
          id="delivery-cancel"
          title={t("admin.deliveries.cancelTitle")}
          intent="cancel"
          submit={t("admin.deliveries.cancel")}
          danger
          {...common}
        >
          <TextField
            id="delivery-cancel-reason"
            name="reason"
            label={t("admin.deliveries.reason")}
            hint={t("admin.deliveries.cancelHint")}
            required
            maxLength={500}
          />
        </ChangeForm>
      )}
    </>
  );
}

const vehicleLabel = (type: string, language: keyof (typeof vehicles)[number]["label"]) =>
  vehicles.find((entry) => entry.type === type)?.label[language] ?? type;

/** Where the delivery stands: its prices, its driver, the driver's link to send, the photo at the door. */
function DeliveryState({ panel }: { panel: DeliveryPanelData }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAoa(amount, i18n.language);
  return (
    <section aria-labelledby="delivery-steps" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="delivery-steps" className="text-xl font-bold text-brand-900">
        {t("admin.deliveries.title")}
      </h2>
      <p className="mt-2">{t("admin.deliveries.estimated", { price: money(panel.estimatedPrice) })}</p>
      {panel.confirmedPrice !== null && (
        <p className="font-semibold">{t("admin.deliveries.confirmed", { price: money(panel.confirmedPrice) })}</p>
      )}
      {panel.driver && (
        <p className="mt-2" data-testid="delivery-driver">
          {t("admin.deliveries.current", {
            name: panel.driver.name,
            phone: panel.driver.phone,
            vehicle: vehicleLabel(panel.driver.vehicle, i18n.language),
          })}
        </p>
      )}
      {panel.proof && (
        <a
          href={panel.proof}
          download
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t("admin.deliveries.proof")}
        </a>
      )}
      {panel.driverLink && (
        <div className="mt-3 space-y-2">
          <TextField
            id="delivery-driver-link"
            label={t("admin.deliveries.driverLink")}
            hint={t("admin.deliveries.driverLinkHint")}
            readOnly
            value={panel.driverLink}
          />
          <div className="flex flex-wrap gap-3">
            {panel.driverWhatsapp && (
              <a
                href={panel.driverWhatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("secondary")}
              >
                {t("admin.deliveries.whatsapp")}
              </a>
            )}
            {panel.driverEmail && (
              <a href={panel.driverEmail} className={buttonClasses("secondary")}>
                {t("admin.deliveries.email")}
              </a>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function PriceFields({
  defaultPrice,
  idPrefix,
  reasonHint,
  required = false,
}: {
  defaultPrice: number;
  idPrefix: string;
  reasonHint?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-amount`}
        name="price"
        label={t("admin.deliveries.price")}
        inputMode="numeric"
        required
        defaultValue={defaultPrice}
        maxLength={12}
      />
      <TextField
        id={`${idPrefix}-reason`}
        name="reason"
        label={t("admin.deliveries.reason")}
        hint={reasonHint}
        required={required}
        maxLength={500}
      />
    </>
  );
}
