import { areaMessages } from '../i18n/areaMessages';

/** Ad packages (on /employer-branding and /employer/orders) and the employer's orders. */
export const adOrderMessages = areaMessages({
  en: {
    'adOrders.packagesTitle': 'Ad packages',
    'adOrders.packagesIntro':
      "Your company's first ad is free for 30 days. Each credit of a package publishes one more ad for 30 days.",
    'adOrders.credits': '{count, plural, one {# ad credit} other {# ad credits}}',
    'adOrders.adDays': 'each ad runs for {count} days',
    'adOrders.pricePlusVat': '{price} + VAT',
    'adOrders.perAd': '{price} per ad',
    'adOrders.order': 'Order {name}',
    'adOrders.registerToOrder': 'Register your company to order',
    'adOrders.nav': 'Packages and orders',
    'adOrders.title': 'Packages and orders',
    'adOrders.description': 'Order ad packages and follow your orders and credits.',
    'adOrders.balance':
      '{count, plural, =0 {You have no ad credits.} one {You have # ad credit.} other {You have # ad credits.}}',
    'adOrders.freeAd': 'Your free ad is still available: it runs for 30 days from publishing.',
    'adOrders.ordered':
      'Order #{id} received: we email you the pro-forma invoice, and the credits arrive once it is paid.',
    'adOrders.orderFailed': 'The order could not be placed',
    'adOrders.historyTitle': 'Your orders',
    'adOrders.noOrders': 'No orders yet.',
    'adOrders.orderLine': '#{id} · {name} · {price}',
    'adOrders.status.ordered': 'Waiting for payment',
    'adOrders.status.paid': 'Paid: {date}',
    'adOrders.loadFailed': 'The packages could not be loaded. Try again a little later.',
  },
  hu: {
    'adOrders.packagesTitle': 'Hirdetési csomagok',
    'adOrders.packagesIntro':
      'A céged első hirdetése 30 napig ingyenes. A csomagok minden kreditje még egy hirdetést tesz közzé 30 napra.',
    'adOrders.credits': '{count} hirdetési kredit',
    'adOrders.adDays': 'minden hirdetés {count} napig fut',
    'adOrders.pricePlusVat': '{price} + áfa',
    'adOrders.perAd': 'hirdetésenként {price}',
    'adOrders.order': '{name} megrendelése',
    'adOrders.registerToOrder': 'Regisztráld a cégedet a rendeléshez',
    'adOrders.nav': 'Csomagok és rendelések',
    'adOrders.title': 'Csomagok és rendelések',
    'adOrders.description':
      'Rendelj hirdetési csomagot, és kövesd a rendeléseidet és a kreditjeidet.',
    'adOrders.balance':
      '{count, plural, =0 {Nincs hirdetési kredited.} other {# hirdetési kredited van.}}',
    'adOrders.freeAd': 'Az ingyenes hirdetésed még megvan: a közzétételtől 30 napig fut.',
    'adOrders.ordered':
      'Megkaptuk a(z) #{id} rendelést: e-mailben küldjük a díjbekérőt, a kreditek a befizetés után érkeznek.',
    'adOrders.orderFailed': 'A rendelést nem sikerült leadni',
    'adOrders.historyTitle': 'Rendeléseid',
    'adOrders.noOrders': 'Még nincs rendelésed.',
    'adOrders.orderLine': '#{id} · {name} · {price}',
    'adOrders.status.ordered': 'Fizetésre vár',
    'adOrders.status.paid': 'Kifizetve: {date}',
    'adOrders.loadFailed': 'A csomagokat nem sikerült betölteni. Próbáld újra egy kicsit később!',
  },
  ro: {
    'adOrders.packagesTitle': 'Pachete de anunțuri',
    'adOrders.packagesIntro':
      'Primul anunț al companiei tale este gratuit timp de 30 de zile. Fiecare credit dintr-un pachet mai publică un anunț pentru 30 de zile.',
    'adOrders.credits':
      '{count, plural, one {# credit de anunț} few {# credite de anunț} other {# de credite de anunț}}',
    'adOrders.adDays': 'fiecare anunț rulează {count} de zile',
    'adOrders.pricePlusVat': '{price} + TVA',
    'adOrders.perAd': '{price} pe anunț',
    'adOrders.order': 'Comandă {name}',
    'adOrders.registerToOrder': 'Înregistrează-ți compania ca să comanzi',
    'adOrders.nav': 'Pachete și comenzi',
    'adOrders.title': 'Pachete și comenzi',
    'adOrders.description': 'Comandă pachete de anunțuri și urmărește-ți comenzile și creditele.',
    'adOrders.balance':
      '{count, plural, =0 {Nu ai credite de anunț.} one {Ai # credit de anunț.} few {Ai # credite de anunț.} other {Ai # de credite de anunț.}}',
    'adOrders.freeAd': 'Anunțul gratuit este încă disponibil: rulează 30 de zile de la publicare.',
    'adOrders.ordered':
      'Am primit comanda #{id}: îți trimitem factura proformă pe e-mail, iar creditele sosesc după plată.',
    'adOrders.orderFailed': 'Comanda nu a putut fi plasată',
    'adOrders.historyTitle': 'Comenzile tale',
    'adOrders.noOrders': 'Încă nu ai comenzi.',
    'adOrders.orderLine': '#{id} · {name} · {price}',
    'adOrders.status.ordered': 'Așteaptă plata',
    'adOrders.status.paid': 'Plătită: {date}',
    'adOrders.loadFailed': 'Pachetele nu au putut fi încărcate. Încearcă din nou puțin mai târziu.',
  },
});
