import type { LocalizedText } from './localizedText';

/**
 * Form validation texts (spec §5). English and Hungarian are the spec's own words where it gives them
 * (only "Residece" is corrected); the rest is written for the product.
 */
export const validationMessages = {
  'validation.required': {
    en: 'Required field!',
    hu: 'Kötelező mező!',
    ro: 'Câmp obligatoriu!',
  },
  'validation.name.required': {
    en: 'The name field is required.',
    hu: 'A név megadása kötelező.',
    ro: 'Numele este obligatoriu.',
  },
  'validation.lastName.required': {
    en: 'The Lastname field is required.',
    hu: 'A vezetéknév megadása kötelező.',
    ro: 'Numele de familie este obligatoriu.',
  },
  'validation.firstName.required': {
    en: 'The Firstname field is required.',
    hu: 'A keresztnév megadása kötelező.',
    ro: 'Prenumele este obligatoriu.',
  },
  'validation.taxNumber.required': {
    en: 'The tax number is required.',
    hu: 'Az adószám megadása kötelező.',
    ro: 'Codul fiscal (CUI) este obligatoriu.',
  },
  'validation.taxNumber.invalid': {
    en: 'This tax number is not valid: check its digits.',
    hu: 'Az adószám érvénytelen: ellenőrizd a számjegyeit (pl. 12345676-2-41).',
    ro: 'Codul fiscal nu este valid: verificați cifrele (de ex. RO14399840).',
  },
  'validation.email.required': {
    en: 'The Email field is required.',
    hu: 'Az e-mail-cím megadása kötelező.',
    ro: 'Adresa de e-mail este obligatorie.',
  },
  'validation.email.invalid': {
    en: 'Invalid email address.',
    hu: 'Helyes e-mail címet adj meg!',
    ro: 'Adresa de e-mail nu este validă.',
  },
  'validation.password.required': {
    en: 'The Password field is required.',
    hu: 'A jelszó megadása kötelező.',
    ro: 'Parola este obligatorie.',
  },
  'validation.password.invalid': {
    en: 'Invalid password.',
    hu: 'Érvénytelen jelszó.',
    ro: 'Parola nu este validă.',
  },
  'validation.password.tooShort': {
    en: 'Password is too short.',
    hu: 'A jelszó túl rövid.',
    ro: 'Parola este prea scurtă.',
  },
  'validation.password.tooLong': {
    en: 'Password is too long.',
    hu: 'A jelszó túl hosszú.',
    ro: 'Parola este prea lungă.',
  },
  'validation.password.blank': {
    en: 'The password cannot consist of spaces only.',
    hu: 'A jelszó nem állhat csak szóközökből.',
    ro: 'Parola nu poate conține doar spații.',
  },
  'validation.password.pattern': {
    en: 'This password is a simple pattern (such as aaaaaaaa or 12345678) and is easy to guess. Choose another one.',
    hu: 'Ez a jelszó egyszerű minta (például aaaaaaaa vagy 12345678), könnyen kitalálható. Válassz egy másikat.',
    ro: 'Această parolă este un tipar simplu (de exemplu aaaaaaaa sau 12345678) și este ușor de ghicit. Alege alta.',
  },
  'validation.password.personal': {
    en: 'The password must not be your name or email address.',
    hu: 'A jelszó nem lehet a neved vagy az e-mail-címed.',
    ro: 'Parola nu poate fi numele sau adresa ta de e-mail.',
  },
  'validation.password.common': {
    en: 'This password is too common and easy to guess. Choose another one.',
    hu: 'Ez a jelszó túl gyakori, könnyen kitalálható. Válassz egy másikat.',
    ro: 'Această parolă este prea comună și ușor de ghicit. Alege alta.',
  },
  'validation.password.mismatch': {
    en: 'The passwords do not match.',
    hu: 'A két jelszó nem egyezik.',
    ro: 'Parolele nu coincid.',
  },
  'validation.currentPassword.required': {
    en: 'Enter your current password.',
    hu: 'Add meg a jelenlegi jelszavadat!',
    ro: 'Introdu parola actuală!',
  },
  'validation.residence.required': {
    en: 'The Residence field is required.',
    hu: 'A lakóhely megadása kötelező.',
    ro: 'Localitatea de domiciliu este obligatorie.',
  },
  'validation.phone.required': {
    en: 'The Phone field is required.',
    hu: 'A telefonszám megadása kötelező.',
    ro: 'Numărul de telefon este obligatoriu.',
  },
  'validation.phone.invalid': {
    en: 'Must be a valid phone number',
    hu: 'Érvényes telefonszámot adj meg!',
    ro: 'Introdu un număr de telefon valid!',
  },
  'validation.categories.min': {
    en: 'At least one category is required!',
    hu: 'Legalább egy kategóriát válassz ki!',
    ro: 'Alege cel puțin o categorie!',
  },
  'validation.levels.min': {
    en: 'At least one level is required!',
    hu: 'Legalább egy szintet válassz ki!',
    ro: 'Alege cel puțin un nivel!',
  },
  'validation.photo.tooLarge': {
    en: 'The size of the photo must not exceed 2 MB.',
    hu: 'A fotó mérete nem haladhatja meg a 2 MB-ot.',
    ro: 'Dimensiunea fotografiei nu poate depăși 2 MB.',
  },
  'validation.photo.type': {
    en: 'The photo must be a JPEG, PNG or WebP image.',
    hu: 'A fotó JPEG, PNG vagy WebP formátumú kép lehet.',
    ro: 'Fotografia trebuie să fie o imagine JPEG, PNG sau WebP.',
  },
  'validation.cv.tooLarge': {
    en: 'The file may not be greater than 3 MB.',
    hu: 'A fájl mérete nem lehet nagyobb 3 MB-nál.',
    ro: 'Fișierul nu poate fi mai mare de 3 MB.',
  },
  'validation.cv.type': {
    en: 'The CV must be a PDF file.',
    hu: 'Az önéletrajz csak PDF-fájl lehet.',
    ro: 'CV-ul trebuie să fie un fișier PDF.',
  },
  'validation.cv.required': {
    en: 'Upload your CV.',
    hu: 'Töltsd fel az önéletrajzodat!',
    ro: 'Încarcă CV-ul tău!',
  },
  'validation.file.invalid': {
    en: 'The file could not be read.',
    hu: 'A fájlt nem sikerült beolvasni.',
    ro: 'Fișierul nu a putut fi citit.',
  },
  'validation.photo.invalid': {
    en: 'The photo could not be read as an image.',
    hu: 'A fotót nem sikerült képként beolvasni.',
    ro: 'Fotografia nu a putut fi citită ca imagine.',
  },
  'validation.pdf.invalid': {
    en: 'The file is not a valid PDF document, or it holds something else besides the PDF.',
    hu: 'A fájl nem érvényes PDF-dokumentum, vagy a PDF mellett mást is tartalmaz.',
    ro: 'Fișierul nu este un document PDF valid sau conține și altceva în afară de PDF.',
  },
  'validation.pdf.encrypted': {
    en: 'A password-protected PDF cannot be accepted. Upload it without a password.',
    hu: 'Jelszóval védett PDF nem tölthető fel. Töltsd fel jelszó nélkül!',
    ro: 'Un PDF protejat cu parolă nu poate fi acceptat. Încarcă-l fără parolă.',
  },
  'validation.pdf.activeContent': {
    en: 'The PDF contains active content (JavaScript, embedded files, form actions or program launches), so it cannot be accepted. Save or print it again as a plain PDF.',
    hu: 'A PDF aktív tartalmat (JavaScriptet, beágyazott fájlt, űrlapműveletet vagy programindítást) tartalmaz, ezért nem fogadható el. Mentsd el vagy nyomtasd újra egyszerű PDF-be!',
    ro: 'PDF-ul conține conținut activ (JavaScript, fișiere încorporate, acțiuni de formular sau lansări de programe), deci nu poate fi acceptat. Salvează-l sau tipărește-l din nou ca PDF simplu.',
  },
  'validation.linkedIn.invalid': {
    en: 'Must be a valid LinkedIn url!',
    hu: 'Érvényes LinkedIn-linket adj meg!',
    ro: 'Introdu un link valid către un profil LinkedIn!',
  },
  'validation.linkedIn.required': {
    en: 'The LinkedIn profile URL is required.',
    hu: 'A LinkedIn-profil linkjének megadása kötelező.',
    ro: 'Linkul către profilul LinkedIn este obligatoriu.',
  },
  'validation.application.method.required': {
    en: 'Choose how you want to apply.',
    hu: 'Válaszd ki, hogyan szeretnél jelentkezni!',
    ro: 'Alege cum vrei să aplici!',
  },
  'validation.application.consent.required': {
    en: 'You must agree that we pass your data to the advertiser.',
    hu: 'Hozzá kell járulnod, hogy az adataidat átadjuk a hirdetőnek.',
    ro: 'Trebuie să fii de acord să transmitem datele tale angajatorului care a publicat anunțul.',
  },
  'validation.userAgreement.required': {
    en: 'You must accept the user agreement.',
    hu: 'El kell fogadnod a felhasználási feltételeket.',
    ro: 'Trebuie să accepți termenii și condițiile de utilizare.',
  },
  'validation.privacyPolicy.required': {
    en: 'You must accept the privacy policy.',
    hu: 'El kell fogadnod az adatkezelési tájékoztatót.',
    ro: 'Trebuie să accepți politica de confidențialitate.',
  },
  'validation.serviceTerms.required': {
    en: 'You must accept the terms of the service.',
    hu: 'El kell fogadnod a szolgáltatás feltételeit.',
    ro: 'Trebuie să accepți condițiile serviciului.',
  },
  'validation.companyName.required': {
    en: 'The company name is required.',
    hu: 'A cégnév megadása kötelező.',
    ro: 'Numele companiei este obligatoriu.',
  },
  'validation.position.required': {
    en: 'The vacant position is required.',
    hu: 'A betöltendő pozíció megadása kötelező.',
    ro: 'Postul vacant este obligatoriu.',
  },
  'validation.message.required': {
    en: 'The message is required.',
    hu: 'Az üzenet megadása kötelező.',
    ro: 'Mesajul este obligatoriu.',
  },
  'validation.newsletters.min': {
    en: 'Choose at least one newsletter!',
    hu: 'Legalább egy hírlevelet válassz ki!',
    ro: 'Alege cel puțin un newsletter!',
  },
  'validation.frequency.required': {
    en: 'Choose how often you want to be notified.',
    hu: 'Válaszd ki, milyen gyakran kérsz értesítést!',
    ro: 'Alege cât de des vrei să primești notificări!',
  },
  'validation.token.invalid': {
    en: 'This link is invalid or has expired.',
    hu: 'Ez a link érvénytelen vagy lejárt.',
    ro: 'Acest link nu este valid sau a expirat.',
  },
  'validation.accountDeletion.emailMismatch': {
    en: 'Type the email address of your account to confirm.',
    hu: 'A megerősítéshez írd be a fiókod e-mail-címét!',
    ro: 'Pentru confirmare, scrie adresa de e-mail a contului tău!',
  },
  'validation.rating.required': {
    en: 'Choose a rating.',
    hu: 'Válassz értékelést!',
    ro: 'Alege o notă!',
  },
  'validation.wouldWorkThere.required': {
    en: 'Tell us whether you would work here.',
    hu: 'Add meg, hogy dolgoznál-e itt!',
    ro: 'Spune-ne dacă ai lucra aici!',
  },
  'validation.jobTitle.required': {
    en: 'Give the job title.',
    hu: 'Add meg a munkakör megnevezését!',
    ro: 'Completează denumirea postului!',
  },
  'validation.description.required': {
    en: 'Describe the job.',
    hu: 'Írd le, miről szól az állás!',
    ro: 'Descrie postul!',
  },
  'validation.location.required': {
    en: 'Choose where the job is.',
    hu: 'Válaszd ki, hol van a munkahely!',
    ro: 'Alege unde este locul de muncă!',
  },
  'validation.category.required': {
    en: 'Choose a category.',
    hu: 'Válassz kategóriát!',
    ro: 'Alege o categorie!',
  },
  'validation.salary.required': {
    en: 'Give the pay range: every ad shows one.',
    hu: 'Add meg a fizetési sávot: minden hirdetésben szerepel.',
    ro: 'Completează intervalul salarial: fiecare anunț îl afișează.',
  },
  'validation.salary.invalid': {
    en: 'Give the amount as a whole number, such as 5,000 or 5000.',
    hu: 'Az összeget egész számként add meg, például: 5 000 vagy 5000.',
    ro: 'Completează suma ca număr întreg, de exemplu: 5.000 sau 5000.',
  },
  'validation.salary.range': {
    en: 'The upper end of the pay range cannot be below the lower end.',
    hu: 'A fizetési sáv felső határa nem lehet kisebb az alsónál.',
    ro: 'Limita superioară a intervalului salarial nu poate fi mai mică decât cea inferioară.',
  },
  'validation.ageRange.invalid': {
    en: 'Give the age range as two ages between 14 and 100, the younger first.',
    hu: 'Az életkorsávot két 14 és 100 közötti korral add meg, a fiatalabbal kezdve!',
    ro: 'Completează intervalul de vârstă cu două vârste între 14 și 100, începând cu cea mai mică!',
  },
  'validation.date.invalid': {
    en: 'Give a real date (year, month, day).',
    hu: 'Valós dátumot adj meg (év, hónap, nap)!',
    ro: 'Completează o dată reală (an, lună, zi)!',
  },
  'validation.deadline.past': {
    en: 'The deadline cannot be in the past.',
    hu: 'A jelentkezési határidő nem lehet a múltban.',
    ro: 'Termenul limită nu poate fi în trecut.',
  },
  'validation.deadline.tooLate': {
    en: 'An ad runs for at most 30 days from the day it is published: choose an earlier deadline.',
    hu: 'Egy hirdetés a megjelenésétől legfeljebb 30 napig fut: válassz korábbi határidőt!',
    ro: 'Un anunț rulează cel mult 30 de zile de la publicare: alege un termen limită mai apropiat!',
  },
  'validation.text.tooLong': {
    en: 'This text is too long.',
    hu: 'Ez a szöveg túl hosszú.',
    ro: 'Acest text este prea lung.',
  },
  'validation.text.invalidCharacters': {
    en: 'This text contains characters that cannot be used (control characters).',
    hu: 'Ez a szöveg nem használható karaktereket (vezérlőkaraktereket) tartalmaz.',
    ro: 'Acest text conține caractere care nu pot fi folosite (caractere de control).',
  },
  'validation.option.invalid': {
    en: 'Choose one of the options.',
    hu: 'Válassz a lehetőségek közül!',
    ro: 'Alege una dintre opțiuni!',
  },
  'validation.url.https': {
    en: 'Enter a web address that starts with https://.',
    hu: 'Adj meg egy https://-sel kezdődő webcímet!',
    ro: 'Introdu o adresă web care începe cu https://.',
  },
  'validation.companyValue.titleRequired': {
    en: 'Give the value box a title.',
    hu: 'Adj címet az értékdoboznak!',
    ro: 'Dă un titlu casetei de valori.',
  },
  'validation.companyValue.tooMany': {
    en: 'At most {maximum} value boxes can be shown.',
    hu: 'Legfeljebb {maximum} értékdoboz jeleníthető meg.',
    ro: 'Se pot afișa cel mult {maximum} casete de valori.',
  },
  'validation.office.addressRequired': {
    en: 'The address of the office is required.',
    hu: 'Az iroda címének megadása kötelező.',
    ro: 'Adresa biroului este obligatorie.',
  },
  'validation.office.location': {
    en: 'Choose a city from the list.',
    hu: 'Válassz települést a listából!',
    ro: 'Alege un oraș din listă.',
  },
  'validation.office.tooMany': {
    en: 'At most {maximum} offices can be listed.',
    hu: 'Legfeljebb {maximum} iroda adható meg.',
    ro: 'Se pot adăuga cel mult {maximum} birouri.',
  },
  'validation.office.oneHeadquarters': {
    en: 'Only one office can be the headquarters.',
    hu: 'Csak egy iroda lehet a székhely.',
    ro: 'Doar un singur birou poate fi sediul central.',
  },
  'validation.image.type': {
    en: 'The image must be a JPEG, PNG or WebP file.',
    hu: 'A kép JPEG, PNG vagy WebP formátumú lehet.',
    ro: 'Imaginea trebuie să fie un fișier JPEG, PNG sau WebP.',
  },
  'validation.image.tooLarge': {
    en: 'The size of the image must not exceed 2 MB.',
    hu: 'A kép mérete nem haladhatja meg a 2 MB-ot.',
    ro: 'Dimensiunea imaginii nu poate depăși 2 MB.',
  },
  'validation.image.invalid': {
    en: 'The file could not be read as an image.',
    hu: 'A fájlt nem sikerült képként beolvasni.',
    ro: 'Fișierul nu a putut fi citit ca imagine.',
  },
  'validation.form.invalid': {
    en: 'The form could not be processed.',
    hu: 'Az űrlapot nem sikerült feldolgozni.',
    ro: 'Formularul nu a putut fi procesat.',
  },
} as const satisfies Record<string, LocalizedText>;
