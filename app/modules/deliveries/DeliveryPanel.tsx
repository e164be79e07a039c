import { buttonClasses } from "~/components/ui/button-styles";
import { controlClasses } from "~/components/ui/control-styles";
import { vehicles } from "~/content/vehicles";
import { useTranslation, type MessageKey } from "~/i18n/translate";
import { formatAoa } from "~/lib/money";
import { ChangeForm } from "~/modules/submissions/RecordDetail";
import type { DeliveryPanelData } from "./delivery-actions.server";

const OPEN = ["received", "confirmed", "driver-assigned", "picked-up", "on-the-way"];
const NEXT: Record<string, string> = {
  "driver-assigned": "picked-up",
  "picked-up": "on-the-way",
  "on-the-way": "delivered",
};

function Labelled({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/**
 * A delivery's steps as staff move it on: confirm the price (a reason when it differs from the estimate),
 * send a driver (an approved partner or one typed in) and hand them their link, mark a step the driver
 * telephoned in, change the confirmed price, cancel with a reason. Each is a small POST form with the
 * revision the page was read at.
 */
export function DeliveryPanel({ panel, formKey }: { panel: DeliveryPanelData; formKey: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAoa(amount, i18n.language);
  const vehicleName = (type: string) => vehicles.find((entry) => entry.type === type)?.label[i18n.language] ?? type;
  const common = { revision: panel.revision, formKey };
  const next = NEXT[panel.status];
  return (
    <>
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
              vehicle: vehicleName(panel.driver.vehicle),
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
            <Labelled
              id="delivery-driver-link"
              label={t("admin.deliveries.driverLink")}
              hint={t("admin.deliveries.driverLinkHint")}
            >
              <input
                id="delivery-driver-link"
                readOnly
                value={panel.driverLink}
                aria-describedby="delivery-driver-link-hint"
                className={controlClasses}
              />
            </Labelled>
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
          <Labelled id="delivery-driver-choice" label={t("admin.deliveries.driver")}>
            <select id="delivery-driver-choice" name="driver" defaultValue="" className={controlClasses}>
              <option value="">{t("admin.deliveries.choose")}</option>
              {panel.drivers.map((driver) => (
                <option key={driver.id} value={driver.id}>
                  {driver.name} · {vehicleName(driver.vehicle)} · {driver.phone}
                </option>
              ))}
              <option value="other">{t("admin.deliveries.otherDriver")}</option>
            </select>
          </Labelled>
          <Labelled id="delivery-driver-name" label={t("admin.deliveries.driverName")}>
            <input id="delivery-driver-name" name="driverName" maxLength={100} className={controlClasses} />
          </Labelled>
          <Labelled id="delivery-driver-phone" label={t("admin.deliveries.driverPhone")}>
            <input id="delivery-driver-phone" name="driverPhone" type="tel" maxLength={24} className={controlClasses} />
          </Labelled>
          <Labelled id="delivery-driver-vehicle" label={t("admin.deliveries.driverVehicle")}>
            <select id="delivery-driver-vehicle" name="driverVehicle" defaultValue="" className={controlClasses}>
              <option value="">—</option>
              {vehicles.map((vehicle) => (
                <option key={vehicle.type} value={vehicle.type}>
                  {vehicle.label[i18n.language]}
                </option>
              ))}
            </select>
          </Labelled>
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
            <Labelled id="delivery-received-by" label={t("admin.deliveries.receivedBy")}>
              <input id="delivery-received-by" name="receivedBy" required maxLength={100} className={controlClasses} />
            </Labelled>
          )}
        </ChangeForm>
      )}
      {OPEN.includes(panel.status) && panel.status !== "received" && (
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
      {OPEN.includes(panel.status) && (
        <ChangeForm
          id="delivery-cancel"
          title={t("admin.deliveries.cancelTitle")}
          intent="cancel"
          submit={t("admin.deliveries.cancel")}
          danger
          {...common}
        >
          <Labelled
            id="delivery-cancel-reason"
            label={t("admin.deliveries.reason")}
            hint={t("admin.deliveries.cancelHint")}
          >
            <input
              id="delivery-cancel-reason"
              name="reason"
              required
              maxLength={500}
              aria-describedby="delivery-cancel-reason-hint"
              className={controlClasses}
            />
          </Labelled>
        </ChangeForm>
      )}
    </>
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
      <Labelled id={`${idPrefix}-amount`} label={t("admin.deliveries.price")}>
        <input
          id={`${idPrefix}-amount`}
          name="price"
          inputMode="numeric"
          required
          defaultValue={defaultPrice}
          maxLength={12}
          className={controlClasses}
        />
      </Labelled>
      <Labelled id={`${idPrefix}-reason`} label={t("admin.deliveries.reason")} hint={reasonHint}>
        <input
          id={`${idPrefix}-reason`}
          name="reason"
          required={required}
          maxLength={500}
          aria-describedby={reasonHint ? `${idPrefix}-reason-hint` : undefined}
          className={controlClasses}
        />
      </Labelled>
    </>
  );
}
