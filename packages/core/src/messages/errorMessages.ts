import type { LocalizedText } from './localizedText';

/**
 * User-facing error texts (spec §8) and the technical messages the sites show. Placeholders are
 * ICU-style `{name}`, filled by formatMessage.
 */
export const errorMessages = {
  'error.generic': {
    en: 'Something went wrong.',
    hu: 'Valami hiba történt.',
    ro: 'A apărut o eroare.',
  },
  'error.genericTryLater': {
    en: 'Something went wrong. Try again a little later.',
    hu: 'Valami hiba történt. Próbáld újra egy kicsit később!',
    ro: 'A apărut o eroare. Încearcă din nou puțin mai târziu.',
  },
  'error.unauthorized': {
    en: 'Unauthorized access!',
    hu: 'Jogosulatlan hozzáférés!',
    ro: 'Acces neautorizat!',
  },
  'error.pageNotFound': {
    en: 'Page not found: {path}',
    hu: 'Az oldal nem található: {path}',
    ro: 'Pagina nu a fost găsită: {path}',
  },
  'error.forbidden': {
    en: 'You are not allowed to do this.',
    hu: 'Ehhez nincs jogosultságod.',
    ro: 'Nu ai dreptul să faci asta.',
  },
  'error.notFound': {
    en: 'Not found.',
    hu: 'Nem található.',
    ro: 'Nu a fost găsit.',
  },
  'error.methodNotAllowed': {
    en: 'This method is not allowed here.',
    hu: 'Ez a művelet itt nem engedélyezett.',
    ro: 'Această metodă nu este permisă aici.',
  },
  'error.sessionExpired': {
    en: 'Your session has expired. Reload the page and try again.',
    hu: 'A munkamenet lejárt. Töltsd újra az oldalt, és próbáld újra!',
    ro: 'Sesiunea a expirat. Reîncarcă pagina și încearcă din nou.',
  },
  'error.rateLimited': {
    en: 'Too many attempts. Try again in {seconds} seconds.',
    hu: 'Túl sok próbálkozás. Próbáld újra {seconds} másodperc múlva!',
    // Romanian needs "de" before counts from 20; the unit symbol reads right for every count.
    ro: 'Prea multe încercări. Încearcă din nou peste {seconds} s.',
  },
  'error.malformedAddress': {
    en: 'This address is malformed. Check the link, or start again from the home page.',
    hu: 'Ez a cím hibás. Ellenőrizd a linket, vagy kezdd újra a kezdőlapról!',
    ro: 'Această adresă este greșită. Verifică linkul sau pornește din nou de pe pagina principală.',
  },
  'error.malformedJson': {
    en: 'The request body is not valid JSON.',
    hu: 'A kérés törzse nem érvényes JSON.',
    ro: 'Corpul cererii nu este JSON valid.',
  },
  'error.jsonTooDeep': {
    en: 'The request body is nested too deeply (at most {limit} levels).',
    hu: 'A kérés törzse túl mélyen egymásba ágyazott (legfeljebb {limit} szint).',
    ro: 'Corpul cererii este imbricat prea adânc (cel mult {limit} niveluri).',
  },
  'error.payloadTooLarge': {
    en: 'The request is too large (at most {limit}).',
    hu: 'A kérés túl nagy (legfeljebb {limit}).',
    ro: 'Cererea este prea mare (cel mult {limit}).',
  },
  'error.unsupportedMediaType': {
    en: 'Unsupported content type: {type}.',
    hu: 'Nem támogatott tartalomtípus: {type}.',
    ro: 'Tip de conținut neacceptat: {type}.',
  },
  'error.validation': {
    en: 'Some fields are not valid. Correct them and try again.',
    hu: 'Néhány mező hibás. Javítsd őket, és próbáld újra!',
    ro: 'Unele câmpuri nu sunt valide. Corectează-le și încearcă din nou.',
  },
  'employer.companyTaken': {
    en: 'This company is already registered. Ask a colleague who manages its account to invite you.',
    hu: 'Ez a cég már regisztrált. Kérd meg a fiókot kezelő kollégádat, hogy hívjon meg!',
    ro: 'Această companie este deja înregistrată. Roagă un coleg care administrează contul să te invite.',
  },
  'employer.publish.aboutRequired': {
    en: "To publish the page, write the About us text in the site's language.",
    hu: 'A közzétételhez írd meg a Rólunk szöveget az oldal nyelvén!',
    ro: 'Pentru publicare, scrie textul Despre noi în limba site-ului.',
  },
  'employer.publish.officeRequired': {
    en: 'To publish the page, add at least one office.',
    hu: 'A közzétételhez adj meg legalább egy irodát!',
    ro: 'Pentru publicare, adaugă cel puțin un birou.',
  },
  'employer.ownerOnly': {
    en: 'Only the owner of the company account can do this.',
    hu: 'Ezt csak a céges fiók tulajdonosa teheti meg.',
    ro: 'Doar proprietarul contului companiei poate face acest lucru.',
  },
  'employer.team.alreadyMember': {
    en: 'This person is already a colleague in your company account.',
    hu: 'Ez a személy már a céges fiókotok tagja.',
    ro: 'Această persoană este deja colegă în contul companiei voastre.',
  },
  'employer.team.emailTaken': {
    en: 'This email address already has an allas account (a job seeker’s or another company’s), so it cannot be invited. Ask your colleague for another address.',
    hu: 'Ehhez az e-mail-címhez már tartozik allas-fiók (álláskeresőé vagy egy másik cégé), ezért nem hívható meg. Kérj egy másik címet a kollégádtól!',
    ro: 'Această adresă de e-mail are deja un cont allas (al unui candidat sau al altei companii), așa că nu poate fi invitată. Cere-i colegului tău o altă adresă.',
  },
  'employer.team.invitationInvalid': {
    en: 'This invitation link is invalid, has already been used or has expired. Ask your colleague to invite you again.',
    hu: 'Ez a meghívó link érvénytelen, már felhasználták, vagy lejárt. Kérd meg a kollégádat, hogy hívjon meg újra!',
    ro: 'Acest link de invitație nu este valid, a fost deja folosit sau a expirat. Roagă-ți colegul să te invite din nou.',
  },
  'employer.team.removeSelf': {
    en: 'The owner of the company account cannot remove themselves.',
    hu: 'A céges fiók tulajdonosa nem távolíthatja el saját magát.',
    ro: 'Proprietarul contului companiei nu se poate elimina pe sine.',
  },
  'employer.noCredits': {
    en: 'Your free ad is used and you have no ad credits left. Order an ad package to publish this ad.',
    hu: 'Az ingyenes hirdetésedet már felhasználtad, és nincs több hirdetési kredited. A hirdetés közzétételéhez rendelj hirdetési csomagot!',
    ro: 'Ai folosit deja anunțul gratuit și nu mai ai credite de anunț. Comandă un pachet de anunțuri pentru a publica acest anunț.',
  },
  'employer.jobAd.wrongStatus': {
    en: 'This step is not possible in the current status of the ad.',
    hu: 'A hirdetés jelenlegi állapotában ez a lépés nem lehetséges.',
    ro: 'Acest pas nu este posibil în starea actuală a anunțului.',
  },
  'employer.jobAd.expired': {
    en: 'This ad has expired: duplicate it to publish it again.',
    hu: 'Ez a hirdetés lejárt: másold le, és tedd közzé újra!',
    ro: 'Acest anunț a expirat: duplică-l pentru a-l publica din nou.',
  },
  'employer.application.wrongStatus': {
    en: 'This application cannot be moved to that status: reload it to see where it stands.',
    hu: 'Ez a jelentkezés nem tehető ebbe az állapotba: töltsd be újra, hogy lásd, hol tart.',
    ro: 'Această aplicare nu poate fi mutată în starea aleasă: reîncarc-o ca să vezi unde a ajuns.',
  },
  'employer.talentPool.packageRequired': {
    en: 'The talent pool is open to companies with an active ad package: order one to search it.',
    hu: 'A tehetségbázist az aktív hirdetési csomaggal rendelkező cégek érik el: rendelj csomagot a kereséshez!',
    ro: 'Baza de talente este deschisă companiilor cu un pachet de anunțuri activ: comandă unul ca să cauți în ea.',
  },
  'employer.talentPool.alreadyAsked': {
    en: 'Your company has already asked this person to get in touch.',
    hu: 'A céged már kérte, hogy ez a jelölt felvegye veletek a kapcsolatot.',
    ro: 'Compania ta i-a cerut deja acestei persoane să ia legătura cu voi.',
  },
  'talentPool.alreadyAnswered': {
    en: 'You have already answered this request.',
    hu: 'Erre a megkeresésre már válaszoltál.',
    ro: 'Ai răspuns deja la această cerere.',
  },
  'employer.package.unknown': {
    en: 'There is no such ad package.',
    hu: 'Nincs ilyen hirdetési csomag.',
    ro: 'Nu există un astfel de pachet de anunțuri.',
  },
  'auth.emailTaken': {
    en: 'This email address is already registered.',
    hu: 'Ezzel az e-mail-címmel már regisztráltak.',
    ro: 'Această adresă de e-mail este deja înregistrată.',
  },
  'auth.resetTokenInvalid': {
    en: 'This password reset link is invalid or has expired.',
    hu: 'A jelszó-visszaállító link érvénytelen vagy lejárt.',
    ro: 'Linkul de resetare a parolei nu este valid sau a expirat.',
  },
  'auth.currentPasswordWrong': {
    en: 'The current password is wrong.',
    hu: 'A jelenlegi jelszó hibás.',
    ro: 'Parola actuală este greșită.',
  },
  'auth.captchaFailed': {
    en: 'We could not verify that you are not a robot. Try again.',
    hu: 'Nem sikerült ellenőrizni, hogy nem vagy robot. Próbáld újra!',
    ro: 'Nu am putut verifica faptul că nu ești robot. Încearcă din nou.',
  },
  'auth.wrongUserType.candidate': {
    en: 'Please log in to your job seeker profile!',
    hu: 'Kérjük, az álláskeresői profilodba jelentkezz be!',
    ro: 'Te rugăm să te autentifici în profilul tău de candidat!',
  },
  'auth.wrongUserType.employer': {
    en: 'Please log in to your company profile!',
    hu: 'Kérjük, a céges profilodba jelentkezz be!',
    ro: 'Te rugăm să te autentifici în profilul companiei!',
  },
  'auth.badCredentials': {
    en: 'Authentication failed! Possibly wrong password!',
    hu: 'Sikertelen azonosítás! Hibás email-jelszó páros!',
    ro: 'Autentificare eșuată! Probabil parola este greșită!',
  },
  'auth.socialAccount': {
    en: 'You have registered this email address with a social account!',
    hu: 'Ezzel az e-mail-címmel közösségi fiókkal regisztráltál!',
    ro: 'Te-ai înregistrat cu această adresă de e-mail printr-un cont de rețea socială!',
  },
  'social.accountExists': {
    en: 'An account already exists with this email address. Sign in with its password first, then link this provider on your profile.',
    hu: 'Ezzel az e-mail-címmel már van fiók. Előbb jelentkezz be a jelszavaddal, aztán a profilodban kapcsold hozzá ezt a szolgáltatót.',
    ro: 'Există deja un cont cu această adresă de e-mail. Autentifică-te mai întâi cu parola, apoi conectează acest furnizor din profilul tău.',
  },
  'social.registrationExpired': {
    en: 'This social registration has expired. Please sign in with the provider again.',
    hu: 'Ez a közösségi regisztráció lejárt. Kérjük, jelentkezz be újra a szolgáltatóval.',
    ro: 'Această înregistrare socială a expirat. Te rugăm să te autentifici din nou cu furnizorul.',
  },
  'social.lastSignInMethod': {
    en: 'This is your only way to sign in. Set a password or link another account before unlinking it.',
    hu: 'Ez az egyetlen bejelentkezési módod. Mielőtt leválasztod, állíts be jelszót, vagy kapcsolj hozzá másik fiókot.',
    ro: 'Aceasta este singura ta modalitate de autentificare. Setează o parolă sau conectează alt cont înainte de a o deconecta.',
  },
  'auth.userNotFound': {
    en: "We can't find a user with that email address.",
    hu: 'Ezzel az e-mail-címmel nem találunk felhasználót.',
    ro: 'Nu găsim niciun utilizator cu această adresă de e-mail.',
  },
  'auth.passwordResetSent': {
    en: 'If an account exists with this email address, we have sent it a link to reset the password.',
    hu: 'Ha létezik fiók ezzel az e-mail-címmel, elküldtük rá a jelszó visszaállításához szükséges linket.',
    ro: 'Dacă există un cont cu această adresă de e-mail, i-am trimis un link pentru resetarea parolei.',
  },
  'auth.notAuthenticated': {
    en: 'Not authenticated user',
    hu: 'Nem bejelentkezett felhasználó',
    ro: 'Utilizator neautentificat',
  },
  'auth.xsrfMissing': {
    en: 'The security token could not be obtained. Reload the page and try again.',
    hu: 'Nem sikerült lekérni a biztonsági tokent. Töltsd újra az oldalt, és próbáld újra!',
    ro: 'Tokenul de securitate nu a putut fi obținut. Reîncarcă pagina și încearcă din nou.',
  },
  'voting.unavailable': {
    en: 'Voting unavailable right now.',
    hu: 'A szavazás jelenleg nem elérhető.',
    ro: 'Votarea nu este disponibilă momentan.',
  },
  'voting.noVotesLeft': {
    en: 'No votes left this week.',
    hu: 'Ezen a héten már nincs több szavazatod.',
    ro: 'Nu mai ai voturi săptămâna aceasta.',
  },
  'voting.companyAlreadyRated': {
    en: 'Cannot rate this company again this week.',
    hu: 'Ezt a céget ezen a héten már nem értékelheted újra.',
    ro: 'Nu poți evalua din nou această companie săptămâna aceasta.',
  },
  'voting.alreadyVoted': {
    en: 'You have already voted.',
    hu: 'Már szavaztál.',
    ro: 'Ai votat deja.',
  },
  'voting.allRated': {
    en: 'You have rated every nominee.',
    hu: 'Már minden jelöltet értékeltél.',
    ro: 'Ai evaluat deja toate companiile nominalizate.',
  },
  'voting.employerCannotVote': {
    en: 'Company accounts cannot vote. Log in to your job seeker profile to vote.',
    hu: 'Céges fiókkal nem lehet szavazni. A szavazáshoz lépj be az álláskereső profilodba!',
    ro: 'Conturile de companie nu pot vota. Pentru a vota, intră în profilul tău de candidat.',
  },
  'voting.emailNotVerified': {
    en: 'Confirm your email address to vote.',
    hu: 'A szavazáshoz erősítsd meg az e-mail-címedet.',
    ro: 'Pentru a vota, confirmă adresa de e-mail.',
  },
  'voting.rulesNotAccepted': {
    en: 'Accept the prize game rules to vote.',
    hu: 'A szavazáshoz fogadd el a nyereményjáték szabályzatát!',
    ro: 'Pentru a vota, acceptă regulamentul jocului cu premii.',
  },
  'voting.notNominee': {
    en: 'This company is not a nominee of the award.',
    hu: 'Ez a cég nem jelöltje a díjnak.',
    ro: 'Această companie nu este nominalizată la premiu.',
  },
  'voting.resultsNotPublished': {
    en: 'The results of this campaign are not published yet.',
    hu: 'A kampány eredményei még nem nyilvánosak.',
    ro: 'Rezultatele acestei campanii nu sunt încă publicate.',
  },
  'voting.photos.tooMany': {
    en: 'You can attach at most {maximum} photos to a company.',
    hu: 'Egy céghez legfeljebb {maximum} fotót csatolhatsz.',
    ro: 'Poți atașa cel mult {maximum} fotografii unei companii.',
  },
  'voting.photos.notPending': {
    en: 'This photo has already been approved and can no longer be deleted.',
    hu: 'Ezt a fotót már jóváhagyták, ezért nem törölhető.',
    ro: 'Această fotografie a fost deja aprobată și nu mai poate fi ștearsă.',
  },
  'voting.confirmLinkInvalid': {
    en: 'This confirmation link is invalid or has already been used.',
    hu: 'Ez a megerősítő link érvénytelen, vagy már felhasználták.',
    ro: 'Acest link de confirmare este invalid sau a fost deja folosit.',
  },
  'job.expired': {
    en: 'Ad already expired',
    hu: 'A hirdetés már lejárt',
    ro: 'Anunțul a expirat deja',
  },
  'application.alreadyApplied': {
    en: 'Already applied to this job',
    hu: 'Erre az állásra már jelentkeztél',
    ro: 'Ai aplicat deja la acest job',
  },
  'share.unknownNetwork': {
    en: 'Network {name} does not exist',
    hu: 'A(z) {name} hálózat nem létezik',
    ro: 'Rețeaua {name} nu există',
  },
  'http.network': {
    en: 'Network Error',
    hu: 'Hálózati hiba',
    ro: 'Eroare de rețea',
  },
  'http.timeout': {
    en: 'The request timed out.',
    hu: 'A kérés túllépte az időkorlátot.',
    ro: 'Cererea a depășit timpul de așteptare.',
  },
  'http.aborted': {
    en: 'Request aborted',
    hu: 'A kérés megszakadt',
    ro: 'Cererea a fost anulată',
  },
  'http.status': {
    en: 'Request failed with status code {status}',
    hu: 'A kérés sikertelen, állapotkód: {status}',
    ro: 'Cererea a eșuat cu codul de stare {status}',
  },
} as const satisfies Record<string, LocalizedText>;
