import type { EmployerCompany } from '@allas/core';
import { Alert, Box, Container, Heading, Inline, Link, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

/** The pages an employer can use today, each linked once its route exists. */
export interface DashboardLinks {
  jobs?: string;
  workshop?: string;
  branding?: string;
  contact?: string;
}

const nextStepLabels = {
  jobs: 'employerJobs.dashboardLink',
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
  links: DashboardLinks;
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
