import type { LegalDocumentType, Locale } from '@allas/core';

/** One headed part of a legal document. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** What differs between the regions' documents: who runs the site and who supervises it. */
export interface LegalFacts {
  operator: string;
  city: string;
  email: string;
  domain: string;
  /** The data-protection authority of the region, named in the document's language. */
  authority: string;
}

type Texts = Record<LegalDocumentType, Record<Locale, (facts: LegalFacts) => LegalSection[]>>;

/**
 * The legal documents' texts (served under /{locale}/legal/{type}, the URLs of the api's
 * legal-documents map). Kept apart from the message catalogs so that only this page loads them.
 */
export const legalTexts: Texts = {
  'user-agreement': {
    hu: (f) => [
      {
        heading: 'A szolgáltatás',
        paragraphs: [
          `Az ${f.domain} oldalt az ${f.operator} (${f.city}) üzemelteti. Az oldalon állásokat kereshetsz, jelentkezhetsz rájuk, cégeket követhetsz és állásértesítőt kérhetsz.`,
          'A regisztrációval elfogadod ezeket a feltételeket. A feltételek változásáról e-mailben értesítünk, és a következő bejelentkezéskor újra elfogadásukat kérjük.',
        ],
      },
      {
        heading: 'A fiókod',
        paragraphs: [
          'Valós adatokkal regisztrálj, és a jelszavadat ne add ki másnak. A fiókodban történtekért te felelsz.',
          'A fiókodat bármikor törölheted a Fiókom oldalon; ekkor a profilodat és a feltöltött önéletrajzodat is töröljük.',
        ],
      },
      {
        heading: 'Jelentkezés és hirdetések',
        paragraphs: [
          'Jelentkezéskor a megadott adataidat és önéletrajzodat annak a cégnek továbbítjuk, amelynek a hirdetésére jelentkeztél. A hirdetések tartalmáért a hirdető cég felel.',
        ],
      },
      {
        heading: 'Tiltott használat',
        paragraphs: [
          'Tilos az oldal adatainak automatizált gyűjtése, hamis hirdetés vagy jelentkezés feladása és más felhasználók zaklatása. Ilyen esetben a fiókot felfüggeszthetjük.',
          `Kérdéseidet az ${f.email} címre várjuk.`,
        ],
      },
    ],
    ro: (f) => [
      {
        heading: 'Serviciul',
        paragraphs: [
          `Site-ul ${f.domain} este operat de ${f.operator} (${f.city}). Pe site poți căuta locuri de muncă, poți aplica, poți urmări companii și poți primi alerte de joburi.`,
          'Prin înregistrare accepți acești termeni. Te anunțăm prin e-mail despre orice modificare și îți cerem acordul din nou la următoarea autentificare.',
        ],
      },
      {
        heading: 'Contul tău',
        paragraphs: [
          'Înregistrează-te cu date reale și nu da nimănui parola ta. Ești responsabil pentru ce se întâmplă în contul tău.',
          'Îți poți șterge contul oricând din pagina Contul meu; atunci ștergem și profilul și CV-ul încărcat.',
        ],
      },
      {
        heading: 'Aplicări și anunțuri',
        paragraphs: [
          'Când aplici, datele și CV-ul tău sunt trimise companiei la al cărei anunț ai aplicat. Compania care publică anunțul răspunde de conținutul acestuia.',
        ],
      },
      {
        heading: 'Utilizări interzise',
        paragraphs: [
          'Este interzisă colectarea automată a datelor de pe site, publicarea de anunțuri sau aplicări false și hărțuirea altor utilizatori. În astfel de cazuri putem suspenda contul.',
          `Întrebările tale le așteptăm la ${f.email}.`,
        ],
      },
    ],
    en: (f) => [
      {
        heading: 'The service',
        paragraphs: [
          `${f.domain} is operated by ${f.operator} (${f.city}). On the site you can search for jobs, apply to them, follow companies and receive job alerts.`,
          'By registering you accept these terms. We tell you of any change by email and ask you to accept them again at your next sign-in.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Register with true details and do not share your password. You are responsible for what happens in your account.',
          'You can delete your account at any time on the My account page; your profile and uploaded CV are deleted with it.',
        ],
      },
      {
        heading: 'Applications and ads',
        paragraphs: [
          'When you apply, the details and CV you give are sent to the company whose ad you applied to. The advertising company is responsible for the content of its ads.',
        ],
      },
      {
        heading: 'Forbidden use',
        paragraphs: [
          'Automated collection of the site’s data, fake ads or applications and harassing other users are forbidden. In such cases we may suspend the account.',
          `Send your questions to ${f.email}.`,
        ],
      },
    ],
  },
  'privacy-policy': {
    hu: (f) => [
      {
        heading: 'Az adatkezelő',
        paragraphs: [
          `Az adatkezelő az ${f.operator} (${f.city}, ${f.email}). Adataidat az EU általános adatvédelmi rendelete (GDPR) szerint kezeljük.`,
        ],
      },
      {
        heading: 'Milyen adatokat kezelünk',
        paragraphs: [
          'A regisztrációkor megadott nevedet, e-mail-címedet, telefonszámodat, érdeklődési területeidet, a feltöltött önéletrajzodat, a jelentkezéseidet és a mentett állásaidat.',
          'Az adatokat a szolgáltatás nyújtásához (a szerződés teljesítéséhez), hírlevél és állásértesítő esetén a hozzájárulásod alapján kezeljük.',
        ],
      },
      {
        heading: 'Kinek adjuk át',
        paragraphs: [
          'Jelentkezéskor csak annak a cégnek, amelynek a hirdetésére jelentkeztél. A tehetségbankban a cég csak akkor látja az elérhetőségedet, ha elfogadod a megkeresését.',
        ],
      },
      {
        heading: 'Meddig és milyen jogaid vannak',
        paragraphs: [
          'Adataidat a fiókod törléséig őrizzük. Kérheted a hozzáférést, a helyesbítést, a törlést és az adataid kiadását (a Fiókom oldalon letöltheted őket).',
          `Panasz esetén az illetékes hatóság: ${f.authority}.`,
        ],
      },
    ],
    ro: (f) => [
      {
        heading: 'Operatorul de date',
        paragraphs: [
          `Operatorul de date este ${f.operator} (${f.city}, ${f.email}). Îți prelucrăm datele conform Regulamentului general privind protecția datelor (GDPR).`,
        ],
      },
      {
        heading: 'Ce date prelucrăm',
        paragraphs: [
          'Numele, adresa de e-mail, telefonul și domeniile de interes date la înregistrare, CV-ul încărcat, aplicările și joburile salvate.',
          'Le prelucrăm pentru a-ți oferi serviciul (executarea contractului), iar pentru newsletter și alerte de joburi pe baza consimțământului tău.',
        ],
      },
      {
        heading: 'Cui le transmitem',
        paragraphs: [
          'Când aplici, doar companiei la al cărei anunț ai aplicat. În baza de talente, o companie îți vede datele de contact doar după ce îi accepți cererea.',
        ],
      },
      {
        heading: 'Cât timp și ce drepturi ai',
        paragraphs: [
          'Păstrăm datele până la ștergerea contului. Poți cere acces, rectificare, ștergere și portarea datelor (le poți descărca din pagina Contul meu).',
          `Poți depune o plângere la ${f.authority}.`,
        ],
      },
    ],
    en: (f) => [
      {
        heading: 'The controller',
        paragraphs: [
          `The controller of your data is ${f.operator} (${f.city}, ${f.email}). We process your data under the EU General Data Protection Regulation (GDPR).`,
        ],
      },
      {
        heading: 'What we process',
        paragraphs: [
          'The name, email address, phone number and fields of interest you give when registering, the CV you upload, your applications and your saved jobs.',
          'We process them to provide the service (performing the contract), and newsletters and job alerts on the basis of your consent.',
        ],
      },
      {
        heading: 'Who receives them',
        paragraphs: [
          'When you apply, only the company whose ad you applied to. In the talent pool a company sees your contact details only after you accept its request.',
        ],
      },
      {
        heading: 'How long, and your rights',
        paragraphs: [
          'We keep your data until you delete your account. You may ask for access, correction, erasure and a copy of your data (download it on the My account page).',
          `You may complain to the ${f.authority}.`,
        ],
      },
    ],
  },
  cookie: {
    hu: (f) => [
      {
        heading: 'Mi a süti',
        paragraphs: [
          `A süti kis szövegfájl, amelyet az ${f.domain} a böngésződben tárol, hogy megjegyezze a beállításaidat és a bejelentkezésedet.`,
        ],
      },
      {
        heading: 'Szükséges sütik',
        paragraphs: [
          'A bejelentkezés, a biztonsági (XSRF) token, a választott nyelv és a sütikről hozott döntésed sütije nélkül az oldal nem működik; ezekhez nem kérünk hozzájárulást.',
        ],
      },
      {
        heading: 'Mérő sütik',
        paragraphs: [
          'A látogatottság méréséhez használt címkekezelő csak akkor töltődik be, ha a sütisávon az „Összes elfogadása” gombot választod. Elutasítás esetén mérés nem történik.',
        ],
      },
      {
        heading: 'A döntésed módosítása',
        paragraphs: [
          'Döntésedet a böngésződ sütijeinek törlésével vonhatod vissza; a következő látogatáskor újra megkérdezünk.',
        ],
      },
    ],
    ro: (f) => [
      {
        heading: 'Ce este un cookie',
        paragraphs: [
          `Un cookie este un mic fișier text pe care ${f.domain} îl păstrează în browserul tău ca să rețină setările și autentificarea ta.`,
        ],
      },
      {
        heading: 'Cookie-uri necesare',
        paragraphs: [
          'Fără cookie-urile de autentificare, de securitate (token XSRF), de limbă și cel care reține decizia ta despre cookie-uri site-ul nu funcționează; pentru ele nu cerem consimțământ.',
        ],
      },
      {
        heading: 'Cookie-uri de măsurare',
        paragraphs: [
          'Managerul de etichete folosit pentru măsurarea traficului se încarcă doar dacă alegi „Acceptă tot” în bara de cookie-uri. Dacă refuzi, nu măsurăm nimic.',
        ],
      },
      {
        heading: 'Schimbarea deciziei',
        paragraphs: [
          'Îți poți retrage decizia ștergând cookie-urile din browser; la următoarea vizită te întrebăm din nou.',
        ],
      },
    ],
    en: (f) => [
      {
        heading: 'What a cookie is',
        paragraphs: [
          `A cookie is a small text file ${f.domain} keeps in your browser to remember your settings and your sign-in.`,
        ],
      },
      {
        heading: 'Necessary cookies',
        paragraphs: [
          'The site does not work without the sign-in, security (XSRF token), language and cookie-decision cookies; we do not ask consent for them.',
        ],
      },
      {
        heading: 'Measuring cookies',
        paragraphs: [
          'The tag manager that measures visits loads only if you choose “Accept all” on the cookie bar. If you reject, nothing is measured.',
        ],
      },
      {
        heading: 'Changing your decision',
        paragraphs: [
          'You can withdraw your decision by deleting the cookies in your browser; we ask again on your next visit.',
        ],
      },
    ],
  },
  'prize-game-rules': {
    hu: (f) => [
      {
        heading: 'A szervező',
        paragraphs: [
          `A Szerethető munkahelyek szavazást az ${f.operator} (${f.city}) szervezi az ${f.domain} oldalon.`,
        ],
      },
      {
        heading: 'Ki szavazhat',
        paragraphs: [
          'Megerősített e-mail-című álláskereső fiókkal bárki szavazhat, aki elfogadta ezt a szabályzatot. Egy személy egy fiókot használhat.',
        ],
      },
      {
        heading: 'A szavazás menete',
        paragraphs: [
          'A jelölt cégeket munkahelyként értékelheted, és megadhatod, dolgoznál-e ott. Egy céget hetente egyszer értékelhetsz, és hetente korlátozott számú szavazatod van; a hátralévő szavazataidat az oldal mindig mutatja.',
        ],
      },
      {
        heading: 'Tisztességes játék és eredmény',
        paragraphs: [
          'A szavazatokat naplózzuk és a zárás után ellenőrizzük; a csalásgyanús szavazatokat (például a jelölt saját e-mail-domainjéről érkezőket) megjelöljük. Az eredményt az ellenőrzés után tesszük közzé.',
          'A szavazási napló személyes adatait az eredmény közzététele után 90 nappal töröljük.',
        ],
      },
    ],
    ro: (f) => [
      {
        heading: 'Organizatorul',
        paragraphs: [
          `Votul Locuri de muncă iubite este organizat de ${f.operator} (${f.city}) pe site-ul ${f.domain}.`,
        ],
      },
      {
        heading: 'Cine poate vota',
        paragraphs: [
          'Poate vota oricine are un cont de candidat cu adresa de e-mail confirmată și a acceptat acest regulament. O persoană poate folosi un singur cont.',
        ],
      },
      {
        heading: 'Cum se votează',
        paragraphs: [
          'Evaluezi companiile nominalizate ca locuri de muncă și spui dacă ai lucra acolo. O companie poate fi evaluată o dată pe săptămână, iar numărul de voturi săptămânale este limitat; voturile rămase sunt afișate mereu.',
        ],
      },
      {
        heading: 'Joc corect și rezultate',
        paragraphs: [
          'Voturile sunt înregistrate și verificate după închidere; voturile suspecte (de exemplu cele venite de pe domeniul de e-mail al nominalizatului) sunt marcate. Rezultatele se publică după verificare.',
          'Datele personale din jurnalul voturilor se șterg la 90 de zile după publicarea rezultatelor.',
        ],
      },
    ],
    en: (f) => [
      {
        heading: 'The organiser',
        paragraphs: [
          `The Lovable workplaces vote is organised by ${f.operator} (${f.city}) on ${f.domain}.`,
        ],
      },
      {
        heading: 'Who may vote',
        paragraphs: [
          'Anyone with a job seeker’s account whose email address is confirmed and who has accepted these rules. One person may use one account.',
        ],
      },
      {
        heading: 'How to vote',
        paragraphs: [
          'You rate the nominated companies as workplaces and say whether you would work there. A company can be rated once a week and the weekly votes are limited; your remaining votes are always shown.',
        ],
      },
      {
        heading: 'Fair play and results',
        paragraphs: [
          'Votes are logged and audited after the close; suspicious votes (for example from the nominee’s own mail domain) are flagged. The results are published after the audit.',
          'The personal data of the vote log is deleted 90 days after the results are published.',
        ],
      },
    ],
  },
};

/** The data-protection authority of each region, in each language. */
export const dataProtectionAuthority: Record<'hu' | 'ro', Record<Locale, string>> = {
  hu: {
    hu: 'Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)',
    ro: 'Autoritatea Națională pentru Protecția Datelor și Libertatea Informației din Ungaria (NAIH)',
    en: 'Hungarian National Authority for Data Protection and Freedom of Information (NAIH)',
  },
  ro: {
    hu: 'Román Nemzeti Adatvédelmi Felügyeleti Hatóság (ANSPDCP)',
    ro: 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP)',
    en: 'Romanian National Supervisory Authority for Personal Data Processing (ANSPDCP)',
  },
};
