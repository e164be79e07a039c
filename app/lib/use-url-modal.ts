import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A modal whose open state lives in the address (`?form=<value>`), so the link that opens it works
 * without JavaScript, Back closes it, and the other query parameters (such as `lng`) are kept.
 */
export function useUrlModal(value: string, param = "form") {
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = new URLSearchParams(searchParams);
  opened.set(param, value);
  return {
    open: searchParams.get(param) === value,
    openHref: `?${opened.toString()}`,
    close: () =>
      setSearchParams(
        (params) => {
          params.delete(param);
          return params;
        },
        { preventScrollReset: true, replace: true },
      ),
  };
}

/**
 * A route's `shouldRevalidate` for a page with a URL modal: opening or closing the modal changes only
 * `?form=`, so the page's data stays as it is. Reloading it would bring nothing new, and with the
 * network gone it would fail and replace the page with the error page.
 */
export function keepDataWhenModalToggles({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return !formMethod && onlyModalToggled(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

function onlyModalToggled(currentUrl: URL, nextUrl: URL, param = "form"): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const withoutModal = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    params.sort();
    return params.toString();
  };
  return withoutModal(currentUrl) === withoutModal(nextUrl);
}
