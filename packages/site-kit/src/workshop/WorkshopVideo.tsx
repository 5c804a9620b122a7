import { type Locale, locales } from '@allas/core';
import { Box, Container, Heading, Link, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { usePageLanguage } from '../routing/usePageLanguage';
import { workshopMedia, workshopTranscript } from './workshopMedia';
import * as css from './workshopVideo.css';

/** The video's size (scripts/make-workshop-video.mjs), so the box is reserved before it loads. */
const WIDTH = 1280;
const HEIGHT = 720;

/**
 * The free employer-branding workshop video (spec §1: for employers after registration): a native
 * player, nothing loaded until it is started, with captions in the three languages (the page's on
 * by default) and the transcript under it as the accessible alternative.
 */
export function WorkshopVideo() {
  const t = useMessages();
  const locale = usePageLanguage();
  const trackOrder: readonly Locale[] = [locale, ...locales.filter((other) => other !== locale)];
  return (
    <Box as="section" paddingY="xxlarge" aria-labelledby="workshop-video-heading">
      <Container width="narrow">
        <Stack space="large">
          <Stack space="small">
            <Heading level={2} id="workshop-video-heading">
              {t('workshop.video.title')}
            </Heading>
            <Text tone="muted">{t('workshop.video.intro')}</Text>
          </Stack>
          {/* biome-ignore lint/a11y/useMediaCaption: the tracks below are the captions. */}
          <video
            className={css.player}
            controls
            preload="none"
            poster={workshopMedia.poster}
            width={WIDTH}
            height={HEIGHT}
          >
            <source src={workshopMedia.video} type="video/webm" />
            {trackOrder.map((language) => (
              <track
                key={language}
                kind="captions"
                src={workshopMedia.captions[language]}
                srcLang={language}
                label={t(`workshop.video.captions.${language}`)}
                default={language === locale}
              />
            ))}
            <Text>
              {t('workshop.video.fallback')}{' '}
              <Link href={workshopMedia.video}>{t('workshop.video.download')}</Link>
            </Text>
          </video>
          <Stack space="small">
            <Heading level={3}>{t('workshop.video.transcript')}</Heading>
            <ol className={css.transcript}>
              {workshopTranscript(locale).map((line) => (
                <li key={line}>
                  <Text>{line}</Text>
                </li>
              ))}
            </ol>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
