// The parts of a generated job ad, in the ad's language: an intro, then responsibilities,
// requirements and benefits under headings (the "## " and "- " markup of core's textBlocks).
// Pools differ by the kind of work (the family of the ad's subcategory); the level adds the
// experience asked for. Hungarian addresses the reader as "te", like the site; Romanian as "tu".
export type AdFamily =
  | 'it'
  | 'office'
  | 'finance'
  | 'sales'
  | 'service'
  | 'marketing'
  | 'students'
  | 'product'
  | 'warehouse'
  | 'driving'
  | 'manufacturing';

/** Which pool an ad's subcategory draws from. */
export const SUBCATEGORY_FAMILY: Record<number, AdFamily> = {
  101: 'it',
  102: 'it',
  103: 'it',
  104: 'it',
  105: 'it',
  201: 'office',
  202: 'finance',
  203: 'office',
  301: 'sales',
  302: 'service',
  401: 'marketing',
  402: 'marketing',
  501: 'students',
  502: 'students',
  601: 'product',
  701: 'warehouse',
  702: 'driving',
  801: 'manufacturing',
  802: 'manufacturing',
};

export type AdLevel = 'trainee' | 'studentWork' | 'junior' | 'medior' | 'senior';

interface FamilyText {
  /** The team the ad is for, as it reads after "csapatába" / "echipa de" / "its … team". */
  team: string;
  /** Who the company looks for, completing "…, aki" / "…, care" / "… who". */
  trait: string;
  /** One sentence on what the team does. */
  context: string[];
  tasks: string[];
  requirements: string[];
}

interface LanguageText {
  headings: { tasks: string; requirements: string; offer: string };
  intros: string[];
  closings: string[];
  /** A second paragraph on how the team works, after the intro. */
  workplaces: string[];
  /** How the selection goes, before the closing line. */
  processes: string[];
  levels: Record<AdLevel, string>;
  /** A task only a senior gets. */
  seniorTask: string;
  /** An offer line for beginners (trainee, student, junior). */
  beginnerOffer: string;
  /** Benefits for desk work, and for warehouse, driving and shop-floor work. */
  officeOffers: string[];
  floorOffers: string[];
  studentOffers: string[];
  families: Record<AdFamily, FamilyText>;
}

