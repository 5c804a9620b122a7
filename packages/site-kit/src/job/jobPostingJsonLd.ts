import type { JobDetail } from '@allas/core';
import { regions, textBlocks, zonedTimeToInstant } from '@allas/core';

/** schema.org employment types for the api's job types (Google reads these values). */
const EMPLOYMENT_TYPE: Record<JobDetail['type'], string> = {
  fullTime: 'FULL_TIME',
  partTime: 'PART_TIME',
  project: 'CONTRACTOR',
  agencyContract: 'CONTRACTOR',
};

const UNIT_TEXT: Record<NonNullable<JobDetail['salary']>['period'], string> = {
  hour: 'HOUR',
  month: 'MONTH',
  year: 'YEAR',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Google wants the description as HTML: the ad's headings, lists and paragraphs, escaped. */
function descriptionHtml(text: string): string {
  return textBlocks(text)
    .map((block) => {
      if (block.kind === 'heading')
        return `<h${block.level + 1}>${escapeHtml(block.text)}</h${block.level + 1}>`;
      if (block.kind === 'list')
        return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      return `<p>${escapeHtml(block.text)}</p>`;
    })
    .join('');
}

/**
 * The JobPosting structured data of an open ad (Google's required properties plus validThrough,
 * baseSalary, employmentType and directApply); null for an expired ad, which must not be offered
 * to job search any more.
 */
export function jobPostingJsonLd(job: JobDetail, pageUrl: string): Record<string, unknown> | null {
  if (job.status.expired) return null;
  const region = regions[job.region];
  const employmentType = [EMPLOYMENT_TYPE[job.type]];
  if (job.level === 'trainee' || job.level === 'studentWork') employmentType.push('INTERN');
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    datePosted: job.publishedAt,
    // The deadline is the last calendar day to apply in the region's time zone.
    validThrough: zonedTimeToInstant(
      job.deadline,
      { hour: 23, minute: 59, second: 59 },
      region.timeZone,
    ).toISOString(),
    employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.companyLogoUrl ? { logo: job.companyLogoUrl } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.city,
        ...(job.location.county ? { addressRegion: job.location.county } : {}),
        addressCountry: job.location.country,
      },
    },
    ...(job.extras.includes('remote')
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: job.location.country },
        }
      : {}),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: UNIT_TEXT[job.salary.period],
            },
          },
        }
      : {}),
    directApply: true,
    url: pageUrl,
  };
}

/**
 * JSON for an inline <script>: `<` and the line separators escaped, so no text of the ad can close
 * the script element or break the parser.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
