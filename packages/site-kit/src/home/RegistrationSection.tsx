import { CallToActionBox } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { isRegistered } from '../routing/routeDeclarations';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import { CardGrid } from './CardGrid';
import { HomeSection } from './HomeSection';

/** The call-to-action boxes: candidates register, employers advertise. */
const boxes = [
  {
    key: 'candidate',
    route: 'registration',
    path: '/registration',
    title: 'home.ctaCandidateTitle',
    body: 'home.ctaCandidateBody',
    action: 'home.ctaCandidateAction',
    tone: 'brand',
  },
  {
    key: 'employer',
    route: 'employer-branding',
    path: '/employer-branding',
    title: 'home.ctaEmployerTitle',
    body: 'home.ctaEmployerBody',
    action: 'home.ctaEmployerAction',
    tone: 'neutral',
  },
] as const;

export type RegistrationBox = (typeof boxes)[number]['key'];

/** The boxes whose target screens exist: a box never leads to a page that answers 404. */
export function registeredBoxes(registered: (route: string) => boolean = isRegistered) {
  return boxes.filter((box) => registered(box.route)).map((box) => box.key);
}

/** Registration calls to action; shows only the boxes it is given, none → no section. */
export function RegistrationSection({ show }: { show: readonly RegistrationBox[] }) {
  const t = useMessages();
  const href = useLocalizedHref();
  const shown = boxes.filter((box) => show.includes(box.key));
  if (shown.length === 0) return null;
  return (
    <HomeSection id="home-registration" heading={t('home.ctaHeading')}>
      <CardGrid
        items={shown}
        itemKey={(box) => box.key}
        render={(box) => (
          <CallToActionBox
            title={t(box.title)}
            body={t(box.body)}
            actionLabel={t(box.action)}
            actionHref={href(box.path)}
            tone={box.tone}
            headingLevel={3}
          />
        )}
      />
    </HomeSection>
  );
}
