// Prose for generated ads, company pages, blog posts and testimonials, with real diacritics.
// {company}, {city}, {title} are filled in by the generator.
export const JOB_DESCRIPTION = {
  hu: {
    intro: [
      'A(z) {company} {city}i csapatába keresünk {title} munkatársat, aki szeret önállóan dolgozni és felelősséget vállalni.',
      'Bővülő csapatunkba érkezne {title} kollégánk {city} irodánkba: ha szereted a kihívásokat, nálunk a helyed.',
      'A(z) {company} régóta jelen van a piacon; most {title} pozícióba keresünk elhivatott munkatársat.',
    ],
    tasks: [
      'Feladataid: napi együttműködés a csapattal, folyamatok fejlesztése, pontos dokumentáció és ügyfélközpontú gondolkodás.',
      'Feladataid közé tartozik a munkafolyamatok műszaki tervezése, a minőség ellenőrzése és a kollégák támogatása.',
      'Mit fogsz csinálni? Új megoldásokat tervezel, határidőre szállítasz, és részt veszel a csapat fejlesztésében.',
    ],
    offer: [
      'Amit kínálunk: versenyképes fizetés, cafeteria, rugalmas munkaidő és modern, jól megközelíthető iroda.',
      'Ajánlatunk: stabil háttér, szakmai fejlődési lehetőség, képzési keret és barátságos, segítőkész csapat.',
    ],
  },
  ro: {
    intro: [
      'Echipa {company} din {city} caută un coleg pentru postul de {title}, care să lucreze independent și să-și asume responsabilitatea.',
      'Ne extindem echipa din {city} și căutăm un {title}: dacă îți plac provocările, locul tău este la noi.',
      '{company} este prezentă de mulți ani pe piață; acum căutăm un coleg dedicat pentru poziția de {title}.',
    ],
    tasks: [
      'Responsabilități: colaborare zilnică cu echipa, îmbunătățirea proceselor, documentație precisă și orientare către client.',
      'Vei proiecta fluxuri de lucru, vei verifica calitatea rezultatelor și îți vei sprijini colegii.',
      'Ce vei face? Vei construi soluții noi, vei livra la termen și vei contribui la dezvoltarea echipei.',
    ],
    offer: [
      'Ce oferim: salariu competitiv, tichete de masă, program flexibil și un birou modern, ușor accesibil.',
      'Oferta noastră: stabilitate, oportunități de dezvoltare profesională, buget de formare și o echipă prietenoasă.',
    ],
  },
  en: {
    intro: [
      '{company} is looking for a {title} to join its team in {city}: someone who enjoys working independently and owning results.',
      'Our team in {city} is growing and we are hiring a {title}: if you like a challenge, you will like it here.',
      '{company} has been in the market for years; now we are looking for a committed {title}.',
    ],
    tasks: [
      'Your tasks: daily work with the team, improving processes, precise documentation and a customer-first mindset.',
      'You will design workflows, check the quality of the results and support your colleagues.',
      'What you will do: build new solutions, ship on time and help the team grow.',
    ],
    offer: [
      'What we offer: a competitive salary, meal vouchers, flexible hours and a modern, easy-to-reach office.',
      'Our offer: stability, room to grow professionally, a training budget and a friendly, helpful team.',
    ],
  },
} as const;

export const BONUSES = {
  hu: ['Éves teljesítménybónusz', '13. havi fizetés', 'Negyedéves prémium'],
  ro: ['Bonus anual de performanță', 'Al 13-lea salariu', 'Primă trimestrială'],
  en: ['Yearly performance bonus', '13th-month salary', 'Quarterly bonus'],
} as const;

export const COMPANY_TEXTS = {
  about: {
    hu: 'A(z) {company} {industry} területen működik; csapatunk {city} központtal dolgozik ügyfeleinkért.',
    ro: '{company} activează în domeniul {industry}; echipa noastră lucrează pentru clienți din {city}.',
    en: '{company} works in {industry}; our team serves its clients from {city}.',
  },
  life: {
    hu: 'Nálunk a hétfő reggeli kávé közös, a pénteki demó kötelező, és a születésnapokat tortával ünnepeljük.',
    ro: 'La noi, cafeaua de luni dimineață e în echipă, demo-ul de vineri e obligatoriu, iar zilele de naștere le sărbătorim cu tort.',
    en: 'Monday morning coffee is shared, the Friday demo is a must, and birthdays come with cake.',
  },
  mission: {
    hu: 'Küldetésünk, hogy megbízható, emberközpontú munkahely legyünk, ahol érdemes hosszú távon építkezni.',
    ro: 'Misiunea noastră este să fim un angajator de încredere, centrat pe oameni, unde merită să construiești pe termen lung.',
    en: 'Our mission is to be a reliable, people-first employer where building a long career is worth it.',
  },
} as const;

