import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withSite } from '../stories/withSite';
import { WorkshopPage } from './WorkshopPage';

/**
 * The default caption track has loaded its cues (the player shows them from the start), and the
 * player has settled idle: with preload="none" nothing of the video itself is fetched.
 */
async function captionsLoaded(canvasElement: HTMLElement, srclang: string) {
  const track = canvasElement.querySelector<HTMLTrackElement>(`video track[srclang="${srclang}"]`);
  await expect(track).toHaveAttribute('default');
  await waitFor(() => expect(track?.readyState).toBe(HTMLTrackElement.LOADED));
  const video = canvasElement.querySelector('video');
  await waitFor(() => expect(video?.networkState).toBe(HTMLMediaElement.NETWORK_IDLE));
  await expect(video?.readyState).toBe(HTMLMediaElement.HAVE_NOTHING);
}

const meta = {
  title: 'Site/Workshop/WorkshopPage',
  component: WorkshopPage,
  decorators: [withSite],
  parameters: { site: { path: '/workshop' } },
  args: {
    employer: true,
    registerHref: '/employer/registration',
    loginHref: '/employer/login',
  },
} satisfies Meta<typeof WorkshopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// No screenshot of the player's states: Chrome's native controls flash a loading spinner of their
// own (outside any CSS) while the poster and captions arrive, so two screenshots seldom match on a
// busy machine. Their play functions and the axe scan still run.
export const EmployerWatchesTheVideo: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Workshopvideó: amit a munkáltatói márka hoz',
      }),
    ).toBeVisible();
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls');
    const tracks = [...canvasElement.querySelectorAll('video track')];
    await expect(tracks.map((track) => track.getAttribute('srclang'))).toEqual(['hu', 'ro', 'en']);
    await expect(tracks.filter((track) => track.hasAttribute('default'))).toHaveLength(1);
    await expect(tracks[0]).toHaveAttribute('default');
    await expect(canvas.getByText('28% – alacsonyabb fluktuáció')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Céges regisztráció ingyen' })).toBeNull();
    await captionsLoaded(canvasElement, 'hu');
  },
};

export const EmployerWatchesInRomanian: Story = {
  tags: ['!visual'],
  globals: { locale: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tracks = [...canvasElement.querySelectorAll('video track')];
    await expect(tracks[0]).toHaveAttribute('srclang', 'ro');
    await expect(tracks[0]).toHaveAttribute('default');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Transcriere' })).toBeVisible();
    await expect(canvas.getByText('46% – cost pe angajare mai mic')).toBeVisible();
    await captionsLoaded(canvasElement, 'ro');
  },
};

export const GuestIsOfferedTheEmployerRegistration: Story = {
  args: { employer: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Céges regisztráció ingyen' })).toHaveAttribute(
      'href',
      '/employer/registration',
    );
    await expect(
      canvas.getByRole('link', { name: 'Bejelentkezés munkáltatóként' }),
    ).toHaveAttribute('href', '/employer/login');
    await expect(canvas.getByText(/28%-kal alacsonyabb fluktuáció/)).toBeVisible();
  },
};

export const GuestInEnglish: Story = {
  globals: { locale: 'en' },
  args: { employer: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Register your company for free or log in with your employer account to watch the workshop video.',
      ),
    ).toBeVisible();
  },
};
