import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormNotice } from "~/components/ui/FormNotice";
import { TextField } from "~/components/ui/FormFields";
import { Logo } from "~/components/layout/Logo";

/** A field of the sign-in steps and the staff forms. */
export const StaffField = TextField;

/** One step of signing in: a small card in the middle of the screen, with a plain form (works without JS). */
export function SignInCard({
  title,
  intro,
  notice,
  submitLabel,
  children,
  footer,
  framed = true,
  before,
}: {
  /** Its own full screen (signing in), or a card inside the back-office's frame (set-up steps). */
  framed?: boolean;
  /** Shown between the introduction and the form (for example a QR code to scan). */
  before?: ReactNode;
  title: string;
  intro: string;
  notice?: { kind: "success" | "error"; text: string };
  submitLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const card = (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
      {framed && <Logo tone="dark" />}
      <h1 className={framed ? "mt-6 text-2xl font-bold text-brand-900" : "text-2xl font-bold text-brand-900"}>
        {title}
      </h1>
      <p className="mt-2 text-base text-slate-700">{intro}</p>
      {notice && (
        <div className="mt-4">
          <FormNotice kind={notice.kind}>{notice.text}</FormNotice>
        </div>
      )}
      {before}
      <Form method="post" noValidate className="mt-6 space-y-4">
        {children}
        <button type="submit" className={buttonClasses("secondary", "w-full")}>
          {submitLabel}
        </button>
      </Form>
      {footer && <div className="mt-6 text-sm">{footer}</div>}
    </div>
  );
  if (!framed) return card;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-brand-50 px-4 py-10">
      {card}
    </main>
  );
}
