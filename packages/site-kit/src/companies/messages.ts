import { areaMessages } from '../i18n/areaMessages';

/** The companies screens' messages; ids start with "companies.". */
export const companiesMessages = areaMessages({
  en: {
    'companies.page.workplaceOfTheMonth':
      'The allas team chose this company as the workplace of the month for {month}.',
    'companies.title': 'Companies',
    'companies.description':
      'Search employers by name, location, industry and size, and see which ones offer home office or remote work.',
    'companies.searchLabel': 'Company search',
    'companies.intro':
      'Find out where you would like to work: filter by location, industry, size and home office or remote work.',
    'companies.resultCount':
      '{count, plural, =0 {No companies found} one {# company found} other {# companies found}}',
    'companies.pagination': 'Company list pages',
    'companies.emptyTitle': 'No company matches these filters',
    'companies.emptyText': 'Try a shorter search text or fewer filters.',
    'companies.clearFilters': 'Clear filters',
    'companies.loadFailed': 'The company list could not be loaded. Try again a little later.',
    'companies.searching': 'Searching…',
    'companies.page.title': '{company} – jobs and company profile',
    'companies.page.description':
      '{company}: about the company, life there, its mission, values, offices and open jobs.',
    'companies.page.about': 'About us',
    'companies.page.life': 'Life with us',
    'companies.page.mission': 'Our mission',
    'companies.page.values': 'Our values',
    'companies.page.offices': 'Our offices',
    'companies.page.headquarters': 'Headquarters',
    'companies.page.openJobs': 'Open jobs',
    'companies.page.jobPages': 'Pages of the open jobs',
    'companies.page.noOpenJobs': 'This company has no open positions right now.',
    'companies.page.website': 'Company website',
    'companies.page.backToCompanies': 'All companies',
    'companies.page.loadFailed': 'This company page could not be loaded. Try again a little later.',
    'companies.page.followed': 'You now follow {company}',
    'companies.page.unfollowed': 'You no longer follow {company}',
    'companies.page.followFailed': 'Following could not be changed. Try again a little later.',
    'companies.page.mapFailed': 'The map could not be loaded; the addresses are listed below.',
  },
  hu: {
    'companies.page.workplaceOfTheMonth':
      'Az allas csapata ezt a céget választotta {month} hónap munkahelyének.',
    'companies.title': 'Cégek',
    'companies.description':
      'Keress munkáltatót név, helyszín, iparág és méret szerint, és nézd meg, hol lehet otthonról vagy távmunkában dolgozni.',
    'companies.searchLabel': 'Cégkereső',
    'companies.intro':
      'Találd meg, hol dolgoznál szívesen: szűrj helyszínre, iparágra, cégméretre, home office-ra vagy távmunkára.',
    'companies.resultCount': '{count, plural, =0 {Nincs találat} one {# cég} other {# cég}}',
    'companies.pagination': 'A céglista oldalai',
    'companies.emptyTitle': 'Nincs a szűrésnek megfelelő cég',
    'companies.emptyText': 'Próbálj rövidebb keresőszót vagy kevesebb szűrőt.',
    'companies.clearFilters': 'Szűrők törlése',
    'companies.loadFailed': 'A céglistát nem sikerült betölteni. Próbáld újra kicsit később.',
    'companies.searching': 'Keresés…',
    'companies.page.title': '{company} – állások és cégprofil',
    'companies.page.description':
      '{company}: a cégről, az ottani életről, a küldetésről, az értékekről, az irodákról és a nyitott pozíciókról.',
    'companies.page.about': 'Rólunk',
    'companies.page.life': 'Élet nálunk',
    'companies.page.mission': 'Küldetésünk',
    'companies.page.values': 'Értékeink',
    'companies.page.offices': 'Irodáink',
    'companies.page.headquarters': 'Központ',
    'companies.page.openJobs': 'Nyitott pozíciók',
    'companies.page.jobPages': 'A nyitott pozíciók oldalai',
    'companies.page.noOpenJobs': 'Ennél a cégnél jelenleg nincs nyitott pozíció.',
    'companies.page.website': 'A cég weboldala',
    'companies.page.backToCompanies': 'Összes cég',
    'companies.page.loadFailed':
      'Ezt a cégoldalt nem sikerült betölteni. Próbáld újra kicsit később.',
    'companies.page.followed': 'Mostantól követed: {company}',
    'companies.page.unfollowed': 'Már nem követed: {company}',
    'companies.page.followFailed':
      'A követést nem sikerült módosítani. Próbáld újra kicsit később.',
    'companies.page.mapFailed': 'A térképet nem sikerült betölteni; a címeket alább találod.',
  },
  ro: {
    'companies.page.workplaceOfTheMonth':
      'Echipa allas a ales această companie drept locul de muncă al lunii {month}.',
    'companies.title': 'Companii',
    'companies.description':
      'Caută angajatori după nume, localitate, domeniu și mărime și vezi care oferă lucru de acasă sau la distanță.',
    'companies.searchLabel': 'Căutare companii',
    'companies.intro':
      'Află unde ți-ar plăcea să lucrezi: filtrează după localitate, domeniu, mărime și lucru de acasă sau la distanță.',
    'companies.resultCount':
      '{count, plural, =0 {Nicio companie găsită} one {# companie găsită} few {# companii găsite} other {# de companii găsite}}',
    'companies.pagination': 'Paginile listei de companii',
    'companies.emptyTitle': 'Nicio companie nu corespunde filtrelor',
    'companies.emptyText': 'Încearcă un text de căutare mai scurt sau mai puține filtre.',
    'companies.clearFilters': 'Șterge filtrele',
    'companies.loadFailed':
      'Lista de companii nu a putut fi încărcată. Încearcă din nou puțin mai târziu.',
    'companies.searching': 'Se caută…',
    'companies.page.title': '{company} – locuri de muncă și profilul companiei',
    'companies.page.description':
      '{company}: despre companie, viața de acolo, misiunea, valorile, birourile și posturile deschise.',
    'companies.page.about': 'Despre noi',
    'companies.page.life': 'Viața la noi',
    'companies.page.mission': 'Misiunea noastră',
    'companies.page.values': 'Valorile noastre',
    'companies.page.offices': 'Birourile noastre',
    'companies.page.headquarters': 'Sediul central',
    'companies.page.openJobs': 'Posturi deschise',
    'companies.page.jobPages': 'Paginile posturilor deschise',
    'companies.page.noOpenJobs': 'Această companie nu are posturi deschise în acest moment.',
    'companies.page.website': 'Site-ul companiei',
    'companies.page.backToCompanies': 'Toate companiile',
    'companies.page.loadFailed':
      'Pagina acestei companii nu a putut fi încărcată. Încearcă din nou puțin mai târziu.',
    'companies.page.followed': 'Urmărești acum {company}',
    'companies.page.unfollowed': 'Nu mai urmărești {company}',
    'companies.page.followFailed':
      'Urmărirea nu a putut fi modificată. Încearcă din nou puțin mai târziu.',
    'companies.page.mapFailed': 'Harta nu a putut fi încărcată; adresele sunt enumerate mai jos.',
  },
});
