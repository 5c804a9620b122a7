import type { BlogCardProps } from './BlogCard';
import { sceneImage } from './storyImages';

/** Blog posts for stories and tests, with Hungarian and Romanian titles and fixed dates. */
export const blogPostFixtures: readonly BlogCardProps[] = [
  {
    title: 'Hogyan írj meggyőző önéletrajzot szoftverfejlesztőként 2026-ban?',
    href: '/blog/meggyozo-oneletrajz-szoftverfejleszto',
    publishedAt: '2026-03-14',
    excerpt:
      'Munkaerő-közvetítői tapasztalatok alapján összegyűjtöttük, mire figyelnek a toborzók az első harminc másodpercben: eredmények számokkal, rövid bemutatkozás és a legfontosabb technológiák.',
    readingMinutes: 6,
    category: 'Karriertanácsok',
    imageSrc: sceneImage(0),
  },
  {
    title: 'Cum negociezi salariul la un job nou în Cluj-Napoca',
    href: '/blog/cum-negociezi-salariul',
    publishedAt: '2026-02-02',
    excerpt:
      'Pregătește-te cu date despre piață, stabilește-ți pragul minim și nu uita de beneficii: tichete de masă, abonament medical și zile libere suplimentare.',
    readingMinutes: 4,
    category: 'Salarii',
    imageSrc: sceneImage(1),
  },
  {
    title: 'Munkavédelmi szakemberek a feldolgozóiparban: mit érdemes tudni a bérekről?',
    href: '/blog/munkavedelmi-szakemberek-berei',
    publishedAt: '2025-11-28',
    excerpt:
      'Bérsávok régiónként, a leggyakoribb juttatások és a műszakpótlékok számítása egy helyen.',
    readingMinutes: 8,
    category: 'Bérek',
    imageSrc: sceneImage(2),
  },
];
