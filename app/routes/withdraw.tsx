import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/withdraw";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { eraseSubmission, findWithdrawable } from "~/modules/submissions/erasure.server";
import { useTranslation } from "~/i18n/translate";
import { appServicesContext } from "~/lib/app-context.server";
import { pageMeta, rootMessages } from "~/lib/seo";

type Answer = { state: "ready" | "done"; reference: string } | { state: "invalid" };

const REFERENCE = /^KX-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // After the erasure (POST, then a redirect here): the token names nothing any more, by design.
  if (params.token === undefined) {
    const reference = new URL(request.url).searchParams.get("reference") ?? "";
    return data<Answer>(REFERENCE.test(reference) ? { state: "done", reference } : { state: "invalid" });
  }
  const linked = await findWithdrawable(context.get(appServicesContext), params.token);
  if (!linked) return data<Answer>({ state: "invalid" }, { status: 410 });
  return data<Answer>({ state: "ready", reference: linked.reference });
}

export async function action({ params, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const linked = params.token === undefined ? null : await findWithdrawable(services, params.token);
  if (!linked) return data<Answer>({ state: "invalid" }, { status: 410 });
  await eraseSubmission(services, linked.inbox, { id: linked.id }, "withdrawal");
  return redirect(`/withdraw/done?reference=${linked.reference}`, 303);
}

export const meta: Route.MetaFunction = (args) => {
  const texts = rootMessages(args.matches)?.withdraw;
  return [
    ...(texts ? pageMeta(args, { title: texts.title, description: texts.title }) : []),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** Withdrawing a submission by the link of its confirmation e-mail: a confirmation step, then the erasure. */
export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t("withdraw.title")}</h1>
      <div className="mt-6">
        {answer.state === "invalid" && <FormNotice kind="error">{t("withdraw.invalid")}</FormNotice>}
        {answer.state === "done" && (
          <FormNotice kind="success">{t("withdraw.done", { reference: answer.reference })}</FormNotice>
        )}
        {answer.state === "ready" && (
          <Form method="post" className="space-y-6">
            <p className="text-lg text-slate-800">{t("withdraw.intro", { reference: answer.reference })}</p>
            <button type="submit" className={buttonClasses("secondary")}>
              {t("withdraw.button")}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
