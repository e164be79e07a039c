/**
 * The request's path as a link on this site. A path such as `//evil.example/` or `/\evil.example`
 * would read as a link to another host once a query is added, so leading slashes and backslashes
 * collapse to one slash.
 */
export function sitePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "")}`;
}
