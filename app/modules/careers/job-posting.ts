import { company } from "~/config/company";
import type { JobOfferDetail } from "./job-offers.server";

const schemaEmploymentType: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
};

/** schema.org JobPosting of an offer, for search engines (spec-decisions.md: job list). */
export function jobPostingJsonLd(job: JobOfferDetail, pageUrl: string, origin: string, locationName: string) {
  const salary =
    job.salaryMin !== null || job.salaryMax !== null
      ? {
          "@type": "MonetaryAmount",
          currency: "AOA",
          value: {
            "@type": "QuantitativeValue",
            ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
            ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
            unitText: "MONTH",
          },
        }
      : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: [
      job.description,
      ...(job.requirements.length ? [job.requirements.map((r) => `• ${r}`).join("\n")] : []),
    ].join("\n\n"),
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    datePosted: job.createdAt,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: schemaEmploymentType[job.employmentType] ?? "OTHER",
    hiringOrganization: { "@type": "Organization", name: company.name, sameAs: origin, logo: `${origin}/favicon.svg` },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: locationName,
        addressRegion: locationName,
        addressCountry: company.address.country,
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    url: pageUrl,
  };
}
