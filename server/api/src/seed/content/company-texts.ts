import type { IndustryKey } from '@allas/core';

// A demo company's page texts: what it does (by industry), what working there is like and its
// mission. {TheCompany} starts a Hungarian sentence with the right article ("A Duna…", "Az
// Őrség…"); {year}, {people} and {offices} come from the company's own row.
type Texts = { hu: string; ro: string; en: string };

export const COMPANY_ABOUT: Record<IndustryKey, Texts> = {
  software: {
    hu: '{TheCompany} {year} óta fejleszt üzleti szoftvereket hazai és nemzetközi ügyfeleknek. Webes és mobilalkalmazásokat, belső rendszereket és adatplatformokat építünk, a tervezéstől az üzemeltetésig.\n\nMa {people} dolgozik nálunk. Irodáink: {offices}.',
    ro: '{company} dezvoltă din {year} software de business pentru clienți din țară și din străinătate. Construim aplicații web și mobile, sisteme interne și platforme de date, de la proiectare până la operare.\n\nAstăzi suntem {people}. Birourile noastre: {offices}.',
    en: '{company} has built business software for local and international clients since {year}. We make web and mobile apps, internal systems and data platforms, from design to operations.\n\nToday {people} work with us. Our offices: {offices}.',
  },
  finance: {
    hu: '{TheCompany} {year} óta kínál pénzügyi szolgáltatásokat magánszemélyeknek és vállalkozásoknak: számlavezetést, hitelezést, befektetést és könyvelést. Ügyfeleink a megbízhatóságunk miatt maradnak velünk évtizedekig.\n\nMa {people} dolgozik nálunk. Irodáink: {offices}.',
    ro: '{company} oferă din {year} servicii financiare pentru persoane fizice și companii: conturi, credite, investiții și contabilitate. Clienții rămân alături de noi ani la rând pentru că se pot baza pe noi.\n\nAstăzi suntem {people}. Birourile noastre: {offices}.',
    en: '{company} has offered financial services to people and businesses since {year}: accounts, lending, investment and bookkeeping. Our clients stay for decades because they can rely on us.\n\nToday {people} work with us. Our offices: {offices}.',
  },
  logistics: {
    hu: '{TheCompany} {year} óta szállít és raktároz gyártóknak, kereskedőknek és webáruházaknak. Saját flottánk és raktáraink segítségével az áru másnap a címzetthez ér, belföldön és Európa-szerte.\n\nMa {people} dolgozik nálunk. Telephelyeink: {offices}.',
    ro: '{company} transportă și depozitează din {year} marfă pentru producători, comercianți și magazine online. Cu flota și depozitele proprii, livrăm a doua zi, în țară și în toată Europa.\n\nAstăzi suntem {people}. Punctele noastre de lucru: {offices}.',
    en: '{company} has moved and stored goods for manufacturers, retailers and online shops since {year}. With our own fleet and warehouses, goods arrive the next day, at home and across Europe.\n\nToday {people} work with us. Our sites: {offices}.',
  },
  manufacturing: {
    hu: '{TheCompany} {year} óta gyárt fém- és műanyag alkatrészeket autóipari és ipari ügyfeleknek. Modern CNC-gépparkkal, saját szerszámgyártással és szigorú minőségbiztosítással dolgozunk.\n\nMa {people} dolgozik nálunk. Üzemeink: {offices}.',
    ro: '{company} produce din {year} componente din metal și plastic pentru industria auto și clienți industriali. Lucrăm cu un parc modern de utilaje CNC, sculărie proprie și control strict al calității.\n\nAstăzi suntem {people}. Fabricile noastre: {offices}.',
    en: '{company} has made metal and plastic parts for automotive and industrial clients since {year}. We work with modern CNC machinery, our own toolmaking and strict quality assurance.\n\nToday {people} work with us. Our plants: {offices}.',
  },
  retail: {
    hu: '{TheCompany} {year} óta kereskedik élelmiszerrel, háztartási cikkekkel és műszaki termékekkel, üzletekben és online. Célunk, hogy a vásárlók gyorsan és jó áron jussanak hozzá ahhoz, amire szükségük van.\n\nMa {people} dolgozik nálunk. Üzleteink és irodáink: {offices}.',
    ro: '{company} comercializează din {year} alimente, produse de uz casnic și electronice, în magazine și online. Vrem ca fiecare client să găsească repede ce îi trebuie, la un preț bun.\n\nAstăzi suntem {people}. Magazinele și birourile noastre: {offices}.',
    en: '{company} has sold groceries, household goods and electronics in shops and online since {year}. We want customers to find what they need quickly and at a fair price.\n\nToday {people} work with us. Our shops and offices: {offices}.',
  },
  energy: {
    hu: '{TheCompany} {year} óta termel és szolgáltat energiát: naperőműveket építünk és üzemeltetünk, és villamos energiát, hőt biztosítunk lakossági és ipari ügyfeleknek. Minden évben növeljük a megújuló források arányát.\n\nMa {people} dolgozik nálunk. Telephelyeink: {offices}.',
    ro: '{company} produce și furnizează energie din {year}: construim și operăm parcuri fotovoltaice și livrăm electricitate și căldură clienților casnici și industriali. În fiecare an creștem ponderea surselor regenerabile.\n\nAstăzi suntem {people}. Punctele noastre de lucru: {offices}.',
    en: '{company} has produced and supplied energy since {year}: we build and run solar parks and deliver electricity and heat to homes and industry. Every year the share of renewables grows.\n\nToday {people} work with us. Our sites: {offices}.',
  },
  consulting: {
    hu: '{TheCompany} {year} óta segít cégeknek a növekedésben: stratégiai, pénzügyi és adótanácsadással, valamint szervezetfejlesztéssel. Ügyfeleink között családi vállalkozások és nemzetközi vállalatok egyaránt vannak.\n\nMa {people} dolgozik nálunk. Irodáink: {offices}.',
    ro: '{company} ajută din {year} companiile să crească, prin consultanță strategică, financiară și fiscală și prin dezvoltare organizațională. Printre clienții noștri sunt atât afaceri de familie, cât și corporații internaționale.\n\nAstăzi suntem {people}. Birourile noastre: {offices}.',
    en: '{company} has helped companies grow since {year} with strategy, finance and tax advice and organisational development. Our clients range from family businesses to international groups.\n\nToday {people} work with us. Our offices: {offices}.',
  },
  telecom: {
    hu: '{TheCompany} {year} óta épít és üzemeltet távközlési hálózatokat: optikai internetet, mobil- és vállalati szolgáltatásokat kínálunk. Hálózatunk évről évre újabb településeket ér el.\n\nMa {people} dolgozik nálunk. Irodáink: {offices}.',
    ro: '{company} construiește și operează din {year} rețele de telecomunicații: oferim internet prin fibră, servicii mobile și pentru companii. Rețeaua noastră ajunge în fiecare an în noi localități.\n\nAstăzi suntem {people}. Birourile noastre: {offices}.',
    en: '{company} has built and run telecom networks since {year}: fibre internet, mobile and business services. Every year our network reaches more towns.\n\nToday {people} work with us. Our offices: {offices}.',
  },
};

