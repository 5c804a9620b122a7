// Prose for blog posts, bonuses and testimonials, with real diacritics. Articles use core's
// textBlocks markup ("## " and "### " headings, "- " list items).
export const BONUSES = {
  hu: ['Éves teljesítménybónusz', '13. havi fizetés', 'Negyedéves prémium'],
  ro: ['Bonus anual de performanță', 'Al 13-lea salariu', 'Primă trimestrială'],
  en: ['Yearly performance bonus', '13th-month salary', 'Quarterly bonus'],
} as const;

export const BLOG_POSTS = [
  {
    key: 'oneletrajz',
    hu: {
      title: 'Így írj önéletrajzot, amit tényleg elolvasnak',
      excerpt: 'Öt tipp, hogy a CV-d kitűnjön a tömegből – a toborzók szemével.',
      body: 'A toborzók átlagosan hét másodpercet töltenek egy önéletrajzzal, mielőtt eldöntik, tovább olvassák-e. Ennyi idő alatt kell megmutatnod, miért éppen te vagy a jó jelölt. Az alábbi öt szabály segít, hogy a CV-d ne a „később” mappában végezze.\n\n## Kezdd az eredményeiddel\n\nA feladatlista unalmas, az eredmény érdekes. Ne azt írd, hogy „értékesítési feladatok ellátása”, hanem azt, hogy „egy év alatt 18 új vállalati ügyfelet szereztem”. A számok megállítják a szemet: százalék, forint, határidő, csapatlétszám.\n\n## Igazítsd a szöveget a hirdetéshez\n\nOlvasd el figyelmesen az álláshirdetést, és emeld ki azokat a tapasztalataidat, amelyekre a munkáltató a legjobban kíváncsi. Ha a hirdetés SQL-tudást kér, az ne a második oldal alján legyen.\n\n### Kulcsszavak\n\nSok cég szűrőprogrammal válogat. Használd ugyanazokat a szakkifejezéseket, mint a hirdetés, de csak ott, ahol igazak.\n\n## Egy oldal bőven elég\n\nTíz év tapasztalat alatt ritkán kell több egy oldalnál. A régi, a pozícióhoz nem kapcsolódó munkákat elég egy sorban említeni.\n\n## Fénykép és külalak\n\nHa teszel fel fényképet, legyen friss, természetes és jó minőségű. Egyszerű betűtípust és sok fehér helyet használj; a túldíszített sablonok elvonják a figyelmet a tartalomról.\n\n## Mielőtt elküldöd\n\nOlvasd fel hangosan, és kérj meg egy barátot, hogy keresse meg benne a hibákat. Egy elgépelt e-mail-cím a legjobb önéletrajzot is használhatatlanná teszi.',
    },
    ro: {
      title: 'Cum să scrii un CV pe care chiar îl citește cineva',
      excerpt: 'Cinci sfaturi ca CV-ul tău să iasă în evidență – din perspectiva recrutorilor.',
      body: 'Recrutorii petrec în medie șapte secunde pe un CV înainte să decidă dacă îl citesc mai departe. În acest timp trebuie să arăți de ce ești candidatul potrivit. Cele cinci reguli de mai jos te ajută ca CV-ul tău să nu ajungă în dosarul „poate mai târziu”.\n\n## Începe cu rezultatele\n\nLista de sarcini e plictisitoare, rezultatul e interesant. Nu scrie „activități de vânzare”, ci „am adus 18 clienți noi într-un an”. Cifrele opresc privirea: procente, sume, termene, mărimea echipei.\n\n## Adaptează textul la anunț\n\nCitește atent anunțul și scoate în față experiența care îl interesează cel mai mult pe angajator. Dacă anunțul cere SQL, acesta nu trebuie să fie în josul paginii a doua.\n\n### Cuvinte-cheie\n\nMulte companii filtrează CV-urile cu un program. Folosește aceiași termeni ca anunțul, dar doar acolo unde sunt adevărați.\n\n## O pagină este de ajuns\n\nSub zece ani de experiență, rareori ai nevoie de mai mult de o pagină. Joburile vechi, fără legătură cu postul, pot fi menționate pe un singur rând.\n\n## Fotografia și aspectul\n\nDacă pui o fotografie, să fie recentă, naturală și de bună calitate. Folosește un font simplu și mult spațiu alb; șabloanele încărcate distrag atenția de la conținut.\n\n## Înainte să îl trimiți\n\nCitește-l cu voce tare și roagă un prieten să caute greșelile. O adresă de e-mail scrisă greșit face inutil și cel mai bun CV.',
    },
    en: {
      title: 'How to write a CV that actually gets read',
      excerpt: 'Five tips to make your CV stand out – through a recruiter’s eyes.',
      body: 'Recruiters spend about seven seconds on a CV before they decide whether to read on. In that time you have to show why you are the right candidate. These five rules keep your CV out of the “maybe later” folder.\n\n## Lead with your results\n\nA list of duties is dull; a result is interesting. Do not write “responsible for sales activities” but “won 18 new business clients in a year”. Numbers catch the eye: percentages, amounts, deadlines, team sizes.\n\n## Tailor the text to the ad\n\nRead the job ad carefully and bring forward the experience the employer cares about most. If the ad asks for SQL, it should not sit at the bottom of page two.\n\n### Keywords\n\nMany companies screen CVs with software. Use the same terms as the ad, but only where they are true.\n\n## One page is plenty\n\nWith less than ten years of experience you rarely need more than one page. Old jobs unrelated to the role can share a single line.\n\n## Photo and layout\n\nIf you add a photo, make it recent, natural and sharp. Use a plain typeface and plenty of white space; busy templates pull attention away from what you wrote.\n\n## Before you send it\n\nRead it out loud and ask a friend to hunt for mistakes. A mistyped email address makes even the best CV useless.',
    },
  },
  {
    key: 'allasinterju',
    hu: {
      title: 'Állásinterjú: a 10 leggyakoribb kérdés és a jó válaszok',
      excerpt: 'Mit mondj, ha a gyengeségeidről kérdeznek? Összegyűjtöttük.',
      body: 'Az állásinterjú beszélgetés, nem vizsga: a cég is bemutatkozik neked, nem csak te neki. Aki felkészülten érkezik, nyugodtabb, és jobb kérdéseket tesz fel. Összegyűjtöttük a leggyakoribb kérdéseket és azt, mire figyelnek ilyenkor a toborzók.\n\n## Mesélj magadról!\n\nEz nem az életrajzod felolvasása. Két-három mondatban mondd el, honnan jössz szakmailag, mi az erősséged, és miért érdekel ez a pozíció.\n\n## Mi a legnagyobb gyengeséged?\n\nVálassz valódi, de nem a munkakör lényegét érintő gyengeséget, és mondd el, mit teszel ellene. „Régebben nehezen mondtam nemet, ma már heti tervvel dolgozom” – ez őszinte és mutatja, hogy fejlődsz.\n\n## Mondj egy példát egy nehéz helyzetre!\n\nKészülj konkrét történetekkel a korábbi munkáidból. Jól működik a STAR-módszer:\n\n- a helyzet, amelyben voltál,\n- a feladat, amit meg kellett oldanod,\n- amit te magad tettél,\n- és az eredmény, lehetőleg számokkal.\n\n## Miért nálunk?\n\nNézd meg a cég oldalát, értékeit és friss híreit. Ha a cég értékei közül egy-kettő a tiéd is, mondd el, hogyan jelent ez meg eddigi munkádban.\n\n## Milyen fizetést vársz?\n\nNézd meg előre a piaci béreket a fizetési oldalunkon, és mondj egy sávot, amelyet meg tudsz indokolni. A bruttó és a nettó összeget ne keverd.\n\n## És neked van kérdésed?\n\nMindig legyen! Kérdezz a csapatról, az első három hónap céljairól és arról, hogyan mérik a sikert.',
    },
    ro: {
      title: 'Interviul de angajare: cele mai frecvente 10 întrebări',
      excerpt: 'Ce răspunzi când ești întrebat despre punctele slabe? Am adunat răspunsurile.',
      body: 'Interviul de angajare este o conversație, nu un examen: și compania ți se prezintă ție, nu doar tu ei. Cine vine pregătit e mai liniștit și pune întrebări mai bune. Am adunat întrebările cele mai frecvente și ce urmăresc recrutorii în răspunsuri.\n\n## Spune-ne despre tine!\n\nNu îți reciti CV-ul. Spune în două-trei fraze de unde vii profesional, care e punctul tău forte și de ce te interesează postul.\n\n## Care este cel mai mare punct slab al tău?\n\nAlege un punct slab real, dar care nu ține de esența postului, și spune ce faci ca să îl depășești. „Îmi era greu să spun nu, acum lucrez cu un plan săptămânal” – e sincer și arată că evoluezi.\n\n## Dă-ne un exemplu de situație dificilă!\n\nPregătește exemple concrete din joburile anterioare. Metoda STAR funcționează bine:\n\n- situația în care te aflai,\n- sarcina pe care o aveai de rezolvat,\n- ce ai făcut tu personal,\n- și rezultatul, de preferat în cifre.\n\n## De ce la noi?\n\nUită-te pe pagina companiei, la valorile și știrile ei recente. Dacă una-două dintre valori sunt și ale tale, spune cum s-au văzut în munca ta de până acum.\n\n## Ce salariu aștepți?\n\nVerifică dinainte salariile de pe piață pe pagina noastră și spune un interval pe care îl poți argumenta. Nu amesteca brutul cu netul.\n\n## Tu ai întrebări?\n\nMereu să ai! Întreabă despre echipă, despre obiectivele primelor trei luni și despre cum se măsoară succesul.',
    },
    en: {
      title: 'Job interview: the 10 most common questions',
      excerpt: 'What to say when asked about your weaknesses? We collected the answers.',
      body: 'A job interview is a conversation, not an exam: the company introduces itself to you as much as you to it. If you come prepared you feel calmer and ask better questions. Here are the most common questions and what recruiters listen for.\n\n## Tell us about yourself\n\nThis is not a reading of your CV. In two or three sentences, say where you come from professionally, what you are good at and why this role interests you.\n\n## What is your biggest weakness?\n\nPick a real weakness that is not central to the job and say what you do about it. “I used to find it hard to say no; now I plan my week” is honest and shows you grow.\n\n## Give us an example of a difficult situation\n\nPrepare concrete stories from earlier jobs. The STAR method works well:\n\n- the situation you were in,\n- the task you had to solve,\n- what you did yourself,\n- and the result, ideally in numbers.\n\n## Why us?\n\nLook at the company’s page, its values and its recent news. If one or two of its values are yours too, say how they showed in your work so far.\n\n## What salary do you expect?\n\nCheck market pay on our salaries page beforehand and name a range you can justify. Do not mix up gross and net.\n\n## Do you have any questions?\n\nAlways! Ask about the team, the goals for the first three months and how success is measured.',
    },
  },
  {
    key: 'fizetesemeles',
    hu: {
      title: 'Mikor és hogyan kérj fizetésemelést?',
      excerpt: 'A jó időzítés és a felkészültség többet ér bármilyen trükknél.',
      body: 'Fizetésemelést kérni sokaknak kellemetlen, pedig a legtöbb vezető számít rá. A jó időzítés és a felkészültség többet ér bármilyen tárgyalási trükknél.\n\n## Mikor kérj?\n\nA legjobb alkalom egy sikeres projekt lezárása, egy új feladatkör átvétele vagy az éves teljesítményértékelés. Kerüld a cég nehéz időszakait, például egy leépítés hetét, és ne a folyosón, két megbeszélés között hozd szóba.\n\n## Hogyan készülj fel?\n\n### Gyűjtsd össze az eredményeidet\n\nÍrd le, mit tettél hozzá az elmúlt évben a csapat munkájához: milyen projekteket vittél, mennyi időt vagy pénzt spóroltál meg, milyen új feladatokat vállaltál.\n\n### Nézd meg a piaci béreket\n\nA fizetési oldalunkon kategóriánként és szintenként láthatod a hirdetett bruttó és nettó sávokat. Ebből kiderül, hol állsz a piachoz képest.\n\n## A beszélgetés\n\nKérj külön időpontot a vezetődtől, és mondj konkrét összeget vagy sávot. Indokold az eredményeiddel, ne a kiadásaiddal: a munkáltatót az érdekli, mit adsz a cégnek.\n\n## Ha nemet mondanak\n\nKérdezd meg, mi kellene ahhoz, hogy fél év múlva igen legyen a válasz, és ezt írásban is rögzítsétek. Ha más nem megy, tárgyalhatsz képzési keretről, rugalmasabb munkaidőről vagy több szabadságról is.',
    },
    ro: {
      title: 'Când și cum să ceri o mărire de salariu?',
      excerpt: 'Momentul potrivit și pregătirea contează mai mult decât orice truc.',
      body: 'Mulți se simt stânjeniți să ceară o mărire de salariu, deși majoritatea managerilor se așteaptă la asta. Momentul potrivit și pregătirea contează mai mult decât orice truc de negociere.\n\n## Când să ceri?\n\nCel mai bun moment este finalul unui proiect reușit, preluarea unor responsabilități noi sau evaluarea anuală. Evită perioadele grele ale companiei, de pildă săptămâna unei restructurări, și nu aduce vorba pe hol, între două ședințe.\n\n## Cum să te pregătești?\n\n### Adună-ți rezultatele\n\nNotează ce ai adus echipei în ultimul an: ce proiecte ai condus, cât timp sau câți bani ai economisit, ce sarcini noi ți-ai asumat.\n\n### Verifică salariile de pe piață\n\nPe pagina noastră de salarii vezi intervalele brute și nete anunțate, pe categorii și niveluri. Așa afli unde te situezi față de piață.\n\n## Discuția\n\nCere o întâlnire separată cu managerul și spune o sumă sau un interval concret. Argumentează cu rezultatele, nu cu cheltuielile tale: angajatorul vrea să știe ce aduci companiei.\n\n## Dacă răspunsul este nu\n\nÎntreabă ce ar trebui să se întâmple ca peste șase luni răspunsul să fie da și notați asta în scris. Dacă altceva nu se poate, poți negocia un buget de formare, program mai flexibil sau zile libere în plus.',
    },
    en: {
      title: 'When and how to ask for a raise',
      excerpt: 'Good timing and preparation beat any trick.',
      body: 'Many people find asking for a raise awkward, yet most managers expect it. Good timing and preparation beat any negotiating trick.\n\n## When to ask\n\nThe best moments are the end of a successful project, taking on a new area or the yearly review. Avoid the company’s hard times, such as the week of a restructuring, and do not bring it up in the corridor between two meetings.\n\n## How to prepare\n\n### Collect your results\n\nWrite down what you added to the team’s work in the past year: the projects you led, the time or money you saved, the new tasks you took on.\n\n### Check market pay\n\nOur salaries page shows the advertised gross and net ranges by category and level, so you can see where you stand against the market.\n\n## The conversation\n\nAsk your manager for a separate meeting and name a concrete figure or range. Argue from your results, not your expenses: the employer wants to know what you bring to the company.\n\n## If the answer is no\n\nAsk what would make the answer yes in six months and put it in writing. If nothing else is possible, you can negotiate a training budget, more flexible hours or extra days off.',
    },
  },
  {
    key: 'munkaltatoi-marka',
    hu: {
      title: 'Munkáltatói márka: miért éri meg befektetni?',
      excerpt: 'Alacsonyabb fluktuáció, olcsóbb toborzás – a számok magukért beszélnek.',
      body: 'A munkáltatói márka az, amit a jelöltek és a munkatársak gondolnak egy cégről mint munkahelyről. Akkor is létezik, ha senki nem foglalkozik vele – csak ilyenkor mások alakítják.\n\n## Miért éri meg?\n\nA nemzetközi felmérések szerint az erős munkáltatói márkával rendelkező cégeknél 28%-kal alacsonyabb a fluktuáció, és 46%-kal kevesebbe kerül egy új kolléga felvétele. A jelöltek 84%-a fontolóra venné a váltást egy jobb hírű munkáltatóért.\n\n## Mit jelent ez a gyakorlatban?\n\n### Őszinte céges oldal\n\nMutasd meg a valódi irodát, a csapatot és a mindennapokat. A stockfotók helyett a saját kollégák története hiteles.\n\n### Átlátható hirdetések\n\nA fizetési sáv, a munkavégzés helye és a feladatok pontos leírása időt spórol a jelölteknek és neked is: kevesebb, de jobb jelentkező érkezik.\n\n### Gyors visszajelzés\n\nA jelöltek a legtöbbet arra panaszkodnak, hogy nem kapnak választ. Egy rövid, udvarias elutasítás is jobb benyomást hagy a csendnél.\n\n## Hol kezdd?\n\nKérdezd meg a munkatársaidat, miért maradnak nálad, és miért mentek el azok, akik távoztak. A válaszokból kiderül, mit érdemes megmutatni és mit kell előbb megjavítani.',
    },
    ro: {
      title: 'Brandul de angajator: de ce merită investiția?',
      excerpt: 'Fluctuație mai mică, recrutare mai ieftină – cifrele vorbesc de la sine.',
      body: 'Brandul de angajator înseamnă ce cred candidații și angajații despre o companie ca loc de muncă. El există chiar dacă nimeni nu se ocupă de el – doar că atunci îl modelează alții.\n\n## De ce merită?\n\nPotrivit studiilor internaționale, companiile cu un brand de angajator puternic au o fluctuație cu 28% mai mică, iar o angajare costă cu 46% mai puțin. 84% dintre candidați s-ar gândi să plece la un angajator cu o reputație mai bună.\n\n## Ce înseamnă asta în practică?\n\n### O pagină de companie sinceră\n\nArată biroul real, echipa și viața de zi cu zi. În locul fotografiilor de stoc, poveștile colegilor sunt credibile.\n\n### Anunțuri transparente\n\nIntervalul salarial, locul de muncă și descrierea exactă a sarcinilor economisesc timp candidaților și ție: vin mai puțini candidați, dar mai potriviți.\n\n### Răspuns rapid\n\nCandidații se plâng cel mai des că nu primesc niciun răspuns. Și un refuz scurt și politicos lasă o impresie mai bună decât tăcerea.\n\n## De unde să începi?\n\nÎntreabă-ți colegii de ce rămân la tine și de ce au plecat cei care au plecat. Din răspunsuri afli ce merită arătat și ce trebuie mai întâi reparat.',
    },
    en: {
      title: 'Employer branding: why it pays off',
      excerpt: 'Lower turnover, cheaper hiring – the numbers speak for themselves.',
      body: 'Your employer brand is what candidates and employees think of your company as a place to work. It exists even if nobody looks after it – then others shape it for you.\n\n## Why it pays off\n\nInternational studies find that companies with a strong employer brand have 28% lower turnover and a 46% lower cost per hire. 84% of candidates would consider leaving for an employer with a better reputation.\n\n## What it means in practice\n\n### An honest company page\n\nShow the real office, the team and everyday life. Instead of stock photos, your colleagues’ own stories are what people believe.\n\n### Transparent job ads\n\nA pay range, the place of work and an exact list of tasks save candidates’ time and yours: fewer, but better applicants.\n\n### Quick replies\n\nWhat candidates complain about most is hearing nothing back. Even a short, polite rejection leaves a better impression than silence.\n\n## Where to start\n\nAsk your people why they stay, and ask those who left why they went. The answers tell you what to show and what to fix first.',
    },
  },
  {
    key: 'otthoni-munka',
    hu: {
      title: 'Home office: hogyan maradj hatékony otthonról?',
      excerpt: 'Napirend, munkasarok és határok – a távmunka alapszabályai.',
      body: 'A home office szabadságot ad, de fegyelmet is kér: ha nincs kijelölt munkaidő és munkahely, a munka könnyen szétfolyik az egész napra. Néhány egyszerű szabály segít, hogy otthonról is hatékony maradj.\n\n## Legyen állandó munkasarkod\n\nNem kell külön dolgozószoba, de legyen egy hely, ahol csak dolgozol. Jó szék, jó fény és egy külső monitor többet ér, mint gondolnád. Ha a nap végén becsukod a laptopot, a munkanap is véget ér.\n\n## Tartsd meg a napirendet\n\nKezdd és zárd a napot mindig ugyanakkor, és öltözz fel úgy, mintha bemennél az irodába. A reggeli rutin jelzi az agyadnak, hogy kezdődik a munka.\n\n### Szünetek\n\nÓránként állj fel öt percre, ebédelj az asztalodtól távol, és ha lehet, menj ki egy rövid sétára. A szünet nem időpazarlás, hanem a délutáni figyelem feltétele.\n\n## Kommunikálj tudatosan\n\n- Egyeztess a csapattal világos elérhetőségi időket.\n- A sürgős ügyekre használjatok külön csatornát.\n- Heti egyszer legyen kamerás, kötetlen beszélgetés is.\n\n## Ne szigetelődj el\n\nAz otthoni munka magányos lehet. Ha teheted, járj be néha az irodába, vagy dolgozz egy közösségi irodából, és tartsd a kapcsolatot a kollégáiddal a munkán kívüli témákban is.',
    },
    ro: {
      title: 'Munca de acasă: cum rămâi eficient?',
      excerpt: 'Rutină, colț de lucru și limite – regulile de bază ale muncii la distanță.',
      body: 'Munca de acasă îți dă libertate, dar cere și disciplină: fără un program și un loc de lucru stabilite, munca se întinde ușor pe toată ziua. Câteva reguli simple te ajută să rămâi eficient.\n\n## Amenajează-ți un colț de lucru fix\n\nNu ai nevoie de un birou separat, dar de un loc unde doar lucrezi. Un scaun bun, lumină bună și un monitor extern contează mai mult decât crezi. Când închizi laptopul seara, se încheie și ziua de muncă.\n\n## Păstrează o rutină\n\nÎncepe și încheie ziua la aceeași oră și îmbracă-te ca pentru birou. Rutina de dimineață îi spune creierului că începe munca.\n\n### Pauzele\n\nRidică-te cinci minute în fiecare oră, mănâncă departe de birou și, dacă poți, ieși la o plimbare scurtă. Pauza nu e timp pierdut, ci condiția atenției de după-amiază.\n\n## Comunică intenționat\n\n- Stabilește cu echipa intervale clare de disponibilitate.\n- Folosiți un canal separat pentru urgențe.\n- O dată pe săptămână, organizați și o discuție video informală.\n\n## Nu te izola\n\nMunca de acasă poate fi singuratică. Dacă poți, mergi din când în când la birou sau lucrează dintr-un spațiu de coworking și păstrează legătura cu colegii și despre altceva decât munca.',
    },
    en: {
      title: 'Working from home: how to stay productive',
      excerpt: 'Routine, a work corner and boundaries – the basics of remote work.',
      body: 'Working from home gives you freedom but asks for discipline: without set hours and a set place, work easily spreads over the whole day. A few simple rules keep you productive.\n\n## Keep a fixed work corner\n\nYou do not need a study, but you need a place where you only work. A good chair, good light and an external monitor matter more than you think. When you close the laptop in the evening, the working day ends.\n\n## Keep a routine\n\nStart and end the day at the same time and dress as if you were going to the office. A morning routine tells your brain that work is starting.\n\n### Breaks\n\nStand up for five minutes every hour, eat away from your desk and, if you can, go for a short walk. A break is not wasted time; it is what keeps you focused in the afternoon.\n\n## Communicate on purpose\n\n- Agree clear availability hours with your team.\n- Use a separate channel for urgent matters.\n- Once a week, have an informal video chat too.\n\n## Do not isolate yourself\n\nRemote work can be lonely. If you can, go to the office now and then or work from a coworking space, and keep in touch with colleagues about more than work.',
    },
  },
  {
    key: 'palyavaltas',
    hu: {
      title: 'Pályaváltás 30 felett: így vágj bele',
      excerpt: 'Soha nem késő új szakmát tanulni – tapasztalt váltók tanácsai.',
      body: 'Harminc, negyven vagy ötven évesen új szakmába kezdeni ijesztő, de egyre többen csinálják – és a munkáltatók is egyre nyitottabbak rá. A tapasztalt pályaváltók tanácsai szerint a siker kulcsa a tervezés.\n\n## Mérd fel, mit viszel magaddal\n\nTöbb átvihető készséged van, mint gondolnád: ügyfélkezelés, projektszervezés, csapatvezetés, tárgyalás. Írd össze őket, és keress példát mindegyikre a korábbi munkáidból.\n\n## Válassz irányt, és próbáld ki\n\nMielőtt felmondasz, beszélgess olyanokkal, akik már abban a szakmában dolgoznak. Egy hétvégi tanfolyam vagy egy kis önkéntes projekt megmutatja, tényleg neked való-e.\n\n### Képzés\n\nNem mindig kell új diploma. Sok területen – például az informatikában, a marketingben vagy a logisztikában – néhány hónapos gyakorlati képzés és egy jó portfólió is elég a kezdéshez.\n\n## Számolj a pénzzel\n\nAz első években valószínűleg kevesebbet keresel, mint a régi szakmádban. Legyen félretett tartalékod legalább hat hónapra.\n\n## Keress támogató csapatot\n\nJunior vagy gyakornoki pozícióban a legfontosabb a mentor és a türelmes kollégák. Az interjún kérdezz rá, hogyan vezetik be az új munkatársakat – és mondd el bátran, miért váltasz: a motiváció sokat nyom a latban.',
    },
    ro: {
      title: 'Reconversie profesională după 30 de ani',
      excerpt:
        'Nu e niciodată prea târziu să înveți o meserie nouă – sfaturi de la cei care au reușit.',
      body: 'Să începi o meserie nouă la 30, 40 sau 50 de ani sună înfricoșător, dar tot mai mulți o fac – iar angajatorii sunt tot mai deschiși. Potrivit celor care au reușit, cheia este planificarea.\n\n## Vezi ce iei cu tine\n\nAi mai multe abilități transferabile decât crezi: relația cu clienții, organizarea proiectelor, coordonarea echipei, negocierea. Notează-le și găsește câte un exemplu pentru fiecare din joburile anterioare.\n\n## Alege o direcție și testeaz-o\n\nÎnainte să îți dai demisia, vorbește cu oameni care lucrează deja în domeniu. Un curs de weekend sau un mic proiect de voluntariat îți arată dacă ți se potrivește cu adevărat.\n\n### Formarea\n\nNu ai mereu nevoie de o diplomă nouă. În multe domenii – IT, marketing sau logistică – un curs practic de câteva luni și un portofoliu bun sunt suficiente pentru început.\n\n## Fă-ți calculele\n\nÎn primii ani vei câștiga probabil mai puțin decât în vechea meserie. Pune deoparte o rezervă pentru cel puțin șase luni.\n\n## Caută o echipă care te sprijină\n\nPe un post de junior sau de stagiar, cel mai important este mentorul și colegii răbdători. La interviu întreabă cum sunt integrați colegii noi – și spune deschis de ce te reorientezi: motivația cântărește mult.',
    },
    en: {
      title: 'Changing careers after 30',
      excerpt: 'It is never too late to learn a new trade – advice from those who did it.',
      body: 'Starting a new trade at 30, 40 or 50 sounds daunting, but more and more people do it – and employers are more and more open to it. Those who made the switch say the key is planning.\n\n## Take stock of what you bring\n\nYou have more transferable skills than you think: handling clients, organising projects, leading a team, negotiating. Write them down and find an example of each from earlier jobs.\n\n## Pick a direction and test it\n\nBefore you resign, talk to people who already work in the field. A weekend course or a small volunteer project shows whether it really suits you.\n\n### Training\n\nYou do not always need a new degree. In many fields – IT, marketing or logistics – a few months of hands-on training and a good portfolio are enough to start.\n\n## Do the maths\n\nIn the first years you will probably earn less than in your old trade. Keep savings for at least six months.\n\n## Look for a supportive team\n\nIn a junior role or an internship, a mentor and patient colleagues matter most. At the interview, ask how new people are brought up to speed – and say openly why you are switching: motivation counts for a lot.',
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
