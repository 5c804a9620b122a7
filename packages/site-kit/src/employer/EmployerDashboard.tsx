import type { EmployerCompany, EmployerOverview } from '@allas/core';
import { Alert, Box, Container, Heading, Inline, Link, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { cardGrid } from './cardGrid.css';

/** The pages an employer can use today, each linked once its route exists. */
export interface DashboardLinks {
  jobs?: string;
  applicants?: string;
  team?: string;
  workshop?: string;
  branding?: string;
  contact?: string;
}

const nextStepLabels = {
  jobs: 'employerJobs.dashboardLink',
  applicants: 'employerApplicants.dashboardLink',
  team: 'employerTeam.dashboardLink',
  workshop: 'employerAccount.dashboard.workshop',
  branding: 'employerAccount.dashboard.branding',
  contact: 'employerAccount.dashboard.contact',
} as const;

export interface EmployerDashboardProps {
  /** The signed-in employer's company (GET /employer/company), or null when it could not be read. */
  company: EmployerCompany | null;
  /** The public company page, linked once it is published. */
  companyPageHref: string;
  /** The company page editor, once its route exists. */
  editorHref?: string;
  /** The figures (GET /employer/overview); left out when they could not be read. */
  overview?: EmployerOverview | null;
  /** The new applicants' list, which the new-applicant figure links to. */
  newApplicantsHref?: string;
  links: DashboardLinks;
}

/** Open ads, new applicants and what the next ad costs, each a figure of its own. */
function Overview({
  overview,
  jobsHref,
  newApplicantsHref,
}: {
  overview: EmployerOverview;
  jobsHref?: string;
  newApplicantsHref?: string;
}) {
  const t = useMessages();
  const figure = (text: string, href?: string) => (
    <Box as="li" background="raised" borderRadius="large" boxShadow="small" padding="medium">
      {href ? (
        <Link href={href} weight="semibold">
          {text}
        </Link>
      ) : (
        <Text weight="semibold">{text}</Text>
      )}
    </Box>
  );
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('employerApplicants.overview.title')}
      </Heading>
      <ul className={cardGrid}>
        {figure(t('employerApplicants.overview.openAds', { count: overview.openAds }), jobsHref)}
        {figure(
          t('employerApplicants.overview.newApplicants', { count: overview.newApplicants }),
          newApplicantsHref,
        )}
        {figure(
          overview.freeAdAvailable
            ? t('employerApplicants.overview.freeAd')
            : t('employerApplicants.overview.credits', { count: overview.creditBalance }),
        )}
      </ul>
    </Stack>
  );
}

/**
 * /employer/dashboard (issue 12), as far as the employer side is built: the company, the
 * employer's role, whether the company page is published, and the next steps that exist today.
 * Nothing that is not built (the page editor) is offered as a button.
 */
export function EmployerDashboard({
  company,
  companyPageHref,
  editorHref,
  overview,
  newApplicantsHref,
  links,
}: EmployerDashboardProps) {
  const t = useMessages();
  const editorLink = editorHref ? (
    <Link href={editorHref}>{t('companyEditor.dashboardLink')}</Link>
  ) : undefined;
  const nextSteps = (Object.keys(nextStepLabels) as (keyof DashboardLinks)[]).flatMap((key) => {
    const href = links[key];
    return href ? [{ key, href, label: t(nextStepLabels[key]) }] : [];
  });
  return (
    <Box paddingY={{ mobile: 'large', desktop: 'xxlarge' }}>
      <Container width="narrow">
        {company === null ? (
          <Stack space="large">
            <Heading level={1}>{t('employerAccount.dashboard.title')}</Heading>
            <Alert tone="error">{t('employerAccount.dashboard.loadFailed')}</Alert>
          </Stack>
        ) : (
          <Stack space="xlarge">
            <Stack space="small">
              <Text tone="muted">{t('employerAccount.dashboard.title')}</Text>
              <Heading level={1}>{company.name}</Heading>
              <Text>{t(`employerAccount.dashboard.role.${company.role}`)}</Text>
            </Stack>
            {company.published ? (
              <Alert
                tone="success"
                title={t('employerAccount.dashboard.publishedTitle')}
                action={
                  <Inline space="medium">
                    <Link href={companyPageHref}>{t('employerAccount.dashboard.viewPage')}</Link>
                    {editorLink}
                  </Inline>
                }
              >
                {t('employerAccount.dashboard.published')}
              </Alert>
            ) : (
              <Alert
                tone="info"
                title={t('employerAccount.dashboard.unpublishedTitle')}
                action={editorLink}
              >
                {t(
                  editorLink
                    ? 'companyEditor.dashboardUnpublished'
                    : 'employerAccount.dashboard.unpublished',
                )}
              </Alert>
            )}
            {overview ? (
              <Overview
                overview={overview}
                jobsHref={links.jobs}
                newApplicantsHref={newApplicantsHref}
              />
            ) : null}
            {nextSteps.length > 0 ? (
              <Stack space="medium">
                <Heading level={2} size={3}>
                  {t('employerAccount.dashboard.nextSteps')}
                </Heading>
                <Stack as="ul" space="small">
                  {nextSteps.map((step) => (
                    <Link key={step.key} href={step.href}>
                      {step.label}
                    </Link>
                  ))}
                </Stack>
              </Stack>
            ) : null}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
