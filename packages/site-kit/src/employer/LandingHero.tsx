import { Box, ButtonLink, Container, Heading, Inline, Stack, Text } from '@allas/ui';

export interface HeroAction {
  label: string;
  href: string;
}

/** The top of an employer landing page: its one h1, the promise, and up to two actions. */
export function LandingHero({
  heading,
  intro,
  actions = [],
}: {
  heading: string;
  intro: string;
  actions?: readonly HeroAction[];
}) {
  return (
    <Box as="section" paddingY="xxlarge" background="sunken" aria-labelledby="landing-heading">
      <Container>
        <Stack space="large">
          <Heading level={1} id="landing-heading">
            {heading}
          </Heading>
          <Text size="large">{intro}</Text>
          {actions.length > 0 ? (
            <Inline space="medium">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.href}
                  href={action.href}
                  variant={index === 0 ? 'primary' : 'secondary'}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </Inline>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