export const BLOG_POSTS = [
  {
    key: 'oneletrajz',
    hu: {
      title: 'Így írj önéletrajzot, amit tényleg elolvasnak',
      excerpt: 'Öt tipp, hogy a CV-d kitűnjön a tömegből – a toborzók szemével.',
      body: 'A toborzók átlagosan hét másodpercet töltenek egy önéletrajzzal. Kezdd a legfontosabb eredményeiddel, használj számokat, és igazítsd a szöveget a hirdetéshez. Egy oldal bőven elég, a fénykép pedig legyen friss és természetes.',
    },
    ro: {
      title: 'Cum să scrii un CV pe care chiar îl citește cineva',
      excerpt: 'Cinci sfaturi ca CV-ul tău să iasă în evidență – din perspectiva recrutorilor.',
      body: 'Recrutorii petrec în medie șapte secunde pe un CV. Începe cu rezultatele cele mai importante, folosește cifre și adaptează textul la anunț. O pagină este de ajuns, iar fotografia să fie recentă și naturală.',
    },
    en: {
      title: 'How to write a CV that actually gets read',
      excerpt: 'Five tips to make your CV stand out – through a recruiter’s eyes.',
      body: 'Recruiters spend about seven seconds on a CV. Lead with your strongest results, use numbers and tailor the text to the ad. One page is plenty, and the photo should be recent and natural.',
    },
  },
  {
    key: 'allasinterju',
    hu: {
      title: 'Állásinterjú: a 10 leggyakoribb kérdés és a jó válaszok',
      excerpt: 'Mit mondj, ha a gyengeségeidről kérdeznek? Összegyűjtöttük.',
      body: 'Az interjú beszélgetés, nem vizsga. Készülj konkrét történetekkel a korábbi munkáidból, kérdezz a csapatról, és legyél őszinte a fizetési elvárásaidban. A „miért nálunk?” kérdésre a cég értékeiből érdemes kiindulni.',
    },
    ro: {
      title: 'Interviul de angajare: cele mai frecvente 10 întrebări',
      excerpt: 'Ce răspunzi când ești întrebat despre punctele slabe? Am adunat răspunsurile.',
      body: 'Interviul este o conversație, nu un examen. Pregătește exemple concrete din joburile anterioare, întreabă despre echipă și fii sincer cu așteptările salariale. La întrebarea „de ce la noi?” pornește de la valorile companiei.',
    },
    en: {
      title: 'Job interview: the 10 most common questions',
      excerpt: 'What to say when asked about your weaknesses? We collected the answers.',
      body: 'An interview is a conversation, not an exam. Prepare concrete stories from earlier jobs, ask about the team and be honest about your salary expectations. For “why us?”, start from the company’s values.',
    },
  },
  {
    key: 'fizetesemeles',
    hu: {
      title: 'Mikor és hogyan kérj fizetésemelést?',
      excerpt: 'A jó időzítés és a felkészültség többet ér bármilyen trükknél.',
      body: 'A legjobb alkalom egy sikeres projekt lezárása vagy az éves értékelés. Gyűjtsd össze az eredményeidet, nézd meg a piaci béreket a fizetési oldalunkon, és mondj konkrét összeget.',
    },
    ro: {
      title: 'Când și cum să ceri o mărire de salariu?',
      excerpt: 'Momentul potrivit și pregătirea contează mai mult decât orice truc.',
      body: 'Cel mai bun moment este finalul unui proiect reușit sau evaluarea anuală. Adună-ți rezultatele, verifică salariile de pe piață pe pagina noastră și spune o sumă concretă.',
    },
    en: {
      title: 'When and how to ask for a raise',
      excerpt: 'Good timing and preparation beat any trick.',
      body: 'The best moment is the end of a successful project or the yearly review. Collect your results, check market salaries on our salaries page and name a concrete figure.',
    },
  },
  {
    key: 'munkaltatoi-marka',
    hu: {
      title: 'Munkáltatói márka: miért éri meg befektetni?',
      excerpt: 'Alacsonyabb fluktuáció, olcsóbb toborzás – a számok magukért beszélnek.',
      body: 'Az erős munkáltatói márkával rendelkező cégeknél 28%-kal alacsonyabb a fluktuáció, és 46%-kal olcsóbb egy új kolléga felvétele. A jelöltek 84%-a váltana egy ismertebb márkáért.',
    },
    ro: {
      title: 'Brandul de angajator: de ce merită investiția?',
      excerpt: 'Fluctuație mai mică, recrutare mai ieftină – cifrele vorbesc de la sine.',
      body: 'Companiile cu un brand de angajator puternic au o fluctuație cu 28% mai mică, iar costul unei angajări este cu 46% mai mic. 84% dintre candidați ar schimba jobul pentru un brand mai cunoscut.',
    },
    en: {
      title: 'Employer branding: why it pays off',
      excerpt: 'Lower turnover, cheaper hiring – the numbers speak for themselves.',
      body: 'Companies with a strong employer brand see 28% lower turnover and a 46% lower cost per hire. 84% of candidates would switch for a better-known brand.',
    },
  },
  {
    key: 'otthoni-munka',
    hu: {
      title: 'Home office: hogyan maradj hatékony otthonról?',
      excerpt: 'Napirend, munkasarok és határok – a távmunka alapszabályai.',
      body: 'Legyen állandó munkasarkod, kezdd és zárd a napot ugyanakkor, és tarts rövid szüneteket. A csapattal egyeztess világos elérhetőségi időket.',
    },
    ro: {
      title: 'Munca de acasă: cum rămâi eficient?',
      excerpt: 'Rutină, colț de lucru și limite – regulile de bază ale muncii la distanță.',
      body: 'Amenajează-ți un colț de lucru fix, începe și încheie ziua la aceeași oră și ia pauze scurte. Stabilește cu echipa intervale clare de disponibilitate.',
    },
    en: {
      title: 'Working from home: how to stay productive',
      excerpt: 'Routine, a work corner and boundaries – the basics of remote work.',
      body: 'Keep a fixed work corner, start and end the day at the same time and take short breaks. Agree clear availability hours with your team.',
    },
  },
  {
    key: 'palyavaltas',
    hu: {
      title: 'Pályaváltás 30 felett: így vágj bele',
      excerpt: 'Soha nem késő új szakmát tanulni – tapasztalt váltók tanácsai.',
      body: 'Mérd fel, mely készségeid vihetők át, végezz el egy rövid képzést, és keress gyakornoki vagy junior pozíciót egy támogató csapatban.',
    },
    ro: {
      title: 'Reconversie profesională după 30 de ani',
      excerpt:
        'Nu e niciodată prea târziu să înveți o meserie nouă – sfaturi de la cei care au reușit.',
      body: 'Identifică abilitățile transferabile, urmează un curs scurt și caută un stagiu sau o poziție de junior într-o echipă care te sprijină.',
    },
    en: {
      title: 'Changing careers after 30',
      excerpt: 'It is never too late to learn a new trade – advice from those who did it.',
      body: 'Find the skills that transfer, take a short course and look for an internship or a junior role in a supportive team.',
    },
  },
] as const;

