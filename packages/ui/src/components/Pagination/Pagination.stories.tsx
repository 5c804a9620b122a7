import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  argTypes: { page: { control: { type: 'number', min: 1 } } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaginationFirstPage: Story = {};

export const PaginationMiddle: Story = { args: { page: 5 } };

export const PaginationLastPage: Story = { args: { page: 10 } };

export const PaginationManyPages: Story = { args: { page: 48, pageCount: 120 } };

export const PaginationFewPages: Story = { args: { page: 2, pageCount: 3 } };

/** Link mode: every page is a real address, built by the app. */
export const PaginationLinks: Story = {
  args: { page: 3, pageCount: 12, hrefForPage: (page) => `/allasok/budapest?oldal=${page}` },
};

function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

export const PaginationMovesToNextPage: Story = {
  args: { page: 1, pageCount: 20 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const buttons = within(nav).getAllByRole('button');
    const next = buttons[buttons.length - 1];
    if (!next) throw new Error('no next button');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(within(nav).getByRole('button', { current: 'page' })).toHaveTextContent('2');
  },
};

export const Playground: Story = { tags: ['!visual'] };
