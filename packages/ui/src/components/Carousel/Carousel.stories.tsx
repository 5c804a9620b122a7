import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlogCard } from '../BlogCard';
import { blogPostFixtures } from '../BlogCard/blogFixtures';
import { Testimonial } from '../Testimonial';
import { testimonialFixtures } from '../Testimonial/testimonialFixtures';
import { Carousel } from './Carousel';

const blogSlides = blogPostFixtures.map((post) => <BlogCard key={post.href} {...post} />);

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  args: {
    label: 'Legfrissebb blogcikkek',
    children: blogSlides,
    initialSlide: 0,
    onSlideChange: fn(),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlogCarousel: Story = {};

export const Testimonials: Story = {
  args: {
    label: 'Mit mondanak rólunk a jelöltek',
    children: testimonialFixtures.map((testimonial) => (
      <Testimonial key={testimonial.person} {...testimonial} />
    )),
  },
};

/** One slide: no buttons and no position, just the content. */
export const SingleSlide: Story = {
  args: {
    label: 'Vélemény',
    children: <Testimonial {...(testimonialFixtures[0] as (typeof testimonialFixtures)[number])} />,
  },
};

/** Arrow keys move while focus is inside; the position is announced politely. */
export const CarouselKeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', {
      name: /Következő elem|Elementul următor|Next slide/,
    });
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Wraps around to the first post.
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
    const shown = canvas
      .getAllByRole('group', { hidden: true })
      .find((slide) => slide.getAttribute('aria-hidden') === 'false');
    await expect(shown).toHaveTextContent(/Munkavédelmi szakemberek/);
    // Leave no button focused, so the screenshot shows the resting state.
    next.blur();
  },
};

export const Playground: Story = { tags: ['!visual'] };