export const TESTIMONIALS = {
  hu: [
    {
      author: 'Kovács Eszter',
      role: 'Adatelemző',
      quote:
        'Két hét alatt találtam új munkahelyet, és a céges oldalakból pontosan tudtam, hová jelentkezem.',
    },
    {
      author: 'Szabó Dániel',
      role: 'Frontend fejlesztő',
      quote:
        'Végre egy álláskereső, ahol a fizetési sáv is látszik. Időt és energiát spóroltam vele.',
    },
    {
      author: 'Németh Réka',
      role: 'HR vezető',
      quote: 'A munkáltatói márkaépítő oldalunk óta kétszer annyi jó jelöltünk van.',
    },
  ],
  ro: [
    {
      author: 'Andreea Popescu',
      role: 'Analist de date',
      quote: 'Am găsit un job nou în două săptămâni, iar paginile companiilor m-au ajutat să aleg.',
    },
    {
      author: 'Mihai Ionescu',
      role: 'Dezvoltator backend',
      quote: 'În sfârșit un portal unde vezi și salariul. Am economisit timp și energie.',
    },
    {
      author: 'Ioana Mureșan',
      role: 'Manager HR',
      quote:
        'De când avem pagina de brand de angajator, primim de două ori mai mulți candidați buni.',
    },
  ],
  en: [
    {
      author: 'Eszter Kovács',
      role: 'Data Analyst',
      quote:
        'I found a new job in two weeks, and the company pages told me exactly where I was applying.',
    },
    {
      author: 'Mihai Ionescu',
      role: 'Backend Developer',
      quote: 'Finally a job board that shows the salary range. It saved me time and energy.',
    },
    {
      author: 'Réka Németh',
      role: 'Head of HR',
      quote: 'Since our employer-branding page went live we get twice as many good candidates.',
    },
  ],
} as const;

export const BANNER_PLACEMENTS = ['home-top', 'job-list', 'job-detail', 'blog-sidebar'] as const;
export const LEGAL_DOCUMENT_TYPES = [
  'user-agreement',
  'privacy-policy',
  'cookie',
  'prize-game-rules',
] as const;