export const AD_TEXTS: Record<'hu' | 'ro' | 'en', LanguageText> = {
  hu: {
    headings: {
      tasks: 'Mi lesz a feladatod?',
      requirements: 'Amit várunk tőled',
      offer: 'Amit kínálunk',
    },
    intros: [
      '{TheCompany} {team} csapatába keresünk új kollégát {title} pozícióba. {context} Munkavégzés helye: {city}.',
      '{title} pozícióba keresünk olyan kollégát, aki {trait}. {context} Munkavégzés helye: {city}.',
      'Bővül {theCompany} {team} csapata, ezért {title} pozícióba keresünk új kollégát, aki {trait}. {context} Munkavégzés helye: {city}.',
    ],
    closings: [
      'Ha kedvet kaptál, küldd el az önéletrajzodat még ma – minden jelentkezőnek válaszolunk.',
      'Jelentkezz egy rövid önéletrajzzal; az első beszélgetés online is lehet.',
      'Kérdésed van a pozícióval kapcsolatban? Jelentkezz, és az első interjún mindent elmondunk.',
    ],
    workplaces: [
      'Közvetlen vezetőddel hetente egyeztetsz, a célokat közösen határozzuk meg, és a munkád eredményét rendszeresen, őszintén értékeljük. Nálunk a kérdezés nem gyengeség, hanem a közös munka alapja.',
      'Stabil, évek óta növekvő cég vagyunk, ahol a kollégák átlagosan több mint öt évet töltenek el. Fontos nekünk, hogy az első hetek nyugodtan, alapos betanulással teljenek.',
      'Olyan munkahelyet építünk, ahol a jó ötlet számít, nem a rang. Az új kollégák az első naptól valódi feladatokat kapnak, és mindig van kitől segítséget kérni.',
    ],
    processes: [
      'A kiválasztás két körből áll: egy rövid telefonos beszélgetésből és egy személyes interjúból a leendő vezetőddel. Két héten belül döntünk.',
      'Az önéletrajzod beérkezése után egy héten belül jelentkezünk. Az interjún megismered a csapatot és a munkahelyet is.',
      'Egy rövid online beszélgetés után személyesen is találkozunk; a folyamat végén minden jelentkező visszajelzést kap.',
    ],
    levels: {
      trainee: 'Nappali tagozatos felsőfokú tanulmányok, legalább még egy félév hátra',
      studentWork: 'Aktív diák- vagy hallgatói jogviszony',
      junior: 'Legalább fél–egy év tapasztalat vagy releváns szakmai gyakorlat',
      medior: 'Legalább 3 év tapasztalat hasonló munkakörben',
      senior: 'Legalább 6 év szakmai tapasztalat, ebből néhány év irányító szerepben',
    },
    seniorTask:
      'Szakmai vezetőként mentorálod a fiatalabb kollégákat, és részt veszel a csapat döntéseiben',
    beginnerOffer: 'Tapasztalt mentor, aki az első hónapokban végigkísér a betanuláson',
    officeOffers: [
      'Versenyképes fizetés és évente bérfelülvizsgálat',
      'Havi cafeteria-keret és egészségpénztári hozzájárulás',
      'Heti két nap home office és rugalmas munkakezdés',
      'Évi képzési keret, nyelvtanulás és konferenciák',
      'Modern, tömegközlekedéssel jól megközelíthető iroda',
      'Magánegészségügyi ellátás és éves szűrővizsgálat',
      'Laptop, telefon és a munkához szükséges eszközök',
      'Csapatépítők és kötetlen pénteki reggelik',
    ],
    floorOffers: [
      'Bejelentett, határozatlan idejű munkaviszony',
      'Műszakpótlék és túlóra-kifizetés a törvény szerint',
      'Havi jelenléti bónusz és év végi jutalom',
      'Céges buszjárat vagy teljes bérlettámogatás',
      'Munkaruha, védőfelszerelés és ingyenes munkahelyi étkezde',
      'Betanítás és hivatalos gépkezelői vizsgák a cég költségén',
      'Kiszámítható, előre megadott beosztás',
      'Cafeteria és ajándékutalvány ünnepekre',
    ],
    studentOffers: [
      'A tanulmányaidhoz igazított, rugalmas beosztás',
      'Heti 20 óra, vizsgaidőszakban kevesebb',
      'Hivatalos szakmai gyakorlati igazolás',
      'Valódi feladatok és rendszeres visszajelzés',
      'Lehetőség a tanulmányaid után teljes munkaidős állásra',
      'Kedvezményes menza és sportbérlet',
    ],
    families: {
      it: {
        team: 'informatikai',
        trait: 'szereti a tiszta, jól tesztelt kódot és a közös munkát',
        context: [
          'Saját termékeinken és ügyfélprojekteken dolgozunk kéthetes sprintekben, kis, önálló csapatokban.',
          'Rendszereinket naponta több százezer felhasználó használja, ezért a stabilitás nálunk első.',
        ],
        tasks: [
          'Új funkciókat tervezel és fejlesztesz a termékcsapattal együtt',
          'Kódot nézel át, és segítesz megtartani a minőséget',
          'Automatizált teszteket írsz, és javítod a meglévőket',
          'Részt veszel a rendszer architektúrájának alakításában',
          'Hibákat elemzel és javítasz az éles környezetben',
          'Dokumentálod a megoldásokat, hogy mások is építhessenek rájuk',
          'Együttműködsz a tervezőkkel, tesztelőkkel és az üzemeltetéssel',
        ],
        requirements: [
          'Biztos tudás legalább egy modern programozási nyelvben',
          'Git, kódátnézés és automatizált tesztelés gyakorlata',
          'SQL-adatbázisok és REST API-k ismerete',
          'Angol nyelvtudás, amellyel dokumentációt olvasol és megbeszélésen részt veszel',
          'Önálló, megoldásközpontú gondolkodás',
        ],
      },
      office: {
        team: 'irodai',
        trait: 'pontos, jól szervezi a munkáját és szívesen segít másoknak',
        context: [
          'A csapat az irodai működés, a dokumentumok és a belső folyamatok gazdája.',
          'Több osztály munkáját támogatjuk, ezért nálunk minden nap más.',
        ],
        tasks: [
          'Kezeled a beérkező leveleket, hívásokat és időpontokat',
          'Szerződéseket, jelenléti íveket és belső dokumentumokat készítesz elő',
          'Nyilvántartásokat vezetsz, és naprakészen tartod az adatokat',
          'Megszervezed a megbeszéléseket, utazásokat és céges eseményeket',
          'Kapcsolatot tartasz a beszállítókkal és a társosztályokkal',
          'Heti és havi riportokat állítasz össze a vezetőségnek',
          'Segíted az új kollégák beilleszkedését az első napoktól',
        ],
        requirements: [
          'Középfokú vagy felsőfokú végzettség',
          'Magabiztos Excel- és Word-használat',
          'Pontosság, megbízhatóság és diszkréció',
          'Jó kommunikációs készség írásban és szóban',
          'Társalgási szintű angol nyelvtudás előny',
        ],
      },
      finance: {
        team: 'pénzügyi',
        trait: 'szereti a számokat, és a határidőket komolyan veszi',
        context: [
          'A pénzügyi csapat felel a könyvelésért, a zárásokért és a vezetői riportokért.',
          'Több leányvállalat pénzügyeit visszük, magyar és nemzetközi szabályok szerint.',
        ],
        tasks: [
          'Könyveled a szállítói és vevői számlákat',
          'Előkészíted a havi és éves zárásokat',
          'Bevallásokat készítesz, és egyeztetsz a hatóságokkal',
          'Vezetői riportokat és cash-flow-kimutatásokat állítasz össze',
          'Részt veszel a költségvetés tervezésében és a kontrollingban',
          'Együttműködsz a könyvvizsgálókkal az éves audit során',
          'Javaslatokat teszel a pénzügyi folyamatok egyszerűsítésére',
        ],
        requirements: [
          'Pénzügyi vagy számviteli végzettség, mérlegképes könyvelői képesítés előny',
          'Magabiztos Excel-tudás (kimutatások, FKERES)',
          'Valamely integrált vállalatirányítási rendszer (SAP, Navision) ismerete',
          'Precizitás és felelősségteljes hozzáállás',
          'Angol nyelvtudás előny',
        ],
      },
      sales: {
        team: 'értékesítési',
        trait: 'szívesen építi az ügyfélkapcsolatokat, és motiválják a célok',
        context: [
          'Vállalati ügyfeleinknek kínálunk megoldásokat, hosszú távú partnerségben gondolkodva.',
          'Régiós csapatunk az ország minden részén talál új partnereket.',
        ],
        tasks: [
          'Új vállalati ügyfeleket keresel, és felméred az igényeiket',
          'Ajánlatokat készítesz, és végigviszed a tárgyalásokat',
          'Gondozod a meglévő partnereidet, és bővíted az együttműködést',
          'Vezeted az értékesítési folyamatot a CRM-rendszerben',
          'Rendszeresen beszámolsz az eredményeidről és az előrejelzésről',
          'Részt veszel szakmai kiállításokon és partnertalálkozókon',
          'Figyeled a piacot és a versenytársak ajánlatait',
        ],
        requirements: [
          'Értékesítési vagy ügyfélkapcsolati tapasztalat',
          'Meggyőző, magabiztos kommunikáció',
          'B kategóriás jogosítvány',
          'Célorientált, önálló munkavégzés',
          'CRM-rendszer ismerete előny',
        ],
      },
      service: {
        team: 'ügyfélszolgálati',
        trait: 'türelmes, jól kommunikál, és szeret megoldást találni',
        context: [
          'Ügyfeleinket telefonon, e-mailben és chaten segítjük, hétköznap reggeltől estig.',
          'Csapatunk a cég első számú kapcsolata az ügyfelekkel.',
        ],
        tasks: [
          'Telefonon, e-mailben és chaten válaszolsz az ügyfelek kérdéseire',
          'Rögzíted és nyomon követed a bejelentéseket',
          'Segítesz a rendelések, számlák és szállítások ügyeiben',
          'A bonyolultabb eseteket továbbítod a szakterületeknek',
          'Visszajelzést adsz a gyakori problémákról a termékcsapatnak',
          'Frissíted a tudásbázis cikkeit',
        ],
        requirements: [
          'Középfokú végzettség',
          'Jó kommunikációs készség és türelem',
          'Magabiztos számítógép-használat',
          'Német vagy angol nyelvtudás előny',
          'Műszakbeosztás vállalása hétköznapokon',
        ],
      },
      marketing: {
        team: 'marketing',
        trait: 'kreatív, de a döntéseit adatokra építi',
        context: [
          'Mi felelünk a márka online jelenlétéért, a kampányokért és a kommunikációért.',
          'Kis, kreatív csapat vagyunk, közvetlen kapcsolatban a vezetőséggel.',
        ],
        tasks: [
          'Online kampányokat tervezel és futtatsz',
          'Tartalmakat készítesz a honlapra, hírlevélbe és közösségi médiába',
          'Méred a kampányok eredményeit, és javaslatot teszel a következő lépésre',
          'Együttműködsz ügynökségekkel és külsős alkotókkal',
          'Sajtóanyagokat és belső kommunikációs szövegeket írsz',
          'Részt veszel a márkastratégia alakításában',
          'Gondozod a keresőoptimalizálást és a hirdetési fiókokat',
        ],
        requirements: [
          'Marketing, kommunikáció vagy hasonló végzettség',
          'Jó íráskészség magyarul és angolul',
          'Google Analytics és hirdetéskezelő rendszerek ismerete',
          'Kreativitás és szervezőkészség',
          'Grafikai alapismeretek (Figma, Canva) előny',
        ],
      },
      students: {
        team: 'fiatal',
        trait: 'tanulmányai mellett szeretne valódi tapasztalatot szerezni',
        context: [
          'Gyakornokaink valódi projekteken dolgoznak, saját mentorral.',
          'Rugalmas beosztással segítjük, hogy a munka és a tanulás jól megférjen egymás mellett.',
        ],
        tasks: [
          'Segíted a csapat napi munkáját adminisztrációval és adatrögzítéssel',
          'Kutatásokat végzel, és összefoglalókat készítesz',
          'Részt veszel a csapat megbeszélésein és projektjeiben',
          'Táblázatokat és prezentációkat készítesz',
          'Kisebb saját projektet viszel a mentorod támogatásával',
          'Segítesz előkészíteni a csapat rendezvényeit és workshopjait',
        ],
        requirements: [
          'Nyitottság és tanulási kedv',
          'Alapszintű Excel- és Word-ismeret',
          'Heti legalább 20 óra vállalása',
          'Megbízhatóság és pontosság',
          'Angol nyelvtudás előny',
        ],
      },
      product: {
        team: 'termékfejlesztési',
        trait: 'a felhasználók fejével gondolkodik, és szereti a gyors kísérleteket',
        context: [
          'Gyorsan növekvő startupként minden kolléga közvetlenül formálja a terméket.',
          'Havonta több új funkciót adunk ki, a felhasználói visszajelzések alapján.',
        ],
        tasks: [
          'Felhasználói interjúkat készítesz, és összegyűjtöd a visszajelzéseket',
          'Megfogalmazod a fejlesztési célokat és a prioritásokat',
          'Prototípusokat és drótvázakat készítesz',
          'Kísérleteket tervezel, és kiértékeled az eredményeket',
          'Szorosan együttműködsz a fejlesztőkkel és az értékesítéssel',
          'Méred a termék használatát, és ebből javaslatokat készítesz',
        ],
        requirements: [
          'Tapasztalat digitális termékek fejlesztésében',
          'Adatelemzési alapok és analitikai eszközök ismerete',
          'Jó prezentációs és íráskészség',
          'Magabiztos angol nyelvtudás',
          'Figma vagy hasonló tervezőeszköz ismerete előny',
        ],
      },
      warehouse: {
        team: 'raktári',
        trait: 'megbízható, pontos, és bírja a fizikai munkát',
        context: [
          'Modern, fűtött raktárunkban webáruházak és üzletek megrendeléseit készítjük elő.',
          'Naponta több ezer tétel ki- és beszállítását intézzük.',
        ],
        tasks: [
          'Árut veszel át, ellenőrzöd és betárolod',
          'Kézi szkennerrel összeállítod a megrendeléseket',
          'Kamionokat rakodsz be és ki, szükség esetén targoncával',
          'Rendben tartod a raktári területet',
          'Részt veszel a havi leltárban',
          'Jelzed az eltéréseket és a sérült árut',
        ],
        requirements: [
          'Legalább 8 általános iskolai végzettség',
          'Érvényes targoncavezetői jogosítvány előny',
          'Pontosság és jó fizikai állóképesség',
          'Két vagy három műszakos munkarend vállalása',
          'Csapatszellem',
        ],
      },
      driving: {
        team: 'szállítási',
        trait: 'szeret vezetni, pontos, és udvarias a címzettekkel',
        context: [
          'Saját flottánkkal szállítunk üzletekbe és magánügyfeleknek.',
          'Járműveink újak, GPS-szel és korszerű útvonaltervezővel felszereltek.',
        ],
        tasks: [
          'Kiszállítod a küldeményeket a megadott útvonalon',
          'Felrakodod és rögzíted az árut a járművön',
          'Kezeled a szállítóleveleket és a kézi terminált',
          'Átveszed a visszárut, és kezeled az utánvétet',
          'Gondoskodsz a jármű tisztaságáról és napi ellenőrzéséről',
          'Jelzed a diszpécsernek a forgalmi akadályokat és a késéseket',
        ],
        requirements: [
          'Érvényes B vagy C kategóriás jogosítvány, GKI-kártya a C kategóriához',
          'Balesetmentes vezetési múlt',
          'Helyismeret a környéken',
          'Udvarias, megbízható fellépés',
          'Tachográf-kártya a nemzetközi járatokhoz',
        ],
      },
      manufacturing: {
        team: 'gyártási',
        trait: 'műszaki érdeklődésű, és fontos neki a minőség',
        context: [
          'Üzemünk autóipari és ipari ügyfeleknek gyárt alkatrészeket, modern gépparkkal.',
          'A gyártósorok folyamatosan működnek, ezért a csapat három műszakban dolgozik.',
        ],
        tasks: [
          'Kezeled és beállítod a gyártósor gépeit',
          'Ellenőrzöd a termékek minőségét a műszaki rajz szerint',
          'Elvégzed a napi karbantartást és a hibaelhárítást',
          'Rögzíted a gyártási adatokat a rendszerben',
          'Betartod a munkavédelmi és minőségügyi előírásokat',
          'Részt veszel a folyamatok fejlesztésében',
        ],
        requirements: [
          'Szakirányú végzettség (gépész, villamos, mechatronika) előny',
          'Műszaki rajz olvasása',
          'Több műszakos munkarend vállalása',
          'Precizitás és minőségtudat',
          'Mérőeszközök használata',
        ],
      },
    },
  },
  ro: {
    headings: {
      tasks: 'Responsabilitățile tale',
      requirements: 'Ce așteptăm de la tine',
      offer: 'Ce îți oferim',
    },
    intros: [
      '{company} își extinde echipa de {team} și caută un coleg pentru postul de {title}. {context} Locul de muncă: {city}.',
      'Căutăm un coleg pentru postul de {title}, care {trait}. {context} Locul de muncă: {city}.',
      'Vrei să te alături echipei {company} din {city} ca {title}? Căutăm pe cineva care {trait}. {context}',
    ],
    closings: [
      'Dacă ți se potrivește, trimite-ne CV-ul astăzi – răspundem fiecărui candidat.',
      'Aplică cu un CV scurt; prima discuție poate avea loc și online.',
      'Ai întrebări despre post? Aplică, iar la primul interviu îți spunem tot.',
    ],
    workplaces: [
      'Te sincronizezi săptămânal cu managerul tău, stabilim obiectivele împreună și îți evaluăm rezultatele regulat și sincer. La noi, a pune întrebări nu e o slăbiciune, ci baza lucrului în echipă.',
      'Suntem o companie stabilă, în creștere de ani buni, unde colegii rămân în medie peste cinci ani. Ne pasă ca primele săptămâni să treacă liniștit, cu o instruire temeinică.',
      'Construim un loc de muncă unde contează ideea bună, nu funcția. Colegii noi primesc sarcini reale din prima zi și au mereu pe cine să întrebe.',
    ],
    processes: [
      'Selecția are două etape: o scurtă discuție telefonică și un interviu față în față cu viitorul tău manager. Decidem în cel mult două săptămâni.',
      'Te contactăm în cel mult o săptămână după ce primim CV-ul. La interviu cunoști echipa și locul de muncă.',
      'După o scurtă discuție online ne întâlnim și față în față; la final, fiecare candidat primește un răspuns.',
    ],
    levels: {
      trainee: 'Student la cursuri de zi, cu cel puțin un semestru rămas',
      studentWork: 'Statut activ de elev sau student',
      junior: 'Cel puțin 6–12 luni de experiență sau un stagiu relevant',
      medior: 'Cel puțin 3 ani de experiență într-un rol similar',
      senior: 'Cel puțin 6 ani de experiență, dintre care câțiva într-un rol de coordonare',
    },
    seniorTask: 'Ca lider tehnic, îi îndrumi pe colegii mai noi și participi la deciziile echipei',
    beginnerOffer: 'Un mentor cu experiență care te însoțește în primele luni',
    officeOffers: [
      'Salariu competitiv și revizuire salarială anuală',
      'Tichete de masă și abonament medical privat',
      'Două zile pe săptămână de lucru de acasă și program flexibil',
      'Buget anual de formare, cursuri de limbi străine și conferințe',
      'Birou modern, ușor accesibil cu transportul public',
      'Laptop, telefon și tot ce îți trebuie pentru lucru',
      'Zile libere suplimentare în funcție de vechime',
      'Team building-uri și mic-dejun în echipă vinerea',
    ],
    floorOffers: [
      'Contract de muncă pe perioadă nedeterminată',
      'Spor de tură și ore suplimentare plătite conform legii',
      'Bonus lunar de prezență și primă de sfârșit de an',
      'Transport gratuit asigurat de companie',
      'Echipament de lucru și de protecție, masă caldă subvenționată',
      'Instruire și autorizații plătite de companie',
      'Program stabilit din timp, fără surprize',
      'Tichete de masă și vouchere de sărbători',
    ],
    studentOffers: [
      'Program flexibil, adaptat orarului de la facultate',
      '20 de ore pe săptămână, mai puțin în sesiune',
      'Adeverință oficială de practică',
      'Sarcini reale și feedback regulat',
      'Posibilitatea unui post cu normă întreagă după absolvire',
      'Reduceri la cantină și abonament la sală',
    ],
    families: {
      it: {
        team: 'IT',
        trait: 'iubește codul curat, bine testat, și lucrul în echipă',
        context: [
          'Lucrăm la produsele proprii și la proiecte pentru clienți, în sprinturi de două săptămâni.',
          'Sistemele noastre sunt folosite zilnic de sute de mii de utilizatori, așa că stabilitatea e pe primul loc.',
        ],
        tasks: [
          'Proiectezi și dezvolți funcționalități noi împreună cu echipa de produs',
          'Faci code review și ajuți la menținerea calității',
          'Scrii teste automate și le îmbunătățești pe cele existente',
          'Contribui la arhitectura sistemului',
          'Analizezi și rezolvi incidentele din producție',
          'Documentezi soluțiile, ca și alții să poată construi pe ele',
          'Colaborezi cu designerii, testerii și echipa de operațiuni',
        ],
        requirements: [
          'Cunoștințe solide într-un limbaj de programare modern',
          'Experiență cu Git, code review și testare automată',
          'Cunoștințe de baze de date SQL și API-uri REST',
          'Limba engleză la nivel de documentație și ședințe',
          'Gândire independentă, orientată spre soluții',
        ],
      },
      office: {
        team: 'birou',
        trait: 'este organizat, atent la detalii și îi place să ajute',
        context: [
          'Echipa se ocupă de funcționarea biroului, de documente și de procesele interne.',
          'Sprijinim mai multe departamente, așa că nicio zi nu seamănă cu alta.',
        ],
        tasks: [
          'Gestionezi corespondența, apelurile și programările',
          'Pregătești contracte, pontaje și documente interne',
          'Ții evidențele la zi și verifici datele',
          'Organizezi ședințe, deplasări și evenimente ale companiei',
          'Ții legătura cu furnizorii și cu celelalte departamente',
          'Întocmești rapoarte săptămânale și lunare pentru conducere',
          'Îi ajuți pe colegii noi să se integreze din prima zi',
        ],
        requirements: [
          'Studii medii sau superioare',
          'Utilizare sigură a Excel și Word',
          'Seriozitate, atenție la detalii și discreție',
          'Abilități bune de comunicare în scris și oral',
          'Limba engleză la nivel conversațional constituie un avantaj',
        ],
      },
      finance: {
        team: 'financiar',
        trait: 'lucrează cu plăcere cu cifrele și respectă termenele',
        context: [
          'Echipa financiară răspunde de contabilitate, închiderile de lună și rapoartele pentru conducere.',
          'Gestionăm finanțele mai multor filiale, după reguli românești și internaționale.',
        ],
        tasks: [
          'Înregistrezi facturile de la furnizori și clienți',
          'Pregătești închiderile lunare și anuale',
          'Întocmești declarațiile fiscale și ții legătura cu ANAF',
          'Realizezi rapoarte de management și situații de cash-flow',
          'Participi la bugetare și controlling',
          'Colaborezi cu auditorii la auditul anual',
          'Propui simplificări ale proceselor financiare',
        ],
        requirements: [
          'Studii economice; statutul de expert contabil constituie un avantaj',
          'Excel la nivel avansat (tabele pivot, VLOOKUP)',
          'Experiență cu un ERP (SAP, Saga, Navision)',
          'Rigurozitate și simțul responsabilității',
          'Limba engleză constituie un avantaj',
        ],
      },
      sales: {
        team: 'vânzări',
        trait: 'construiește cu plăcere relații cu clienții și este motivat de obiective',
        context: [
          'Oferim soluții clienților companii, cu gândul la parteneriate pe termen lung.',
          'Echipa noastră regională găsește parteneri noi în toată țara.',
        ],
        tasks: [
          'Identifici clienți noi și le analizezi nevoile',
          'Pregătești oferte și conduci negocierile până la semnare',
          'Dezvolți relația cu partenerii existenți',
          'Gestionezi procesul de vânzare în CRM',
          'Raportezi periodic rezultatele și estimările',
          'Participi la târguri și întâlniri cu partenerii',
          'Urmărești piața și ofertele concurenței',
        ],
        requirements: [
          'Experiență în vânzări sau în relația cu clienții',
          'Comunicare convingătoare, încrezătoare',
          'Permis de conducere categoria B',
          'Orientare spre rezultate și lucru independent',
          'Cunoașterea unui CRM constituie un avantaj',
        ],
      },
      service: {
        team: 'relații cu clienții',
        trait: 'este răbdător, comunică ușor și găsește soluții',
        context: [
          'Îi ajutăm pe clienți la telefon, pe e-mail și pe chat, în zilele lucrătoare.',
          'Echipa noastră este primul contact al clienților cu compania.',
        ],
        tasks: [
          'Răspunzi la întrebările clienților la telefon, pe e-mail și pe chat',
          'Înregistrezi și urmărești solicitările',
          'Ajuți la comenzi, facturi și livrări',
          'Transmiți cazurile complexe către specialiști',
          'Semnalezi problemele frecvente echipei de produs',
          'Actualizezi articolele din baza de cunoștințe',
        ],
        requirements: [
          'Studii medii',
          'Abilități bune de comunicare și răbdare',
          'Utilizare sigură a calculatorului',
          'Limba germană sau engleză constituie un avantaj',
          'Disponibilitate pentru lucru în ture, în zilele lucrătoare',
        ],
      },
      marketing: {
        team: 'marketing',
        trait: 'este creativ, dar își sprijină deciziile pe date',
        context: [
          'Răspundem de prezența online a brandului, de campanii și de comunicare.',
          'Suntem o echipă mică și creativă, în legătură directă cu conducerea.',
        ],
        tasks: [
          'Planifici și derulezi campanii online',
          'Creezi conținut pentru site, newsletter și rețele sociale',
          'Măsori rezultatele campaniilor și propui pașii următori',
          'Colaborezi cu agenții și creatori externi',
          'Scrii comunicate de presă și texte de comunicare internă',
          'Contribui la strategia de brand',
          'Te ocupi de SEO și de conturile de publicitate',
        ],
        requirements: [
          'Studii de marketing, comunicare sau similare',
          'Abilități bune de redactare în română și engleză',
          'Cunoștințe de Google Analytics și platforme de publicitate',
          'Creativitate și spirit organizatoric',
          'Cunoștințe de grafică (Figma, Canva) constituie un avantaj',
        ],
      },
      students: {
        team: 'tineri',
        trait: 'vrea să câștige experiență reală în timpul studiilor',
        context: [
          'Stagiarii noștri lucrează la proiecte reale, cu un mentor dedicat.',
          'Programul flexibil te ajută să împaci munca cu facultatea.',
        ],
        tasks: [
          'Sprijini echipa cu sarcini administrative și introducere de date',
          'Faci cercetări și pregătești sinteze',
          'Participi la ședințele și proiectele echipei',
          'Pregătești tabele și prezentări',
          'Conduci un mic proiect propriu, cu sprijinul mentorului',
          'Ajuți la pregătirea evenimentelor și atelierelor echipei',
        ],
        requirements: [
          'Deschidere și dorință de a învăța',
          'Cunoștințe de bază de Excel și Word',
          'Disponibilitate de cel puțin 20 de ore pe săptămână',
          'Seriozitate și punctualitate',
          'Limba engleză constituie un avantaj',
        ],
      },
      product: {
        team: 'produs',
        trait: 'gândește ca utilizatorii și iubește experimentele rapide',
        context: [
          'Ca startup în creștere rapidă, fiecare coleg modelează direct produsul.',
          'Lansăm lunar funcționalități noi, pornind de la feedbackul utilizatorilor.',
        ],
        tasks: [
          'Faci interviuri cu utilizatorii și aduni feedback',
          'Formulezi obiectivele de dezvoltare și prioritățile',
          'Creezi prototipuri și wireframe-uri',
          'Planifici experimente și evaluezi rezultatele',
          'Colaborezi îndeaproape cu dezvoltatorii și cu echipa de vânzări',
          'Măsori utilizarea produsului și faci propuneri pe baza datelor',
        ],
        requirements: [
          'Experiență în dezvoltarea de produse digitale',
          'Noțiuni de analiză de date și instrumente de analytics',
          'Abilități bune de prezentare și redactare',
          'Limba engleză la nivel avansat',
          'Cunoașterea Figma sau a unui instrument similar constituie un avantaj',
        ],
      },
      warehouse: {
        team: 'depozit',
        trait: 'este serios, atent și face față muncii fizice',
        context: [
          'În depozitul nostru modern pregătim comenzile magazinelor online și fizice.',
          'Zilnic gestionăm mii de produse la intrare și la ieșire.',
        ],
        tasks: [
          'Recepționezi, verifici și depozitezi marfa',
          'Pregătești comenzile cu scannerul de mână',
          'Încarci și descarci camioane, la nevoie cu stivuitorul',
          'Menții ordinea în zona de depozitare',
          'Participi la inventarul lunar',
          'Semnalezi diferențele și marfa deteriorată',
        ],
        requirements: [
          'Studii generale',
          'Autorizație ISCIR de stivuitorist constituie un avantaj',
          'Atenție la detalii și rezistență fizică',
          'Disponibilitate pentru program în două sau trei ture',
          'Spirit de echipă',
        ],
      },
      driving: {
        team: 'transport',
        trait: 'îi place să conducă, este punctual și politicos cu clienții',
        context: [
          'Livrăm cu flota proprie către magazine și clienți persoane fizice.',
          'Vehiculele noastre sunt noi, dotate cu GPS și planificare modernă a rutelor.',
        ],
        tasks: [
          'Livrezi coletele pe ruta stabilită',
          'Încarci și asiguri marfa în vehicul',
          'Gestionezi avizele de însoțire și terminalul mobil',
          'Preiei retururile și încasezi rambursurile',
          'Te ocupi de curățenia și verificarea zilnică a vehiculului',
          'Anunți dispeceratul despre blocaje în trafic și întârzieri',
        ],
        requirements: [
          'Permis de conducere categoria B sau C, cu atestat profesional pentru categoria C',
          'Istoric de condus fără accidente',
          'Cunoașterea zonei',
          'Atitudine politicoasă și de încredere',
          'Card tahograf pentru cursele internaționale',
        ],
      },
      manufacturing: {
        team: 'producție',
        trait: 'are înclinații tehnice și pune preț pe calitate',
        context: [
          'Fabrica noastră produce componente pentru industria auto, cu un parc modern de utilaje.',
          'Liniile de producție funcționează continuu, așa că echipa lucrează în trei ture.',
        ],
        tasks: [
          'Operezi și reglezi utilajele de pe linia de producție',
          'Verifici calitatea pieselor după desenul tehnic',
          'Faci mentenanța zilnică și remediezi defecțiunile',
          'Înregistrezi datele de producție în sistem',
          'Respecți regulile de securitate a muncii și de calitate',
          'Contribui la îmbunătățirea proceselor',
        ],
        requirements: [
          'Studii tehnice (mecanică, electrotehnică, mecatronică) constituie un avantaj',
          'Citirea desenului tehnic',
          'Disponibilitate pentru lucru în ture',
          'Rigurozitate și grijă pentru calitate',
          'Utilizarea instrumentelor de măsură',
        ],
      },
    },
  },
  en: {
    headings: {
      tasks: 'What you will do',
      requirements: 'What we are looking for',
      offer: 'What we offer',
    },
    intros: [
      '{company} is growing its {team} team and is hiring {aTitle}. {context} Location: {city}.',
      'We are looking for {aTitle} who {trait}. {context} Location: {city}.',
      'Join {company} in {city} as {aTitle}: we want someone who {trait}. {context}',
    ],
    closings: [
      'If this sounds like you, send us your CV today – we reply to every applicant.',
      'Apply with a short CV; the first conversation can be online.',
      'Questions about the role? Apply, and we will tell you everything at the first interview.',
    ],
    workplaces: [
      'You meet your manager every week, we set goals together and review your results regularly and honestly. Here, asking questions is not a weakness but how we work together.',
      'We are a stable company that has grown for years, and colleagues stay with us for more than five years on average. We make sure your first weeks are calm, with thorough training.',
      'We are building a workplace where a good idea counts, not a job title. New colleagues get real work from day one and always have someone to ask.',
    ],
    processes: [
      'Selection has two steps: a short phone call and a face-to-face interview with your future manager. We decide within two weeks.',
      'We get back to you within a week of receiving your CV. At the interview you meet the team and see where you would work.',
      'After a short online call we meet in person; at the end, every applicant hears back from us.',
    ],
    levels: {
      trainee: 'Full-time university studies with at least one semester to go',
      studentWork: 'Current student status',
      junior: 'Six to twelve months of experience or a relevant internship',
      medior: 'At least 3 years of experience in a similar role',
      senior: 'At least 6 years of experience, some of them leading others',
    },
    seniorTask: 'As a lead, you mentor newer colleagues and take part in the team’s decisions',
    beginnerOffer: 'An experienced mentor who guides you through your first months',
    officeOffers: [
      'A competitive salary with a yearly pay review',
      'Meal vouchers and private health care',
      'Two days a week from home and flexible hours',
      'A yearly training budget, language courses and conferences',
      'A modern office that is easy to reach by public transport',
      'A laptop, a phone and everything you need for the job',
      'Extra days off that grow with your years with us',
      'Team events and a shared breakfast on Fridays',
    ],
    floorOffers: [
      'A permanent employment contract',
      'Shift allowance and overtime paid as the law says',
      'A monthly attendance bonus and a year-end bonus',
      'A free company bus or a fully paid travel pass',
      'Work clothes, protective gear and a subsidised canteen',
      'Training and operator licences paid by the company',
      'A rota you know well in advance',
      'Meal vouchers and holiday gift cards',
    ],
    studentOffers: [
      'Flexible hours that fit your timetable',
      '20 hours a week, fewer during exams',
      'An official internship certificate',
      'Real tasks and regular feedback',
      'A chance of a full-time job after you graduate',
      'Canteen discounts and a gym pass',
    ],
    families: {
      it: {
        team: 'engineering',
        trait: 'loves clean, well-tested code and working as a team',
        context: [
          'We build our own products and client projects in two-week sprints, in small autonomous teams.',
          'Hundreds of thousands of people use our systems every day, so stability comes first.',
        ],
        tasks: [
          'Design and build new features with the product team',
          'Review code and help keep the quality high',
          'Write automated tests and improve the existing ones',
          'Shape the architecture of the system',
          'Investigate and fix production incidents',
          'Document your solutions so others can build on them',
          'Work closely with designers, testers and operations',
        ],
        requirements: [
          'Solid knowledge of at least one modern programming language',
          'Experience with Git, code review and automated testing',
          'Knowledge of SQL databases and REST APIs',
          'Good written and spoken English',
          'An independent, solution-minded approach',
        ],
      },
      office: {
        team: 'office',
        trait: 'is organised, precise and happy to help others',
        context: [
          'The team runs the office, its documents and the internal processes.',
          'We support several departments, so no two days are the same.',
        ],
        tasks: [
          'Handle incoming mail, calls and appointments',
          'Prepare contracts, timesheets and internal documents',
          'Keep records up to date and check the data',
          'Organise meetings, travel and company events',
          'Liaise with suppliers and other departments',
          'Put together weekly and monthly reports for management',
          'Help new colleagues settle in from their first day',
        ],
        requirements: [
          'A secondary or higher education degree',
          'Confident use of Excel and Word',
          'Precision, reliability and discretion',
          'Good written and spoken communication',
          'Conversational Hungarian or Romanian is a plus',
        ],
      },
      finance: {
        team: 'finance',
        trait: 'enjoys working with numbers and takes deadlines seriously',
        context: [
          'The finance team owns the bookkeeping, the month-end close and management reporting.',
          'We run the finances of several subsidiaries under local and international rules.',
        ],
        tasks: [
          'Book supplier and customer invoices',
          'Prepare the monthly and yearly closing',
          'Prepare tax returns and liaise with the authorities',
          'Build management reports and cash-flow statements',
          'Take part in budgeting and controlling',
          'Work with the auditors during the yearly audit',
          'Suggest ways to simplify finance processes',
        ],
        requirements: [
          'A degree in finance or accounting; a professional qualification is a plus',
          'Advanced Excel (pivot tables, lookups)',
          'Experience with an ERP such as SAP or Navision',
          'Accuracy and a sense of responsibility',
          'Fluent English',
        ],
      },
      sales: {
        team: 'sales',
        trait: 'enjoys building client relationships and is driven by targets',
        context: [
          'We offer business clients solutions and think in long-term partnerships.',
          'Our regional team finds new partners across the country.',
        ],
        tasks: [
          'Find new business clients and understand their needs',
          'Prepare offers and lead negotiations to signature',
          'Grow the relationship with existing partners',
          'Manage your pipeline in the CRM',
          'Report on results and forecasts regularly',
          'Represent us at trade fairs and partner meetings',
          'Keep an eye on the market and competitors’ offers',
        ],
        requirements: [
          'Experience in sales or account management',
          'Persuasive, confident communication',
          'A category B driving licence',
          'A target-driven, independent way of working',
          'CRM experience is a plus',
        ],
      },
      service: {
        team: 'customer service',
        trait: 'is patient, communicates well and likes solving problems',
        context: [
          'We help customers by phone, email and chat on weekdays.',
          'Our team is the company’s first point of contact with its customers.',
        ],
        tasks: [
          'Answer customer questions by phone, email and chat',
          'Log and follow up on requests',
          'Help with orders, invoices and deliveries',
          'Pass complex cases on to specialists',
          'Flag frequent problems to the product team',
          'Keep the knowledge base articles up to date',
        ],
        requirements: [
          'A secondary school diploma',
          'Good communication skills and patience',
          'Confident computer use',
          'German is a plus',
          'Willingness to work shifts on weekdays',
        ],
      },
      marketing: {
        team: 'marketing',
        trait: 'is creative but bases decisions on data',
        context: [
          'We own the brand’s online presence, its campaigns and its communication.',
          'We are a small creative team with a direct line to the management.',
        ],
        tasks: [
          'Plan and run online campaigns',
          'Create content for the website, newsletter and social media',
          'Measure campaign results and suggest the next step',
          'Work with agencies and freelance creators',
          'Write press releases and internal communications',
          'Help shape the brand strategy',
          'Look after SEO and the advertising accounts',
        ],
        requirements: [
          'A degree in marketing, communications or similar',
          'Strong writing skills in English',
          'Knowledge of Google Analytics and ad platforms',
          'Creativity and organisational skills',
          'Basic design skills (Figma, Canva) are a plus',
        ],
      },
      students: {
        team: 'young talent',
        trait: 'wants real work experience alongside their studies',
        context: [
          'Our interns work on real projects with a mentor of their own.',
          'Flexible hours help you fit work around your studies.',
        ],
        tasks: [
          'Support the team with administration and data entry',
          'Research topics and write summaries',
          'Join the team’s meetings and projects',
          'Prepare spreadsheets and presentations',
          'Run a small project of your own with your mentor’s support',
          'Help prepare the team’s events and workshops',
        ],
        requirements: [
          'Curiosity and eagerness to learn',
          'Basic Excel and Word skills',
          'At least 20 hours a week',
          'Reliability and punctuality',
          'Good English',
        ],
      },
      product: {
        team: 'product',
        trait: 'thinks like our users and loves quick experiments',
        context: [
          'As a fast-growing start-up, everyone here shapes the product directly.',
          'We ship new features every month, driven by user feedback.',
        ],
        tasks: [
          'Interview users and collect feedback',
          'Define development goals and priorities',
          'Create prototypes and wireframes',
          'Design experiments and evaluate the results',
          'Work closely with developers and sales',
          'Measure product usage and make data-driven proposals',
        ],
        requirements: [
          'Experience building digital products',
          'Basic data analysis and analytics tools',
          'Good presentation and writing skills',
          'Fluent English',
          'Figma or a similar design tool is a plus',
        ],
      },
      warehouse: {
        team: 'warehouse',
        trait: 'is reliable, careful and comfortable with physical work',
        context: [
          'In our modern, heated warehouse we prepare orders for online and high-street shops.',
          'Thousands of items go in and out every day.',
        ],
        tasks: [
          'Receive, check and store goods',
          'Pick orders with a handheld scanner',
          'Load and unload trucks, with a forklift when needed',
          'Keep the storage area tidy',
          'Take part in the monthly stocktake',
          'Report discrepancies and damaged goods',
        ],
        requirements: [
          'Completed primary education',
          'A forklift licence is a plus',
          'Accuracy and good physical fitness',
          'Willingness to work two or three shifts',
          'Team spirit',
        ],
      },
      driving: {
        team: 'delivery',
        trait: 'likes driving, is punctual and polite with customers',
        context: [
          'We deliver to shops and private customers with our own fleet.',
          'Our vehicles are new, with GPS and modern route planning.',
        ],
        tasks: [
          'Deliver parcels along the planned route',
          'Load and secure goods in the vehicle',
          'Handle delivery notes and the handheld terminal',
          'Collect returns and cash on delivery',
          'Keep the vehicle clean and check it every day',
          'Tell dispatch about traffic problems and delays',
        ],
        requirements: [
          'A valid category B or C licence, with the professional certificate for C',
          'An accident-free driving record',
          'Knowledge of the area',
          'A polite, reliable manner',
          'A tachograph card for international routes',
        ],
      },
      manufacturing: {
        team: 'production',
        trait: 'is technically minded and cares about quality',
        context: [
          'Our plant makes parts for automotive and industrial clients on modern machinery.',
          'The lines run around the clock, so the team works in three shifts.',
        ],
        tasks: [
          'Operate and set up the machines on the line',
          'Check part quality against the technical drawing',
          'Carry out daily maintenance and troubleshooting',
          'Record production data in the system',
          'Follow safety and quality rules',
          'Help improve the processes',
        ],
        requirements: [
          'A technical qualification (mechanical, electrical, mechatronics) is a plus',
          'Reading technical drawings',
          'Willingness to work shifts',
          'Precision and a sense of quality',
          'Using measuring instruments',
        ],
      },
    },
  },
};
