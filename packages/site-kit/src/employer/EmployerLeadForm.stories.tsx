import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { EmployerLeadForm } from './EmployerLeadForm';

const meta = {
  title: 'Site/Employer/EmployerLeadForm',
  component: EmployerLeadForm,
  decorators: [withSite],
  args: { kind: 'premium-recruitment', region: 'HU' },
} satisfies Meta<typeof EmployerLeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PremiumQuote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [/Név/, /E-mail cím/, /Cégnév/, /A betöltendő pozíció megnevezése/]) {
      await expect(canvas.getByRole('textbox', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Ajánlatkérés küldése' })).toBeVisible();
  },
};

export const QuoteValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajánlatkérés küldése' }));
    await expect(await canvas.findByText('A név megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('A telefonszám megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('A cégnév megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('A betöltendő pozíció megadása kötelező.')).toBeVisible();
  },
};

export const ShortlistOrderForm: Story = {
  args: { kind: 'candidate-shortlist', region: 'RO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Megrendelés küldése' }));
    await expect(
      await canvas.findByRole('checkbox', {
        name: /Elfogadom a fizetős Candidate Shortlist szolgáltatás feltételeit/,
      }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};
