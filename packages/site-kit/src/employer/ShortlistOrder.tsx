import type { RegionCode } from '@allas/core';
import { Alert, Box, Button, Container, Heading, Modal, Stack, Text } from '@allas/ui';
import { useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { EmployerLeadForm } from './EmployerLeadForm';
import { SHORTLIST_CANDIDATE_COUNT } from './employerConstants';

/** The Candidate Shortlist page's body: how it works, no hiring guarantee, and the order modal. */
export function ShortlistOrder({
  region,
  signedIn = false,
  defaultOpen = false,
}: {
  region: RegionCode;
  signedIn?: boolean;
  /** Stories open the modal to show the form. */
  defaultOpen?: boolean;
}) {
  const t = useMessages();
  const [open, setOpen] = useState(defaultOpen);
  // The modal closes once the order is sent; the page then keeps the confirmation in view.
  const [ordered, setOrdered] = useState(false);
  const steps = [
    t('employer.shortlistStep1'),
    t('employer.shortlistStep2'),
    t('employer.shortlistStep3', { count: SHORTLIST_CANDIDATE_COUNT }),
  ];
  return (
    <Box as="section" paddingY="xxlarge" aria-labelledby="shortlist-steps-heading">
      <Container width="narrow">
        <Stack space="large">
          <Heading level={2} id="shortlist-steps-heading">
            {t('employer.shortlistStepsHeading')}
          </Heading>
          <Stack as="ol" space="small">
            {steps.map((step, index) => (
              // The list reset hides the markers, so the number is part of the text.
              <Text key={step}>{`${index + 1}. ${step}`}</Text>
            ))}
          </Stack>
          <Alert tone="info">{t('employer.shortlistNoGuarantee')}</Alert>
          {ordered ? <Alert tone="success">{t('employer.orderSent')}</Alert> : null}
          <Modal
            title={t('employer.orderShortlist')}
            open={open}
            onOpenChange={setOpen}
            trigger={<Button variant="primary">{t('employer.orderShortlist')}</Button>}
          >
            <EmployerLeadForm
              kind="candidate-shortlist"
              region={region}
              signedIn={signedIn}
              onSent={() => {
                setOpen(false);
                setOrdered(true);
              }}
            />
          </Modal>
        </Stack>
      </Container>
    </Box>
  );
}
