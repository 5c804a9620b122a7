import { describe, expect, it } from 'vitest';
import { expiredJob, openJob, remoteRomanianJob } from './fixtures';
import { jobPostingJsonLd, scriptSafeJson } from './jobPostingJsonLd';

const url = 'https://allas.example/job/napfeny-szoftverhaz/szenior-frontend-fejleszto-17';

describe('jobPostingJsonLd', () => {
  it("has Google's required properties and the recommended ones", () => {
    const ld = jobPostingJsonLd(openJob, url);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: openJob.title,
      datePosted: '2026-10-20T08:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Napfény Szoftverház Kft.' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Budapest',
          addressRegion: 'Pest',
          addressCountry: 'HU',
        },
      },
      employmentType: ['FULL_TIME'],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'HUF',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 1_200_000,
          maxValue: 1_600_000,
          unitText: 'MONTH',
        },
      },
      directApply: true,
      url,
    });
    expect(ld?.description).toMatch(/^<p>A Napfény Szoftverház Kft\. budapesti .*<\/p>$/);
    expect(String(ld?.description).match(/<p>/g)).toHaveLength(3);
  });

  it('is valid through the last second of the deadline in the region (Budapest, CET)', () => {
    expect(jobPostingJsonLd(openJob, url)?.validThrough).toBe('2026-12-31T22:59:59.000Z');
  });

  it('marks remote ads as telecommuting, with the country applicants must be in', () => {
    const ld = jobPostingJsonLd(remoteRomanianJob, url);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'RO' },
      employmentType: ['CONTRACTOR'],
      // Bucharest is an hour ahead of Budapest.
      validThrough: '2026-12-31T21:59:59.000Z',
    });
  });

  it('leaves the salary out when the ad states none', () => {
    expect(jobPostingJsonLd({ ...openJob, salary: null }, url)).not.toHaveProperty('baseSalary');
  });

  it("gives the ad's headings and lists as HTML headings and lists", () => {
    const description = 'Bevezető <3.\n\n## Feladataid\n- kódot írsz\n- tesztelsz';
    expect(jobPostingJsonLd({ ...openJob, description }, url)?.description).toBe(
      '<p>Bevezető &lt;3.</p><h3>Feladataid</h3><ul><li>kódot írsz</li><li>tesztelsz</li></ul>',
    );
  });

  it('is null for an expired ad', () => {
    expect(jobPostingJsonLd(expiredJob, url)).toBeNull();
  });

  it('escapes the ad text so it cannot close the script element', () => {
    const ld = jobPostingJsonLd({ ...openJob, title: '</script><script>alert(1)</script>' }, url);
    const json = scriptSafeJson(ld);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>');
    expect(String(ld?.description)).not.toContain('<script');
  });
});
