import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { MessageLine } from "~/components/ui/FieldErrors";
import { TextField } from "~/components/ui/FormFields";
import { useTranslation } from "~/i18n/translate";
import type { EstimateChoices, PlaceOption } from "./live-estimate";
import { LiveEstimate } from "./LiveEstimate";
import { PlaceCombobox } from "./PlaceCombobox";
import type { PlaceAnswer, quotePage } from "./quote-page.server";

type QuotePage = ReturnType<typeof quotePage>;

type Props = Pick<
  QuotePage,
  "form" | "from" | "to" | "asked" | "vehicleOptions" | "vehicleMissing" | "when" | "estimate"
> & {
  /** The choices the server's quote on the page answers, if there is one. */
  quoted: NonNullable<QuotePage["quote"]>["request"] | null;
};

/** What to tell the visitor about the place they typed, if anything. */
function usePlaceMessage(answer: PlaceAnswer, asked: boolean): string | undefined {
  const { t } = useTranslation();
  if (answer.state === "choose") return t("deliveries.choose");
  if (answer.state === "unknown") return t("deliveries.notFound", { typed: answer.typed });
  return answer.state === "missing" && asked ? t("deliveries.required") : undefined;
}

/** The place the server found for a field, as the place search would have answered it. */
const placeOf = (answer: PlaceAnswer): PlaceOption | null =>
  answer.state === "found"
    ? {
        id: answer.place.id,
        label: answer.label,
        province: answer.place.province,
        latitude: answer.place.latitude,
        longitude: answer.place.longitude,
      }
    : null;

/**
 * A place's field; when the name fits several places, a button for each sends the form with that one
 * (without JavaScript the only way to choose; with it, the list under the field does it first).
 */
function PlaceField({
  field,
  answer,
  asked,
  value,
  onPlace,
}: {
  field: "from" | "to";
  answer: PlaceAnswer;
  asked: boolean;
  value: string;
  onPlace: (place: PlaceOption | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <PlaceCombobox
        field={field}
        label={t(`deliveries.${field}`)}
        hint={t("deliveries.placeHint")}
        defaultValue={value}
        error={usePlaceMessage(answer, asked)}
        initialPlace={placeOf(answer)}
        onPlace={onPlace}
        locate={field === "from"}
      />
      {answer.state === "choose" && (
        <ul className="mt-1 flex flex-wrap gap-2">
          {answer.choices.map((choice) => (
            <li key={choice.id}>
              <button
                type="submit"
                name={field}
                value={choice.id}
                className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The choices the form's other fields hold (the places come from their lists). */
function readChoices(form: HTMLFormElement): Omit<EstimateChoices, "from" | "to"> {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
  return {
    vehicle: text("vehicle"),
    when: text("when"),
    day: text("day"),
    time: text("time"),
    refrigerated: data.get("refrigerated") === "on",
  };
}

/**
 * The quote's form: where from, where to, which vehicle and when. It is a GET form the server answers
 * with the price (with or without JavaScript); as the visitor chooses, the estimate shows before they send it.
 */
function QuoteChoices({ form, from, to, asked, vehicleOptions, vehicleMissing, when, estimate, quoted }: Props) {
  const { t } = useTranslation();
  const whenProblem = when === "invalid" || when === "past";
  const [choices, setChoices] = useState<{ now: Date | null } & EstimateChoices>(() => ({
    now: null,
    from: placeOf(from),
    to: placeOf(to),
    vehicle: form.vehicle,
    when: form.when,
    day: form.day,
    time: form.time,
    refrigerated: form.refrigerated,
  }));
  // Each change notes its moment, the pickup time of a delivery wanted now.
  const change = (next: Partial<EstimateChoices>) => setChoices((before) => ({ ...before, ...next, now: new Date() }));
  const onFormChange = (event: FormEvent<HTMLFormElement>) => change(readChoices(event.currentTarget));
  return (
    // A new answer shows the form as the server understood it ("viana" → "Viana, Luanda").
    <Form method="get" className="space-y-6" aria-labelledby="quote-form-title" onChange={onFormChange}>
      <h2 id="quote-form-title" className="text-2xl font-bold text-brand-900">
        {t("deliveries.formTitle")}
      </h2>
      <PlaceField
        field="from"
        answer={from}
        asked={asked}
        value={form.from}
        onPlace={(place) => change({ from: place })}
      />
      <PlaceField field="to" answer={to} asked={asked} value={form.to} onPlace={(place) => change({ to: place })} />
      <fieldset aria-describedby={vehicleMissing ? "vehicle-error" : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("deliveries.vehicle")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {vehicleOptions.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="vehicle"
                value={option.value}
                defaultChecked={form.vehicle === option.value}
                className="size-5 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span className="block text-sm text-slate-600">{option.fits}</span>
              </span>
            </label>
          ))}
        </div>
        <MessageLine id="vehicle-error" messages={vehicleMissing ? [t("deliveries.vehicleRequired")] : undefined} />
      </fieldset>
      <fieldset aria-describedby={whenProblem ? "when-error" : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("deliveries.when")}</legend>
        <div className="flex flex-wrap gap-4">
          {(["now", "later"] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="when"
                value={choice}
                defaultChecked={form.when === choice}
                className="size-5 accent-brand-700"
              />
              {t(`deliveries.${choice}`)}
            </label>
          ))}
        </div>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <TextField id="day" name="day" type="date" label={t("deliveries.day")} defaultValue={form.day} />
          <TextField id="time" name="time" type="time" label={t("deliveries.time")} defaultValue={form.time} />
        </div>
        <MessageLine
          id="when-error"
          messages={whenProblem ? [t(when === "past" ? "deliveries.whenPast" : "deliveries.whenInvalid")] : undefined}
        />
      </fieldset>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="refrigerated"
          defaultChecked={form.refrigerated}
          className="size-5 accent-brand-700"
        />
        {t("deliveries.refrigerated")}
      </label>
      <LiveEstimate estimate={estimate} choices={choices} now={choices.now} vehicles={vehicleOptions} quoted={quoted} />
      <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")}>
        {t("deliveries.submit")}
      </button>
      <p className="text-sm text-slate-600">{t("deliveries.placesSource")}</p>
    </Form>
  );
}

/** The quote's form, afresh for each answer of the server (its fields start from what the server understood). */
export function QuoteForm(props: Props) {
  return <QuoteChoices key={JSON.stringify(props.form)} {...props} />;
}
