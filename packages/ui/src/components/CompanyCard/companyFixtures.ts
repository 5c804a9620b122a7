import { logoImage, sceneImage } from '../BlogCard/storyImages';
import type { CompanyCardProps } from './CompanyCard';

/** Companies for stories and tests, Hungarian and Romanian, with long names and fixed figures. */
export const companyFixtures = {
  hungarian: {
    name: 'Árvíztűrő Tükörfúrógép Gyártó és Kereskedelmi Kft.',
    href: '/cegek/arvizturo-tukorfurogep',
    logoSrc: logoImage(0),
    bannerSrc: sceneImage(0, 900, 300),
    openJobCount: 12,
    followerCount: 1248,
    industry: 'Gépgyártás és ipari automatizálás',
    size: '250-999',
  },
  romanian: {
    name: 'Șantierul Naval Constanța S.A.',
    href: '/companii/santierul-naval-constanta',
    logoSrc: logoImage(1),
    bannerSrc: sceneImage(1, 900, 300),
    openJobCount: 1,
    followerCount: 21,
    industry: 'Construcții navale',
    size: '1000+',
  },
  small: {
    name: 'Őrségi Építő Bt.',
    href: '/cegek/orsegi-epito',
    openJobCount: 0,
    followerCount: 1,
    industry: 'Építőipar',
    size: '1-9',
  },
} satisfies Record<string, CompanyCardProps>;
