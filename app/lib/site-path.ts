/**
 * The request's path as a link on this site. A path such as `//evil.example/` or `/\evil.example`
 * would read as a link to another host once a query is added, so leading slashes and backslashes
 * collapse to one slash.
 */
export function sitePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "")}`;
}

/** Whether a path is the staff back-office's (`/admin` and below): its own shell, texts and rules. */
export function isBackOfficePath(pathname: string): boolean {
  // A client navigation's data request for /admin is named /admin.data.
  const path = pathname.replace(/\.data$/, "");
  return path === "/admin" || path.startsWith("/admin/");
}
