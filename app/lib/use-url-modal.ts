import { useSearchParams } from "react-router";

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
