import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Inline } from '../Inline';
import { Wordmark } from './Wordmark';
import { wordmarkSizes, wordmarkTones } from './wordmarkOptions';

const meta = {
  title: 'Navigation/Wordmark',
  component: Wordmark,
  args: { size: 'medium', tone: 'brand' },
  argTypes: {
    size: { control: 'inline-radio', options: wordmarkSizes },
    tone: { control: 'inline-radio', options: wordmarkTones },
  },
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand: letters in the theme's primary colour, the accent in its accent colour. */
export const Brand: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large" alignY="bottom">
      {wordmarkSizes.map((size) => (
        <Wordmark key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

/** White letters on the theme's inverse surface. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <Box background="inverse" padding="large">
      <Wordmark {...args} />
    </Box>
  ),
};

/** As the header's home link: named "allas – főoldal" in Hungarian, with a focus ring. */
export const HomeLink: Story = {
  args: { href: '/' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', {
      name: /allas – (főoldal|pagina principală|home page)/,
    });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = { tags: ['!visual'] };