export const COMPANY_LIFE: Texts[] = [
  {
    hu: 'Nálunk a hétfő reggeli kávé közös, a pénteki bemutató pedig hagyomány: ott mutatjuk meg egymásnak, min dolgoztunk a héten. A születésnapokat tortával ünnepeljük, évente kétszer pedig az egész csapat együtt kirándul.',
    ro: 'La noi, cafeaua de luni dimineață e în echipă, iar prezentarea de vineri e o tradiție: ne arătăm unii altora la ce am lucrat în săptămâna respectivă. Zilele de naștere le sărbătorim cu tort, iar de două ori pe an plecăm toată echipa într-o excursie.',
    en: 'Monday morning coffee is shared and the Friday show-and-tell is a tradition: we show each other what we worked on that week. Birthdays come with cake, and twice a year the whole team goes on a trip together.',
  },
  {
    hu: 'Új kollégáink az első héten mentort kapnak, és minden osztályt megismernek. Nyitott ajtók mögött dolgozunk: a vezetőkkel bárki bármikor beszélhet, és havonta közös reggelin mondjuk el, mi megy jól és mi nem.',
    ro: 'Colegii noi primesc un mentor din prima săptămână și cunosc toate departamentele. Ușile sunt deschise: oricine poate vorbi oricând cu conducerea, iar o dată pe lună, la micul-dejun comun, spunem ce merge bine și ce nu.',
    en: 'New colleagues get a mentor in their first week and meet every department. Our doors are open: anyone can talk to the managers at any time, and at a monthly breakfast we say what is going well and what is not.',
  },
  {
    hu: 'Fontos nekünk, hogy a munka mellett a magánélet is beleférjen a napba: rugalmas kezdéssel, kiszámítható beosztással és a szabadság tiszteletben tartásával. Közösen sportolunk, önkéntes napokat szervezünk, és a sikereket együtt ünnepeljük.',
    ro: 'Ne pasă ca viața personală să încapă în zi alături de muncă: program flexibil, ture anunțate din timp și concedii respectate. Facem sport împreună, organizăm zile de voluntariat și sărbătorim succesele împreună.',
    en: 'We care that life outside work fits into the day too: flexible starts, rotas known in advance and holidays that are respected. We play sport together, organise volunteering days and celebrate successes together.',
  },
];

