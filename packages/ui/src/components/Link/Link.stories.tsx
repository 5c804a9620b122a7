import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LinkComponentProps } from '../../provider/linkComponent';
import { UiProvider } from '../../provider/UiProvider';
import { Box } from '../Box';
import { Text } from '../Text';
import { Link } from './Link';
import { linkTones, linkWeights } from './linkOptions';

const meta = {
  title: 'Layout and type/Link',
  component: Link,
  args: {
    href: '/cegek',
    children: 'Összes cég',
    tone: 'link',
    weight: 'regular',
    external: false,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    weight: { control: 'inline-radio', options: linkWeights },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Semibold: Story = { args: { weight: 'semibold' } };

export const InParagraph: Story = {
  render: (args) => (
    <Text>
      A jelentkezéssel elfogadod az <Link {...args}>adatkezelési tájékoztatót</Link> és a
      felhasználási feltételeket.
    </Text>
  ),
};

export const ToneNeutral: Story = {
  render: (args) => (
    <Text tone="muted">
      Mai ajánlat:{' '}
      <Link {...args} tone="neutral">
        Contabil în Brașov
      </Link>
    </Text>
  ),
};

export const ToneInverse: Story = {
  args: { tone: 'inverse', children: 'Angajatori de top' },
  decorators: [
    (Story) => (
      <Box background="inverse" padding="large">
        <Story />
      </Box>
    ),
  ],
};

export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'A partner karrieroldala' },
};

/** The app's router link renders every library link (here it prefixes the language). */
function PrefixingLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} href={`/ro${href}`}>
      {children}
    </a>
  );
}

export const RendersProviderLink: Story = {
  args: { href: '/companii', children: 'Toate companiile' },
  decorators: [
    (Story) => (
      <UiProvider linkComponent={PrefixingLink} locale="ro">
        <Story />
      </UiProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Toate companiile' });
    await expect(link).toHaveAttribute('href', '/ro/companii');
  },
};

export const Playground: Story = { tags: ['!visual'] };
