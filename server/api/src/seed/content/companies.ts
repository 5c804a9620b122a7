import type { IndustryKey } from '@allas/core';

// A company's name is drawn from its industry: a place or nature word, a word that says what
// the company does, and a legal form that fits its size (a sole trader is no "Nyrt.").
export const COMPANY_NAME_PARTS = {
  HU: {
    first: [
      'Duna',
      'Tisza',
      'Mátra',
      'Balaton',
      'Pannon',
      'Kárpát',
      'Hunyadi',
      'Bükk',
      'Zenit',
      'Fényes',
      'Őrség',
      'Hajnal',
      'Szélrózsa',
      'Tölgy',
      'Délibáb',
      'Alföld',
      'Vértes',
      'Rába',
    ],
    industry: {
      software: ['Szoftver', 'Informatika', 'Digitál', 'Rendszerház', 'Webfejlesztő'],
      finance: ['Pénzügyi', 'Hitel', 'Befektetési', 'Könyvelő', 'Biztosító'],
      logistics: ['Logisztika', 'Fuvarozó', 'Szállítmányozó', 'Raktárház', 'Expressz'],
      manufacturing: ['Gépgyártó', 'Fémipari', 'Műanyagipari', 'Alkatrészgyártó', 'Acélszerkezet'],
      retail: ['Kereskedelmi', 'Áruház', 'Nagykereskedés', 'Diszkont', 'Webáruház'],
      energy: ['Energetika', 'Napenergia', 'Villamosenergia', 'Hőtechnika', 'Gázszolgáltató'],
      consulting: ['Tanácsadó', 'Consulting', 'Üzletfejlesztő', 'Adótanácsadó', 'Menedzsment'],
      telecom: ['Telekom', 'Hálózat', 'Kommunikációs', 'Optika', 'Mobil'],
    } satisfies Record<IndustryKey, string[]>,
    /** Legal forms by size: small firms are Bt. or Kft., large ones Zrt. or Nyrt. */
    forms: {
      '1-9': ['Bt.', 'Kft.'],
      '10-49': ['Kft.'],
      '50-249': ['Kft.', 'Zrt.'],
      '250-999': ['Kft.', 'Zrt.'],
      '1000-plus': ['Zrt.', 'Nyrt.'],
    },
  },
  RO: {
    first: [
      'Carpați',
      'Dunărea',
      'Mureș',
      'Bucegi',
      'Transilvania',
      'Olt',
      'Someș',
      'Ceahlău',
      'Retezat',
      'Apuseni',
      'Argeș',
      'Siret',
      'Făgăraș',
      'Crișana',
      'Dacia',
      'Banat',
    ],
    industry: {
      software: ['Soft', 'Tehnologii', 'Digital', 'Sisteme IT', 'Code'],
      finance: ['Finanțe', 'Credit', 'Investiții', 'Contabilitate', 'Asigurări'],
      logistics: ['Logistică', 'Transport', 'Expediții', 'Cargo', 'Curierat'],
      manufacturing: ['Industrial', 'Metal', 'Componente', 'Mecanica', 'Plast'],
      retail: ['Comerț', 'Market', 'Distribuție', 'Retail', 'Magazin'],
      energy: ['Energie', 'Solar', 'Electrica', 'Termo', 'Gaz'],
      consulting: ['Consultanță', 'Consulting', 'Audit', 'Management', 'Advisory'],
      telecom: ['Telecom', 'Rețele', 'Comunicații', 'Fibră', 'Mobil'],
    } satisfies Record<IndustryKey, string[]>,
    forms: {
      '1-9': ['SRL'],
      '10-49': ['SRL'],
      '50-249': ['SRL', 'SA'],
      '250-999': ['SRL', 'SA'],
      '1000-plus': ['SA'],
    },
  },
} as const;

export const COMPANY_SIZES = ['1-9', '10-49', '50-249', '250-999', '1000-plus'] as const;

export const COMPANY_VALUES = [
  {
    title: { hu: 'Rugalmas munkavégzés', ro: 'Program flexibil', en: 'Flexible work' },
    text: {
      hu: 'Heti két nap otthoni munka és rugalmas kezdés, mert az eredmény számít, nem a jelenléti ív.',
      ro: 'Două zile pe săptămână de lucru de acasă și program flexibil: contează rezultatul, nu condica.',
      en: 'Two days a week from home and flexible hours: results matter, not the timesheet.',
    },
  },
  {
    title: { hu: 'Folyamatos tanulás', ro: 'Învățare continuă', en: 'Continuous learning' },
    text: {
      hu: 'Évi képzési keret, belső mentorprogram és konferenciajegyek minden kollégának.',
      ro: 'Buget anual de formare, program intern de mentorat și bilete la conferințe pentru fiecare coleg.',
      en: 'A yearly training budget, an internal mentoring programme and conference tickets for everyone.',
    },
  },
  {
    title: { hu: 'Egészség és jóllét', ro: 'Sănătate și bunăstare', en: 'Health and wellbeing' },
    text: {
      hu: 'Egészségpénztár, sportbérlet és havonta egy szabadon felhasználható jólléti nap.',
      ro: 'Abonament medical privat, abonament la sală și o zi liberă de bunăstare în fiecare lună.',
      en: 'Private health care, a gym pass and a wellbeing day off every month.',
    },
  },
  {
    title: { hu: 'Nyílt csapatkultúra', ro: 'Cultură deschisă', en: 'Open team culture' },
    text: {
      hu: 'Lapos hierarchia, havi közös reggeli a vezetőséggel, és minden ötletet meghallgatunk.',
      ro: 'Ierarhie plată, mic-dejun lunar cu conducerea și fiecare idee este ascultată.',
      en: 'A flat hierarchy, a monthly breakfast with the management, and every idea is heard.',
    },
  },
  {
    title: { hu: 'Fenntarthatóság', ro: 'Sustenabilitate', en: 'Sustainability' },
    text: {
      hu: 'Zöld iroda, kerékpáros támogatás és évente két nap önkéntes munka a közösségért.',
      ro: 'Birou verde, sprijin pentru navetiștii cu bicicleta și două zile pe an de voluntariat.',
      en: 'A green office, support for cycling commuters and two volunteering days a year.',
    },
  },
] as const;