export const COMPANY_MISSION: Record<IndustryKey, Texts> = {
  software: {
    hu: 'Olyan szoftvert írunk, amelyet öröm használni, és amely évekig megbízhatóan működik.',
    ro: 'Scriem software care se folosește cu plăcere și funcționează fiabil ani la rând.',
    en: 'We write software that is a pleasure to use and keeps working reliably for years.',
  },
  finance: {
    hu: 'Érthető, tisztességes pénzügyi szolgáltatásokat nyújtunk, hogy ügyfeleink nyugodtan tervezhessenek.',
    ro: 'Oferim servicii financiare clare și corecte, ca clienții noștri să își poată planifica liniștiți viitorul.',
    en: 'We offer clear, fair financial services so our clients can plan with peace of mind.',
  },
  logistics: {
    hu: 'Gyorsan, pontosan és egyre kisebb kibocsátással juttatjuk el az árut oda, ahol szükség van rá.',
    ro: 'Ducem marfa acolo unde e nevoie de ea, repede, precis și cu emisii tot mai mici.',
    en: 'We get goods where they are needed, quickly, precisely and with ever lower emissions.',
  },
  manufacturing: {
    hu: 'Hibátlan alkatrészeket gyártunk biztonságos üzemekben, ahol a szakértelem megbecsülést kap.',
    ro: 'Producem piese fără defecte în fabrici sigure, unde meseria este prețuită.',
    en: 'We make flawless parts in safe plants where craftsmanship is valued.',
  },
  retail: {
    hu: 'Minőségi termékeket kínálunk jó áron, kedves kiszolgálással, üzletben és online egyaránt.',
    ro: 'Oferim produse de calitate la prețuri bune și o servire prietenoasă, în magazin și online.',
    en: 'We offer quality products at fair prices with friendly service, in shops and online.',
  },
  energy: {
    hu: 'Megfizethető és tiszta energiát biztosítunk, hogy a következő nemzedék is élhető környezetet kapjon.',
    ro: 'Furnizăm energie curată și accesibilă, ca și generația următoare să aibă un mediu în care să trăiască bine.',
    en: 'We supply affordable, clean energy so the next generation inherits a livable world.',
  },
  consulting: {
    hu: 'Ügyfeleink sikeréből mérjük a sajátunkat: gyakorlatias tanácsot adunk, és a megvalósításban is ott vagyunk.',
    ro: 'Ne măsurăm succesul după cel al clienților: dăm sfaturi practice și rămânem alături de ei și la implementare.',
    en: 'We measure our success by our clients’: practical advice, and we stay for the implementation.',
  },
  telecom: {
    hu: 'Gyors, megbízható kapcsolatot viszünk minden otthonba és vállalkozáshoz, a nagyvárosoktól a kistelepülésekig.',
    ro: 'Aducem o conexiune rapidă și fiabilă în fiecare casă și firmă, de la orașele mari la cele mai mici localități.',
    en: 'We bring fast, reliable connections to every home and business, from big cities to small villages.',
  },
};

/** The kinds of work an industry hires for most: parent category ids, repeated by weight. */
export const INDUSTRY_CATEGORIES: Record<IndustryKey, number[]> = {
  software: [1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6],
  finance: [2, 2, 2, 2, 1, 1, 3, 3, 4, 5],
  logistics: [7, 7, 7, 7, 7, 2, 2, 3, 1, 5],
  manufacturing: [8, 8, 8, 8, 8, 7, 7, 2, 1, 5],
  retail: [3, 3, 3, 3, 7, 7, 2, 4, 4, 5],
  energy: [8, 8, 8, 1, 1, 2, 2, 3, 5],
  consulting: [2, 2, 2, 1, 1, 4, 3, 5, 6],
  telecom: [1, 1, 1, 3, 3, 3, 8, 2, 4, 5],
};
