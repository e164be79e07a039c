import { useRouteLoaderData } from "react-router";

/** The request header a browser sends when its user asked to save data (Chrome's Lite mode, a setting). */
export function asksToSaveData(request: Request): boolean {
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/**
 * Whether this page was asked for with `Save-Data: on` (the root loader reads the header): images come
 * at their smallest size and carousels do not move by themselves.
 */
export function useSaveData(): boolean {
  const root = useRouteLoaderData("root") as { saveData?: boolean } | undefined;
  return root?.saveData === true;
}
