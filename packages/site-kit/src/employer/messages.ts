import { areaMessages } from '../i18n/areaMessages';

/** The employer screens' messages; ids start with "employer.". */
export const employerMessages = areaMessages({
  en: {
    'employer.brandingTitle': 'Employer branding',
    'employer.brandingDescription':
      'Job ad packages with a free first ad, a talent pool, the Candidate Shortlist service and the workplace of the month: employer branding with allas.',
    'employer.brandingHeading': 'Employer branding with allas',
    'employer.brandingIntro':
      'Show candidates why your company is a good place to work, and reach the people you want to hire.',
    'employer.requestQuote': 'Request a quote',
    'employer.contactUs': 'Contact us',
    'employer.offersHeading': 'What we offer employers',
    'employer.adPackagesTitle': 'Job ad packages',
    'employer.adPackagesBody':
      'Your first job ad is free and can be used for {count} days. After that, choose the package that fits your hiring plans.',
    'employer.talentPoolTitle': 'Talent pool',
    'employer.talentPoolBody':
      'Reach job seekers who told us their categories and levels of interest, and invite the right ones to apply.',
    'employer.shortlistTitle': 'Candidate Shortlist',
    'employer.shortlistBody':
      'A paid service: our recruiters pre-screen applicants and deliver {count} interested candidates for your position. There is no hiring guarantee.',
    'employer.shortlistLink': 'About the Candidate Shortlist',
    'employer.workplaceTitle': 'Workplace of the month',
    'employer.workplaceBody':
      'Each month one employer is featured as the workplace of the month, with its story, its values and its open positions.',
    'employer.workshopHeading': 'Free employer-branding workshop video',
    'employer.workshopIntro':
      'Register for free and watch our workshop video on employer branding. What a strong employer brand brings:',
    'employer.claimTurnover': '{count} lower staff turnover',
    'employer.claimPayroll': '{count} lower payroll cost',
    'employer.claimCostPerHire': '{count} lower cost per hire',
    'employer.claimSwitch': '{count} of people would switch jobs for a better-known employer brand',
    'employer.workshopLink': 'About the workshop',
    'employer.workshopTitle': 'Employer-branding workshop',
    'employer.workshopDescription':
      'A free workshop video on employer branding for registered users: lower turnover, payroll cost and cost per hire.',
    'employer.workshopPageHeading': 'Free workshop video on employer branding',
    'employer.workshopPageIntro':
      'In this workshop we show how a known and liked employer brand makes hiring easier and cheaper. The video is free after registration.',
    'employer.workshopClaimsHeading': 'What a strong employer brand brings',
    'employer.premiumTitle': 'Premium recruitment',
    'employer.premiumDescription':
      'Premium recruitment: our recruiters deliver 5 pre-screened, interested candidates for your position. Request a quote.',
    'employer.premiumHeading': 'Premium recruitment',
    'employer.premiumIntro':
      'We find the candidates for you: our recruiters pre-screen the applicants and deliver {count} interested candidates for your position. A paid service without a hiring guarantee.',
    'employer.quoteHeading': 'Request a quote',
    'employer.quoteIntro': 'Tell us about the position; we answer within one working day.',
    'employer.fieldName': 'Name',
    'employer.fieldEmail': 'Email address',
    'employer.fieldPhone': 'Phone number',
    'employer.fieldCompany': 'Company name',
    'employer.fieldPosition': 'Title of the vacant position',
    'employer.fieldRemarks': 'Other remarks',
    'employer.sendQuote': 'Send request',
    'employer.quoteSent': 'Thank you, we have received your request. We will contact you soon.',
    'employer.partnersHeading': 'Companies hiring with allas',
    'employer.partnerLogo': '{company} logo',
    'employer.shortlistPageTitle': 'Candidate Shortlist',
    'employer.shortlistPageDescription':
      'Candidate Shortlist: 5 pre-screened candidates interested in your position. A paid service without a hiring guarantee.',
    'employer.shortlistHeading': 'Candidate Shortlist',
    'employer.shortlistIntro':
      'You describe the position, we do the search: you receive {count} pre-screened candidates who are interested in it.',
    'employer.shortlistStepsHeading': 'How it works',
    'employer.shortlistStep1': 'You order the service and describe the position.',
    'employer.shortlistStep2': 'Our recruiters search and pre-screen the candidates.',
    'employer.shortlistStep3': 'You receive {count} interested candidates with their details.',
    'employer.shortlistNoGuarantee':
      'The Candidate Shortlist is a paid service. We deliver the candidates; we do not guarantee a hire.',
    'employer.orderShortlist': 'Order the Candidate Shortlist',
    'employer.acceptServiceTerms': 'I accept the terms of the paid Candidate Shortlist service.',
    'employer.sendOrder': 'Send order',
    'employer.orderSent': 'Thank you, we have received your order. We will contact you soon.',
    'employer.contactTitle': 'Contact',
    'employer.contactDescription':
      'Contact allas: customer service for job seekers and companies, management, marketing and development, with our company data in Hungary and Romania.',
    'employer.contactHeading': 'Contact us',
    'employer.contactIntro': 'Write to the team that can help you best.',
    'employer.group.jobSeekers': 'Customer service for job seekers',
    'employer.group.jobSeekersBody': 'Questions about your profile, applications and job alerts.',
    'employer.group.b2b': 'B2B customer service',
    'employer.group.b2bBody': 'Job ads, packages, invoices and the employer account.',
    'employer.group.companies': 'Company contacts',
    'employer.group.companiesBody':
      'Employer-branding pages, the company profile and partnerships.',
    'employer.group.management': 'Management',
    'employer.group.managementBody': 'Business proposals and matters for the management.',
    'employer.group.marketing': 'Marketing',
    'employer.group.marketingBody': 'Press, campaigns, events and the lovable workplaces award.',
    'employer.group.development': 'Development',
    'employer.group.developmentBody': 'Technical problems, accessibility and integrations.',
    'employer.companyDataHeading': 'Company data',
    'employer.companyHu': 'Hungary',
    'employer.companyRo': 'Romania',
    'employer.companyName': 'Company name',
    'employer.companySeat': 'Seat',
    'employer.companyEmail': 'Email',
  },
  hu: {
    'employer.brandingTitle': 'Munkáltatói márkaépítés',
    'employer.brandingDescription':
      'Álláshirdetés-csomagok ingyenes első hirdetéssel, tehetségbázis, Candidate Shortlist szolgáltatás és a hónap munkahelye: munkáltatói márkaépítés az allasszal.',
    'employer.brandingHeading': 'Munkáltatói márkaépítés az allasszal',
    'employer.brandingIntro':
      'Mutasd meg a jelölteknek, miért jó nálatok dolgozni, és érd el azokat, akiket fel szeretnél venni.',
    'employer.requestQuote': 'Ajánlatot kérek',
    'employer.contactUs': 'Kapcsolatfelvétel',
    'employer.offersHeading': 'Amit a munkáltatóknak kínálunk',
    'employer.adPackagesTitle': 'Álláshirdetés-csomagok',
    'employer.adPackagesBody':
      'Az első álláshirdetésed ingyenes, és {count} napig használhatod. Utána válaszd a toborzási terveidhez illő csomagot.',
    'employer.talentPoolTitle': 'Tehetségbázis',
    'employer.talentPoolBody':
      'Érd el azokat az álláskeresőket, akik megadták, mely kategóriák és szintek érdeklik őket, és hívd meg jelentkezni a megfelelőket.',
    'employer.shortlistTitle': 'Candidate Shortlist',
    'employer.shortlistBody':
      'Fizetős szolgáltatás: toborzóink előszűrik a jelentkezőket, és {count} érdeklődő jelöltet adnak át a pozíciódra. Felvételi garanciát nem vállalunk.',
    'employer.shortlistLink': 'A Candidate Shortlist részletei',
    'employer.workplaceTitle': 'A hónap munkahelye',
    'employer.workplaceBody':
      'Minden hónapban egy munkáltatót a hónap munkahelyeként mutatunk be, a történetével, az értékeivel és a nyitott pozícióival.',
    'employer.workshopHeading': 'Ingyenes workshopvideó a munkáltatói márkáról',
    'employer.workshopIntro':
      'Regisztrálj ingyen, és nézd meg munkáltatói márkaépítésről szóló workshopvideónkat. Amit egy erős munkáltatói márka hoz:',
    'employer.claimTurnover': '{count}-kal alacsonyabb fluktuáció',
    'employer.claimPayroll': '{count}-kal alacsonyabb bérköltség',
    'employer.claimCostPerHire': '{count}-kal alacsonyabb felvételenkénti költség',
    'employer.claimSwitch': 'az emberek {count}-a váltana egy ismertebb munkáltatói márkáért',
    'employer.workshopLink': 'A workshop részletei',
    'employer.workshopTitle': 'Munkáltatói márkaépítés workshop',
    'employer.workshopDescription':
      'Ingyenes workshopvideó a munkáltatói márkaépítésről regisztrált felhasználóknak: alacsonyabb fluktuáció, bérköltség és felvételenkénti költség.',
    'employer.workshopPageHeading': 'Ingyenes workshopvideó a munkáltatói márkaépítésről',
    'employer.workshopPageIntro':
      'Ebben a workshopban megmutatjuk, hogyan teszi egy ismert és kedvelt munkáltatói márka könnyebbé és olcsóbbá a toborzást. A videó regisztráció után ingyenes.',
    'employer.workshopClaimsHeading': 'Amit egy erős munkáltatói márka hoz',
    'employer.premiumTitle': 'Prémium toborzás',
    'employer.premiumDescription':
      'Prémium toborzás: toborzóink 5 előszűrt, érdeklődő jelöltet adnak át a pozíciódra. Kérj ajánlatot.',
    'employer.premiumHeading': 'Prémium toborzás',
    'employer.premiumIntro':
      'Megtaláljuk helyetted a jelölteket: toborzóink előszűrik a jelentkezőket, és {count} érdeklődő jelöltet adnak át a pozíciódra. Fizetős szolgáltatás, felvételi garancia nélkül.',
    'employer.quoteHeading': 'Ajánlatkérés',
    'employer.quoteIntro': 'Írd meg, milyen pozícióra keresel; egy munkanapon belül válaszolunk.',
    'employer.fieldName': 'Név',
    'employer.fieldEmail': 'E-mail cím',
    'employer.fieldPhone': 'Telefonszám',
    'employer.fieldCompany': 'Cégnév',
    'employer.fieldPosition': 'A betöltendő pozíció megnevezése',
    'employer.fieldRemarks': 'Egyéb megjegyzés',
    'employer.sendQuote': 'Ajánlatkérés küldése',
    'employer.quoteSent':
      'Köszönjük, megkaptuk a kérésedet. Hamarosan felvesszük veled a kapcsolatot.',
    'employer.partnersHeading': 'Cégek, amelyek az allasszal toboroznak',
    'employer.partnerLogo': '{company} logója',
    'employer.shortlistPageTitle': 'Candidate Shortlist',
    'employer.shortlistPageDescription':
      'Candidate Shortlist: 5 előszűrt jelölt, akiket érdekel a pozíciód. Fizetős szolgáltatás, felvételi garancia nélkül.',
    'employer.shortlistHeading': 'Candidate Shortlist',
    'employer.shortlistIntro':
      'Te leírod a pozíciót, mi keresünk: {count} előszűrt jelöltet kapsz, akiket érdekel az állás.',
    'employer.shortlistStepsHeading': 'Hogyan működik?',
    'employer.shortlistStep1': 'Megrendeled a szolgáltatást, és leírod a pozíciót.',
    'employer.shortlistStep2': 'Toborzóink felkutatják és előszűrik a jelölteket.',
    'employer.shortlistStep3': '{count} érdeklődő jelöltet kapsz az adataikkal.',
    'employer.shortlistNoGuarantee':
      'A Candidate Shortlist fizetős szolgáltatás. A jelölteket átadjuk, a felvételt nem garantáljuk.',
    'employer.orderShortlist': 'Candidate Shortlist megrendelése',
    'employer.acceptServiceTerms':
      'Elfogadom a fizetős Candidate Shortlist szolgáltatás feltételeit.',
    'employer.sendOrder': 'Megrendelés küldése',
    'employer.orderSent':
      'Köszönjük, megkaptuk a megrendelésedet. Hamarosan felvesszük veled a kapcsolatot.',
    'employer.contactTitle': 'Kapcsolat',
    'employer.contactDescription':
      'Kapcsolat az allasszal: ügyfélszolgálat álláskeresőknek és cégeknek, vezetőség, marketing és fejlesztés, valamint cégadataink Magyarországon és Romániában.',
    'employer.contactHeading': 'Kapcsolat',
    'employer.contactIntro': 'Írj annak a csapatnak, amelyik a legjobban tud segíteni.',
    'employer.group.jobSeekers': 'Ügyfélszolgálat álláskeresőknek',
    'employer.group.jobSeekersBody':
      'Kérdések a profilodról, a jelentkezéseidről és az állásértesítőkről.',
    'employer.group.b2b': 'B2B ügyfélszolgálat',
    'employer.group.b2bBody': 'Álláshirdetések, csomagok, számlák és a munkáltatói fiók.',
    'employer.group.companies': 'Céges kapcsolattartók',
    'employer.group.companiesBody': 'Munkáltatói márkaoldalak, cégprofil és együttműködések.',
    'employer.group.management': 'Vezetőség',
    'employer.group.managementBody': 'Üzleti ajánlatok és a vezetőségre tartozó ügyek.',
    'employer.group.marketing': 'Marketing',
    'employer.group.marketingBody': 'Sajtó, kampányok, események és a szerethető munkahelyek díj.',
    'employer.group.development': 'Fejlesztés',
    'employer.group.developmentBody': 'Műszaki hibák, akadálymentesség és integrációk.',
    'employer.companyDataHeading': 'Cégadatok',
    'employer.companyHu': 'Magyarország',
    'employer.companyRo': 'Románia',
    'employer.companyName': 'Cégnév',
    'employer.companySeat': 'Székhely',
    'employer.companyEmail': 'E-mail',
  },
  ro: {
    'employer.brandingTitle': 'Employer branding',
    'employer.brandingDescription':
      'Pachete de anunțuri cu primul anunț gratuit, bază de talente, serviciul Candidate Shortlist și locul de muncă al lunii: employer branding cu allas.',
    'employer.brandingHeading': 'Employer branding cu allas',
    'employer.brandingIntro':
      'Arată-le candidaților de ce compania ta este un loc bun de muncă și ajunge la oamenii pe care vrei să îi angajezi.',
    'employer.requestQuote': 'Cere o ofertă',
    'employer.contactUs': 'Contactează-ne',
    'employer.offersHeading': 'Ce oferim angajatorilor',
    'employer.adPackagesTitle': 'Pachete de anunțuri',
    'employer.adPackagesBody':
      'Primul tău anunț de angajare este gratuit și poate fi folosit {count} de zile. Apoi alegi pachetul potrivit planurilor tale de recrutare.',
    'employer.talentPoolTitle': 'Bază de talente',
    'employer.talentPoolBody':
      'Ajungi la candidații care ne-au spus ce categorii și niveluri îi interesează și îi inviți pe cei potriviți să aplice.',
    'employer.shortlistTitle': 'Candidate Shortlist',
    'employer.shortlistBody':
      'Un serviciu plătit: recrutorii noștri preselectează aplicanții și îți predau {count} candidați interesați de poziția ta. Nu garantăm angajarea.',
    'employer.shortlistLink': 'Despre Candidate Shortlist',
    'employer.workplaceTitle': 'Locul de muncă al lunii',
    'employer.workplaceBody':
      'În fiecare lună prezentăm un angajator drept locul de muncă al lunii, cu povestea, valorile și pozițiile sale deschise.',
    'employer.workshopHeading': 'Video gratuit de la workshopul de employer branding',
    'employer.workshopIntro':
      'Înregistrează-te gratuit și urmărește videoclipul workshopului nostru despre employer branding. Ce aduce un brand de angajator puternic:',
    'employer.claimTurnover': 'fluctuație de personal cu {count} mai mică',
    'employer.claimPayroll': 'costuri salariale cu {count} mai mici',
    'employer.claimCostPerHire': 'cost pe angajare cu {count} mai mic',
    'employer.claimSwitch':
      '{count} dintre oameni și-ar schimba locul de muncă pentru un brand de angajator mai cunoscut',
    'employer.workshopLink': 'Despre workshop',
    'employer.workshopTitle': 'Workshop de employer branding',
    'employer.workshopDescription':
      'Video gratuit de la workshopul de employer branding pentru utilizatorii înregistrați: fluctuație, costuri salariale și cost pe angajare mai mici.',
    'employer.workshopPageHeading': 'Video gratuit de la workshopul de employer branding',
    'employer.workshopPageIntro':
      'În acest workshop arătăm cum un brand de angajator cunoscut și apreciat face recrutarea mai ușoară și mai ieftină. Videoclipul este gratuit după înregistrare.',
    'employer.workshopClaimsHeading': 'Ce aduce un brand de angajator puternic',
    'employer.premiumTitle': 'Recrutare premium',
    'employer.premiumDescription':
      'Recrutare premium: recrutorii noștri îți predau 5 candidați preselectați și interesați de poziția ta. Cere o ofertă.',
    'employer.premiumHeading': 'Recrutare premium',
    'employer.premiumIntro':
      'Găsim candidații în locul tău: recrutorii noștri preselectează aplicanții și îți predau {count} candidați interesați de poziție. Un serviciu plătit, fără garanția angajării.',
    'employer.quoteHeading': 'Cere o ofertă',
    'employer.quoteIntro': 'Spune-ne despre poziție; îți răspundem într-o zi lucrătoare.',
    'employer.fieldName': 'Nume',
    'employer.fieldEmail': 'Adresă de e-mail',
    'employer.fieldPhone': 'Număr de telefon',
    'employer.fieldCompany': 'Numele companiei',
    'employer.fieldPosition': 'Denumirea postului vacant',
    'employer.fieldRemarks': 'Alte observații',
    'employer.sendQuote': 'Trimite cererea',
    'employer.quoteSent': 'Îți mulțumim, am primit cererea ta. Te contactăm în curând.',
    'employer.partnersHeading': 'Companii care recrutează cu allas',
    'employer.partnerLogo': 'Sigla {company}',
    'employer.shortlistPageTitle': 'Candidate Shortlist',
    'employer.shortlistPageDescription':
      'Candidate Shortlist: 5 candidați preselectați, interesați de poziția ta. Un serviciu plătit, fără garanția angajării.',
    'employer.shortlistHeading': 'Candidate Shortlist',
    'employer.shortlistIntro':
      'Tu descrii poziția, noi căutăm: primești {count} candidați preselectați care sunt interesați de ea.',
    'employer.shortlistStepsHeading': 'Cum funcționează',
    'employer.shortlistStep1': 'Comanzi serviciul și descrii poziția.',
    'employer.shortlistStep2': 'Recrutorii noștri caută și preselectează candidații.',
    'employer.shortlistStep3': 'Primești {count} candidați interesați, cu datele lor.',
    'employer.shortlistNoGuarantee':
      'Candidate Shortlist este un serviciu plătit. Îți predăm candidații; nu garantăm angajarea.',
    'employer.orderShortlist': 'Comandă Candidate Shortlist',
    'employer.acceptServiceTerms': 'Accept condițiile serviciului plătit Candidate Shortlist.',
    'employer.sendOrder': 'Trimite comanda',
    'employer.orderSent': 'Îți mulțumim, am primit comanda ta. Te contactăm în curând.',
    'employer.contactTitle': 'Contact',
    'employer.contactDescription':
      'Contactează allas: relații cu clienții pentru candidați și companii, conducere, marketing și dezvoltare, plus datele companiei în Ungaria și România.',
    'employer.contactHeading': 'Contactează-ne',
    'employer.contactIntro': 'Scrie echipei care te poate ajuta cel mai bine.',
    'employer.group.jobSeekers': 'Relații cu clienții pentru candidați',
    'employer.group.jobSeekersBody': 'Întrebări despre profil, aplicări și alertele de joburi.',
    'employer.group.b2b': 'Relații cu clienții B2B',
    'employer.group.b2bBody': 'Anunțuri de angajare, pachete, facturi și contul de angajator.',
    'employer.group.companies': 'Persoane de contact pentru companii',
    'employer.group.companiesBody':
      'Pagini de employer branding, profilul companiei și parteneriate.',
    'employer.group.management': 'Conducere',
    'employer.group.managementBody': 'Propuneri de afaceri și subiecte pentru conducere.',
    'employer.group.marketing': 'Marketing',
    'employer.group.marketingBody':
      'Presă, campanii, evenimente și premiul locurilor de muncă îndrăgite.',
    'employer.group.development': 'Dezvoltare',
    'employer.group.developmentBody': 'Probleme tehnice, accesibilitate și integrări.',
    'employer.companyDataHeading': 'Datele companiei',
    'employer.companyHu': 'Ungaria',
    'employer.companyRo': 'România',
    'employer.companyName': 'Denumirea companiei',
    'employer.companySeat': 'Sediu',
    'employer.companyEmail': 'E-mail',
  },
});
