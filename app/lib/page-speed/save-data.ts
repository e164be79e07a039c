import { useRouteLoaderData } from "react-router";

/** The value of the `Save-Data` header a browser sends when its user asked to save data. */
export function isSaveDataOn(header: string | null | undefined): boolean {
  return header?.trim().toLowerCase() === "on";
}

/** Whether a request asks to save data (Chrome's Lite mode, a setting). */
export function asksToSaveData(request: Request): boolean {
  return isSaveDataOn(request.headers.get("Save-Data"));
}

/**
 * Whether this page was asked for with `Save-Data: on` (the root loader reads the header): images come
 * at their smallest size and carousels do not move by themselves.
 */
export function useSaveData(): boolean {
  const root = useRouteLoaderData("root") as { saveData?: boolean } | undefined;
  return root?.saveData === true;
}
