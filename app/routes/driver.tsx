import { data, Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { controlClasses } from "~/components/ui/control-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { getLanguage } from "~/i18n/middleware.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { pageMeta, rootMessages } from "~/lib/seo";
import { actAsDriver, driverJob, type DriverAnswer, type DriverJob } from "~/modules/deliveries/driver-job.server";
import { SharePosition } from "~/modules/deliveries/SharePosition";
import type { Route } from "./+types/driver";

export const meta: Route.MetaFunction = (args) => {
  const texts = rootMessages(args.matches)?.driverJob;
  const title = args.loaderData?.job
    ? (texts?.title.replace("{{reference}}", args.loaderData.job.reference) ?? "")
    : "";
  return [
    ...(texts ? pageMeta(args, { title, description: title }) : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** The driver's page names the customer's contacts: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await driverJob(context.get(appServicesContext), params.token, getLanguage(context));
  return job ? { job } : data({ job: null }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await actAsDriver(context.get(appServicesContext), params.token, request);
  return data(answer, { status: answer.kind === "gone" ? 410 : answer.kind === "problem" ? 400 : 200 });
}

function Contact({ title, place, landmark, name, phone }: { title: string } & DriverJob["pickup"]) {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      <p className="font-semibold text-slate-900">{place}</p>
      {landmark && <p className="text-slate-800">{landmark}</p>}
      <p className="mt-1 text-slate-800">{name}</p>
      <a href={`tel:${phone}`} className={buttonClasses("secondary", "mt-2 w-full")}>
        {t("driverJob.call", { name })}
      </a>
    </section>
  );
}

/**
 * The driver's phone page (the signed link staff sent): the job, whom to call, what to collect, one button
 * for the next step, a problem to report, and the position shared while the page is open, if they agree.
 */
export default function DriverPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { job } = loaderData;
  if (!job) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14">
        <FormNotice kind="error">{t("driverJob.gone")}</FormNotice>
      </div>
    );
  }
  const answer = actionData as DriverAnswer | undefined;
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">{t("driverJob.title", { reference: job.reference })}</h1>
      <p className="text-lg font-semibold" data-testid="driver-status">
        {t("driverJob.status", { status: job.status })}
      </p>
      {answer?.kind === "saved" && <FormNotice kind="success">{t("driverJob.saved")}</FormNotice>}
      {answer?.kind === "problem" && (
        <FormNotice kind="error">
          {t(
            answer.problem === "receivedBy"
              ? "driverJob.receivedByRequired"
              : answer.problem === "photo"
                ? "driverJob.photoRefused"
                : "driverJob.problemText",
          )}
        </FormNotice>
      )}
      <Form
        method="post"
        encType={job.next === "delivered" ? "multipart/form-data" : undefined}
        className="space-y-3 rounded-xl bg-brand-50 p-4"
      >
        <input type="hidden" name="step" value={job.next} />
        {job.next === "delivered" && (
          <>
            <div>
              <label htmlFor="received-by" className="mb-1 block font-semibold text-slate-800">
                {t("driverJob.receivedBy")}
              </label>
              <input id="received-by" name="receivedBy" required maxLength={100} className={controlClasses} />
            </div>
            <div>
              <label htmlFor="proof" className="mb-1 block font-semibold text-slate-800">
                {t("driverJob.proof")}
              </label>
              <p id="proof-hint" className="mb-1 text-sm text-slate-600">
                {t("driverJob.proofHint")}
              </p>
              {/* The phone's camera opens at once where it can; a photo from the gallery is fine too. */}
              <input
                id="proof"
                name="proof"
                type="file"
                accept="image/jpeg,image/png"
                capture="environment"
                aria-describedby="proof-hint"
                className="block min-h-11 w-full text-base"
              />
            </div>
          </>
        )}
        <button type="submit" disabled={busy} className={buttonClasses("primary", "w-full text-lg")}>
          {t("driverJob.next", { step: job.nextLabel })}
        </button>
      </Form>
      <Contact title={t("driverJob.pickup")} {...job.pickup} />
      <Contact title={t("driverJob.dropoff")} {...job.dropoff} />
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">{t("driverJob.parcel")}</h2>
        <p>{t("driverJob.when", { when: job.when })}</p>
        <p>
          {job.vehicle}
          {job.refrigerated && ` · ${t("driverJob.refrigerated")}`}
        </p>
        <p className="whitespace-pre-wrap">{job.description}</p>
        {job.weightKg && <p>{t("driverJob.weight", { kg: job.weightKg })}</p>}
        {job.notes && (
          <>
            <h3 className="mt-2 font-semibold">{t("driverJob.notes")}</h3>
            <p className="whitespace-pre-wrap">{job.notes}</p>
          </>
        )}
        <p className="mt-2">{t("driverJob.payment", { method: job.payment })}</p>
        {job.collect && <p className="text-lg font-bold">{t("driverJob.collect", { price: job.collect })}</p>}
      </section>
      <SharePosition token={params.token} />
      <Form method="post" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-bold text-brand-900">{t("driverJob.problemTitle")}</h2>
        <input type="hidden" name="intent" value="problem" />
        <label htmlFor="problem" className="block font-semibold text-slate-800">
          {t("driverJob.problem")}
        </label>
        <textarea id="problem" name="problem" required rows={3} maxLength={1000} className={controlClasses} />
        <button type="submit" disabled={busy} className={buttonClasses("secondary", "w-full")}>
          {t("driverJob.problemSend")}
        </button>
      </Form>
    </div>
  );
}
