import type { JobDetail } from '@allas/core';
import { jobPostingJsonLd, scriptSafeJson } from './jobPostingJsonLd';

/**
 * The ad's JobPosting structured data as an inline script carrying the page's CSP nonce; nothing
 * for an expired ad.
 */
export function JobPostingScript({
  job,
  pageUrl,
  nonce,
}: {
  job: JobDetail;
  pageUrl: string;
  nonce: string | undefined;
}) {
  const structured = jobPostingJsonLd(job, pageUrl);
  if (structured === null) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide a nonce after parsing, so the hydrated attribute always differs.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptSafeJson
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(structured) }}
    />
  );
}
