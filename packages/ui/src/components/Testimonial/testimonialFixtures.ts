import { portraitImage } from '../BlogCard/storyImages';
import type { TestimonialProps } from './Testimonial';

export const testimonialFixtures: readonly TestimonialProps[] = [
  {
    quote:
      'Három hét alatt találtam új munkahelyet: a cégprofilokból pontosan tudtam, milyen csapatba jelentkezem, és az interjún már a projektekről beszélgettünk.',
    person: 'Kovács Eszter',
    role: 'Vezető szoftverfejlesztő, Árvíztűrő Tükörfúrógép Kft.',
    photoSrc: portraitImage(0),
  },
  {
    quote:
      'Am aplicat de pe telefon, în pauza de prânz, iar a doua zi m-au sunat de la șantier. Acum sunt inginer șef de șantier la Cluj-Napoca.',
    person: 'Andrei Mureșan',
    role: 'Inginer șef de șantier — Cluj-Napoca',
    photoSrc: portraitImage(1),
    lang: 'ro',
  },
  {
    quote: 'Végre egy oldal, ahol a bérsáv minden hirdetésben ott van.',
    person: 'Szűcs Gergő',
    role: 'Targoncavezető, Győr',
    photoSrc: portraitImage(2),
  },
];
