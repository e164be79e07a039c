import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A form's result written into the page: what the visitor sees after a submission without
 * JavaScript (with JavaScript the same news comes as a notification).
 */
export function FormNotice({ kind, children }: { kind: "success" | "error"; children: ReactNode }) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      data-form-notice={kind}
      className={cn(
        "rounded-lg border px-4 py-3 text-base font-medium",
        kind === "success" ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900",
      )}
    >
      {children}
    </div>
  );
}
