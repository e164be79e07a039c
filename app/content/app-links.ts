/**
 * Where the mobile app is published. PLACEHOLDERS until the real store listings exist.
 */
export const appLinks = {
  android: "https://play.google.com/store/apps/details?id=example.kambaexpress",
  ios: "https://apps.apple.com/app/id0000000000",
} as const;
