import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValueBoxes, valueBoxesHeadingLevels } from './ValueBoxes';

const values = [
  {
    title: 'Rugalmas munkavégzés',
    text: 'Heti két nap home office, rugalmas kezdés reggel 7 és 10 óra között, és munkaidő-kedvezmény kisgyermekes szülőknek.',
    icon: 'homeOffice',
  },
  {
    title: 'Szakmai fejlődés',
    text: 'Évi 400 000 Ft képzési keret, belső mentorprogram és konferenciajegyek a csapat minden tagjának.',
    icon: 'star',
  },
  {
    title: 'Felelősségvállalás',
    text: 'Minden munkavállalónk évente két fizetett önkéntes napot tölthet a helyi közösségért.',
    icon: 'team',
  },
] as const;

const meta = {
  title: 'Domain/ValueBoxes',
  component: ValueBoxes,
  args: { values, headingLevel: 3, 'aria-label': 'Értékeink' },
  argTypes: { headingLevel: { control: 'inline-radio', options: valueBoxesHeadingLevels } },
} satisfies Meta<typeof ValueBoxes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcons: Story = {};

export const WithoutIcons: Story = {
  args: {
    'aria-label': 'Valorile noastre',
    values: [
      {
        title: 'Siguranța pe șantier',
        text: 'Echipament de protecție nou în fiecare an și instruire lunară pentru toți colegii.',
      },
      {
        title: 'Transparență salarială',
        text: 'Grilele de salarizare sunt publice în interiorul companiei, pentru fiecare nivel.',
      },
    ],
  },
};

export const SingleValue: Story = {
  args: { values: values.slice(0, 1) },
};

export const Playground: Story = { tags: ['!visual'] };
