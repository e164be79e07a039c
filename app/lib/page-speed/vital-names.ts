/** The page-speed measures real visitors' browsers report (ADR 058), as web-vitals names them. */
export const vitalNames = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];
