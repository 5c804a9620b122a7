import { areaMessages } from '../i18n/areaMessages';

/** The job-alert, newsletter and unsubscribe screens' messages; ids start with "alerts.". */
export const alertsMessages = areaMessages({
  en: {
    'alerts.title': 'Job alerts by email',
    'alerts.description':
      'Choose job categories and get the new jobs by email, daily or weekly. Free, and you can unsubscribe with one click.',
    'alerts.heading': 'New jobs in your inbox',
    'alerts.intro':
      'Choose the categories you are interested in and how often you want to hear from us. We first send a confirmation link; the alerts start once you open it.',
    'alerts.email': 'Email address',
    'alerts.emailOfAccount': 'We send the alerts to the email address of your account.',
    'alerts.categories': 'Categories',
    'alerts.frequency': 'How often',
    'alerts.daily': 'Daily',
    'alerts.weekly': 'Weekly',
    'alerts.submit': 'Subscribe',
    'alerts.categoriesUnavailable':
      'The categories cannot be loaded right now. Try again a little later.',
    'alerts.sent':
      'Check your inbox: open the link in our email to confirm. Nothing is sent before you confirm.',
    'alerts.botCheckNote': 'Sending runs a short automatic bot check in your browser.',
    'alerts.botChecking': 'Bot check in progress…',
    'alerts.sending': 'Sending…',
    'alerts.botCheckFailed': 'The bot check did not succeed. Please try again.',
    'alerts.sendFailed': 'Something went wrong. Try again a little later.',
    'alerts.confirmTitle': 'Confirm your job alert',
    'alerts.confirmDescription': 'Confirmation of a job alert subscription.',
    'alerts.confirming': 'Confirming your subscription…',
    'alerts.confirmed':
      'Your job alert is confirmed. We will email you the new jobs of the chosen categories.',
    'alerts.confirmFailed': 'This confirmation link is invalid or has already been used.',
    'alerts.missingToken': 'Open this page with the link from our email.',
    'alerts.unsubscribeTitle': 'Unsubscribe',
    'alerts.unsubscribeDescription': 'Unsubscribe from job alerts and newsletters.',
    'alerts.unsubscribing': 'Unsubscribing…',
    'alerts.unsubscribedAlert':
      'You have unsubscribed from this job alert. We will not send it again.',
    'alerts.unsubscribedNewsletter':
      'You have unsubscribed from this newsletter. We will not send it again.',
    'alerts.unsubscribeFailed': 'This unsubscribe link is invalid or has already been used.',
    'alerts.newAlertLink': 'Set up a new job alert',
    'alerts.newsletterTitle': 'Newsletters',
    'alerts.newsletterDescription':
      'Subscribe to the allas newsletters: IT jobs, office jobs and the list of lovable workplaces.',
    'alerts.newsletterHeading': 'Subscribe to our newsletters',
    'alerts.newsletterIntro':
      'Pick one or more newsletters. We first send a confirmation link for each; they start once you open it.',
    'alerts.newsletters': 'Newsletters',
    'alerts.newsletter.itJobs': 'IT jobs',
    'alerts.newsletter.officeJobs': 'Office jobs',
    'alerts.newsletter.lovableWorkplaces': 'Lovable workplaces list',
    'alerts.newsletterConfirmTitle': 'Confirm your newsletter subscription',
    'alerts.newsletterConfirmDescription': 'Confirmation of a newsletter subscription.',
    'alerts.newsletterConfirmed': 'Your newsletter subscription is confirmed.',
  },
  hu: {
    'alerts.title': 'Állásértesítő e-mailben',
    'alerts.description':
      'Válaszd ki a kategóriákat, és megküldjük az új állásokat e-mailben, naponta vagy hetente. Ingyenes, egy kattintással leiratkozhatsz.',
    'alerts.heading': 'Új állások a postafiókodban',
    'alerts.intro':
      'Válaszd ki, mely kategóriák érdekelnek, és milyen gyakran írjunk. Először egy megerősítő linket küldünk; az értesítő akkor indul, amikor megnyitod.',
    'alerts.email': 'E-mail cím',
    'alerts.emailOfAccount': 'Az értesítőt a fiókodhoz tartozó e-mail címre küldjük.',
    'alerts.categories': 'Kategóriák',
    'alerts.frequency': 'Milyen gyakran?',
    'alerts.daily': 'Naponta',
    'alerts.weekly': 'Hetente',
    'alerts.submit': 'Feliratkozom',
    'alerts.categoriesUnavailable':
      'A kategóriák most nem tölthetők be. Próbáld újra egy kicsit később.',
    'alerts.sent':
      'Nézd meg a postafiókodat: a megerősítéshez nyisd meg a levelünkben lévő linket. Megerősítés előtt semmit sem küldünk.',
    'alerts.botCheckNote': 'Küldéskor a böngésződ egy rövid, automatikus robotszűrést futtat.',
    'alerts.botChecking': 'Robotszűrés folyamatban…',
    'alerts.sending': 'Küldés…',
    'alerts.botCheckFailed': 'A robotszűrés nem sikerült. Kérjük, próbáld újra.',
    'alerts.sendFailed': 'Valami hiba történt. Próbáld újra egy kicsit később.',
    'alerts.confirmTitle': 'Állásértesítő megerősítése',
    'alerts.confirmDescription': 'Állásértesítő-feliratkozás megerősítése.',
    'alerts.confirming': 'Feliratkozásod megerősítése…',
    'alerts.confirmed':
      'Állásértesítődet megerősítetted. Elküldjük e-mailben a választott kategóriák új állásait.',
    'alerts.confirmFailed': 'Ez a megerősítő link érvénytelen, vagy már felhasználták.',
    'alerts.missingToken': 'Ezt az oldalt a levelünkben kapott linkkel nyisd meg.',
    'alerts.unsubscribeTitle': 'Leiratkozás',
    'alerts.unsubscribeDescription': 'Leiratkozás az állásértesítőkről és a hírlevelekről.',
    'alerts.unsubscribing': 'Leiratkozás folyamatban…',
    'alerts.unsubscribedAlert': 'Leiratkoztál erről az állásértesítőről. Többé nem küldjük.',
    'alerts.unsubscribedNewsletter': 'Leiratkoztál erről a hírlevélről. Többé nem küldjük.',
    'alerts.unsubscribeFailed': 'Ez a leiratkozó link érvénytelen, vagy már felhasználták.',
    'alerts.newAlertLink': 'Új állásértesítő beállítása',
    'alerts.newsletterTitle': 'Hírlevelek',
    'alerts.newsletterDescription':
      'Iratkozz fel az allas hírleveleire: IT-állások, irodai állások és a szerethető munkahelyek listája.',
    'alerts.newsletterHeading': 'Iratkozz fel hírleveleinkre',
    'alerts.newsletterIntro':
      'Válassz egy vagy több hírlevelet. Mindegyikhez először megerősítő linket küldünk; akkor indulnak, amikor megnyitod.',
    'alerts.newsletters': 'Hírlevelek',
    'alerts.newsletter.itJobs': 'IT-állások',
    'alerts.newsletter.officeJobs': 'Irodai állások',
    'alerts.newsletter.lovableWorkplaces': 'Szerethető munkahelyek listája',
    'alerts.newsletterConfirmTitle': 'Hírlevél-feliratkozás megerősítése',
    'alerts.newsletterConfirmDescription': 'Hírlevél-feliratkozás megerősítése.',
    'alerts.newsletterConfirmed': 'Hírlevél-feliratkozásodat megerősítetted.',
  },
  ro: {
    'alerts.title': 'Alerte de joburi pe e-mail',
    'alerts.description':
      'Alege categoriile și primești joburile noi pe e-mail, zilnic sau săptămânal. Gratuit, te poți dezabona cu un clic.',
    'alerts.heading': 'Joburi noi în căsuța ta de e-mail',
    'alerts.intro':
      'Alege categoriile care te interesează și cât de des să îți scriem. Mai întâi trimitem un link de confirmare; alertele pornesc după ce îl deschizi.',
    'alerts.email': 'Adresă de e-mail',
    'alerts.emailOfAccount': 'Trimitem alertele la adresa de e-mail a contului tău.',
    'alerts.categories': 'Categorii',
    'alerts.frequency': 'Cât de des',
    'alerts.daily': 'Zilnic',
    'alerts.weekly': 'Săptămânal',
    'alerts.submit': 'Mă abonez',
    'alerts.categoriesUnavailable':
      'Categoriile nu pot fi încărcate acum. Încearcă din nou puțin mai târziu.',
    'alerts.sent':
      'Verifică-ți căsuța de e-mail: deschide linkul din mesajul nostru pentru confirmare. Nu trimitem nimic înainte de confirmare.',
    'alerts.botCheckNote':
      'La trimitere, browserul tău rulează o scurtă verificare automată anti-bot.',
    'alerts.botChecking': 'Verificare anti-bot în curs…',
    'alerts.sending': 'Se trimite…',
    'alerts.botCheckFailed': 'Verificarea anti-bot nu a reușit. Te rugăm să încerci din nou.',
    'alerts.sendFailed': 'Ceva nu a funcționat. Încearcă din nou puțin mai târziu.',
    'alerts.confirmTitle': 'Confirmă alerta de joburi',
    'alerts.confirmDescription': 'Confirmarea abonării la o alertă de joburi.',
    'alerts.confirming': 'Se confirmă abonarea…',
    'alerts.confirmed':
      'Alerta ta de joburi este confirmată. Îți trimitem pe e-mail joburile noi din categoriile alese.',
    'alerts.confirmFailed': 'Acest link de confirmare nu este valid sau a fost deja folosit.',
    'alerts.missingToken': 'Deschide această pagină cu linkul din e-mailul nostru.',
    'alerts.unsubscribeTitle': 'Dezabonare',
    'alerts.unsubscribeDescription': 'Dezabonare de la alertele de joburi și newslettere.',
    'alerts.unsubscribing': 'Se face dezabonarea…',
    'alerts.unsubscribedAlert':
      'Te-ai dezabonat de la această alertă de joburi. Nu o mai trimitem.',
    'alerts.unsubscribedNewsletter': 'Te-ai dezabonat de la acest newsletter. Nu îl mai trimitem.',
    'alerts.unsubscribeFailed': 'Acest link de dezabonare nu este valid sau a fost deja folosit.',
    'alerts.newAlertLink': 'Configurează o alertă nouă',
    'alerts.newsletterTitle': 'Newslettere',
    'alerts.newsletterDescription':
      'Abonează-te la newsletterele allas: joburi IT, joburi de birou și lista locurilor de muncă îndrăgite.',
    'alerts.newsletterHeading': 'Abonează-te la newsletterele noastre',
    'alerts.newsletterIntro':
      'Alege unul sau mai multe newslettere. Pentru fiecare trimitem mai întâi un link de confirmare; pornesc după ce îl deschizi.',
    'alerts.newsletters': 'Newslettere',
    'alerts.newsletter.itJobs': 'Joburi IT',
    'alerts.newsletter.officeJobs': 'Joburi de birou',
    'alerts.newsletter.lovableWorkplaces': 'Lista locurilor de muncă îndrăgite',
    'alerts.newsletterConfirmTitle': 'Confirmă abonarea la newsletter',
    'alerts.newsletterConfirmDescription': 'Confirmarea abonării la un newsletter.',
    'alerts.newsletterConfirmed': 'Abonarea ta la newsletter este confirmată.',
  },
});
