/** The application form's element id, also the name of its draft on the device (ADR 040): one per job offer. */
export const applicationFormId = (jobId: string) => `job-application-${jobId}`;
