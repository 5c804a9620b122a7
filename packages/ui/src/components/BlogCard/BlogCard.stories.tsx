import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlogCard, blogCardHeadingLevels } from './BlogCard';
import { blogPostFixtures } from './blogFixtures';

const [hungarian, romanian, longTitle] = blogPostFixtures as [
  (typeof blogPostFixtures)[number],
  (typeof blogPostFixtures)[number],
  (typeof blogPostFixtures)[number],
];

const meta = {
  title: 'Domain/BlogCard',
  component: BlogCard,
  args: { ...hungarian, headingLevel: 3 },
  argTypes: { headingLevel: { control: 'inline-radio', options: blogCardHeadingLevels } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

export const RomanianPost: Story = { args: romanian };

export const WithoutImage: Story = { args: { imageSrc: undefined } };

/** Only the required parts: title, link and date. */
export const Minimal: Story = {
  args: {
    title: longTitle.title,
    href: longTitle.href,
    publishedAt: longTitle.publishedAt,
    excerpt: undefined,
    readingMinutes: undefined,
    category: undefined,
    imageSrc: undefined,
  },
};

export const Playground: Story = { tags: ['!visual'] };
