import type { EmployerTeam } from '@allas/core';

/** The colleagues of a company as the stories show them: the owner, a member and two invitations. */
export const teamOfOwner: EmployerTeam = {
  me: 1,
  role: 'owner',
  members: [
    {
      id: 1,
      firstName: 'Írisz',
      lastName: 'Kovács',
      email: 'iris.kovacs@dunaszoftver.hu',
      role: 'owner',
      since: '2026-09-01T08:00:00.000Z',
    },
    {
      id: 2,
      firstName: 'Ödön',
      lastName: 'Szőke',
      email: 'odon.szoke@dunaszoftver.hu',
      role: 'member',
      since: '2026-10-14T08:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 7,
      email: 'reka.torok@dunaszoftver.hu',
      invitedAt: '2026-11-25T09:00:00.000Z',
      expiresAt: '2026-12-02T09:00:00.000Z',
      expired: false,
    },
    {
      id: 5,
      email: 'bence.nagy@dunaszoftver.hu',
      invitedAt: '2026-11-02T09:00:00.000Z',
      expiresAt: '2026-11-09T09:00:00.000Z',
      expired: true,
    },
  ],
};

/** The same company seen by its member: the same list, no owner's buttons. */
export const teamOfMember: EmployerTeam = { ...teamOfOwner, me: 2, role: 'member' };
