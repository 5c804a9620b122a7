import type { Meta, StoryObj } from '@storybook/react-vite';
import { Testimonial } from './Testimonial';
import { testimonialFixtures } from './testimonialFixtures';

const [hungarian, romanian, short] = testimonialFixtures as [
  (typeof testimonialFixtures)[number],
  (typeof testimonialFixtures)[number],
  (typeof testimonialFixtures)[number],
];

const meta = {
  title: 'Domain/Testimonial',
  component: Testimonial,
  args: hungarian,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {};

export const RomanianQuote: Story = { args: romanian };

export const WithoutPhoto: Story = { args: { ...short, photoSrc: undefined } };

export const WithoutRole: Story = { args: { ...short, role: undefined } };

export const Playground: Story = { tags: ['!visual'] };
