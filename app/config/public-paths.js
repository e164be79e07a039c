// The one list of public pages: the sitemap, the tests and both bench scripts read it. Plain JavaScript,
// so the bench scripts (run by node without a build) can import it too.
export const publicPaths = [
  "/",
  "/services",
  "/about",
  "/careers",
  "/contact",
  "/enterprise",
  "/drivers",
  "/testimonials",
  "/privacy",
  "/deliveries",
  "/track",
];
