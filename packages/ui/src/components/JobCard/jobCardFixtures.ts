import type { JobCardProps } from './JobCard';

/** An offline logo (no network in stories and screenshots): a red square with a white "K". */
export const sampleLogoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#C8102E"/><path d="M15 12h6v10l9-10h7L27 23l11 13h-7.5L21 25v11h-6z" fill="#fff"/></svg>',
)}`;

/** A realistic open Hungarian job; stories and tests change one thing at a time. */
export const sampleJob = {
  title: 'Vezető szoftverfejlesztő (Java, Kubernetes)',
  href: '/allasok/vezeto-szoftverfejleszto-java-kubernetes-kesz-kft',
  companyName: 'Kész Informatikai Kft.',
  companyLogoUrl: sampleLogoUrl,
  location: 'Budapest, XIII. kerület',
  salary: { min: 900_000, max: 1_200_000, currency: 'HUF', period: 'month', basis: 'gross' },
  type: 'Teljes munkaidő',
  level: 'Senior',
  homeOffice: true,
  tags: ['Java 21', 'Spring Boot', 'Kubernetes', 'Cafeteria'],
  deadline: '2026-12-15',
  status: { new: false, expiring: false, expired: false, remainingDays: 24 },
} satisfies JobCardProps;
