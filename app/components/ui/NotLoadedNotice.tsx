import { useEffect } from "react";
import { useTranslation } from "~/i18n/translate";
import { buttonClasses } from "./button-styles";

/**
 * In place of a part of the page whose code could not be downloaded (the network is gone): says so in
 * the visitor's language and loads the page again (`address`, by default this one) when the browser
 * says the network is back, or at the button, for a cut the browser does not notice. What was typed
 * in a form is kept on the device, so the new page has it back.
 */
export function NotLoadedNotice({ address }: { address?: string }) {
  const { t } = useTranslation();
  useLoadAgainWhenOnline(address);
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center text-slate-700">
      <p>{t("common.notLoaded")}</p>
      <button type="button" className={buttonClasses("secondary")} onClick={() => loadPageAgain(address)}>
        {t("common.tryAgain")}
      </button>
    </div>
  );
}

/** Loads the page again (`address`, by default this one) when the browser says the network is back. */
export function useLoadAgainWhenOnline(address?: string) {
  useEffect(() => {
    const listening = new AbortController();
    window.addEventListener("online", () => loadPageAgain(address), { signal: listening.signal });
    return () => listening.abort();
  }, [address]);
}

/** Several parts may have failed: the page loads again once. */
let loadingAgain = false;

function loadPageAgain(address: string | undefined) {
  if (loadingAgain) return;
  loadingAgain = true;
  if (address) window.location.assign(address);
  else window.location.reload();
}
