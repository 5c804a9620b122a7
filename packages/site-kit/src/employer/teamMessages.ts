import { areaMessages } from '../i18n/areaMessages';

/** Colleagues (/employer/team) and the invitation's acceptance (/employer/invitation). */
export const employerTeamMessages = areaMessages({
  en: {
    'employerTeam.nav': 'Colleagues',
    'employerTeam.dashboardLink': 'Invite colleagues',
    'employerTeam.title': 'Colleagues',
    'employerTeam.description':
      "The people who work in your company's account: ads, applicants and the talent pool.",
    'employerTeam.ownerIntro':
      'Invite colleagues by email: they can do everything with ads and applicants that you can. Only you, the owner, can invite and remove colleagues.',
    'employerTeam.memberIntro':
      'Only the owner of the company account can invite and remove colleagues.',
    'employerTeam.inviteTitle': 'Invite a colleague',
    'employerTeam.inviteEmail': "Colleague's email address",
    'employerTeam.inviteHint':
      'We email them a link valid for {days} days. Inviting the same address again replaces the old link.',
    'employerTeam.invite': 'Send invitation',
    'employerTeam.invited': 'Invitation sent to {email}.',
    'employerTeam.inviteFailed': 'The invitation could not be sent',
    'employerTeam.membersTitle': 'Members',
    'employerTeam.column.name': 'Name',
    'employerTeam.column.email': 'Email',
    'employerTeam.column.role': 'Role',
    'employerTeam.column.since': 'Member since',
    'employerTeam.column.actions': 'Actions',
    'employerTeam.role.owner': 'Owner',
    'employerTeam.role.member': 'Member',
    'employerTeam.you': '{name} (you)',
    'employerTeam.remove': 'Remove {name}',
    'employerTeam.removeTitle': 'Remove {name}?',
    'employerTeam.removeText':
      'Their account is deleted and they are signed out. Ads and applicant decisions they made stay with the company.',
    'employerTeam.removeConfirm': 'Remove',
    'employerTeam.removed': '{name} is no longer a colleague.',
    'employerTeam.invitationsTitle': 'Pending invitations',
    'employerTeam.noInvitations': 'No pending invitations.',
    'employerTeam.column.invitedAt': 'Invited',
    'employerTeam.column.expires': 'Link valid until',
    'employerTeam.expired': 'Expired: invite again',
    'employerTeam.revoke': 'Revoke the invitation of {email}',
    'employerTeam.revoked': 'The invitation of {email} is revoked.',
    'employerTeam.changeFailed': 'The change could not be saved',
    'employerTeam.loadFailed': 'Your colleagues could not be loaded. Try again a little later.',
    'employerTeam.accept.title': 'Join your company on allas',
    'employerTeam.accept.description':
      'Accept the invitation to your company account: choose your name and password.',
    'employerTeam.accept.intro':
      'A colleague invited you to your company account. Choose your name and a password; you sign in with the email address the invitation was sent to.',
    'employerTeam.accept.submit': 'Accept the invitation',
    'employerTeam.accept.failed': 'The invitation could not be accepted',
    'employerTeam.accept.success': 'Welcome! You are now a colleague in the company account.',
    'employerTeam.accept.missingToken':
      'Open this page with the link in the invitation mail. If the link has expired, ask your colleague to invite you again.',
    'employerTeam.accept.login': 'Already have an employer account? Log in',
    'employerTeam.accept.invitedBy':
      '{inviter} invited you to the company account of {company} on allas. Choose your name and a password; you will sign in with {email}.',
    'employerTeam.accept.invitedTo':
      'You are invited to the company account of {company} on allas. Choose your name and a password; you will sign in with {email}.',
  },
  hu: {
    'employerTeam.nav': 'Kollégák',
    'employerTeam.dashboardLink': 'Kollégák meghívása',
    'employerTeam.title': 'Kollégák',
    'employerTeam.description':
      'Akik a céges fiókotokban dolgoznak: hirdetések, jelentkezők és a tehetségbázis.',
    'employerTeam.ownerIntro':
      'Hívd meg a kollégáidat e-mailben: a hirdetésekkel és a jelentkezőkkel mindent megtehetnek, amit te. Kollégát meghívni és eltávolítani csak te, a tulajdonos tudsz.',
    'employerTeam.memberIntro':
      'Kollégát meghívni és eltávolítani csak a céges fiók tulajdonosa tud.',
    'employerTeam.inviteTitle': 'Kolléga meghívása',
    'employerTeam.inviteEmail': 'A kolléga e-mail-címe',
    'employerTeam.inviteHint':
      'E-mailben küldünk neki egy {days} napig érvényes linket. Ha ugyanazt a címet újra meghívod, a régi link érvényét veszti.',
    'employerTeam.invite': 'Meghívó küldése',
    'employerTeam.invited': 'Elküldtük a meghívót ide: {email}.',
    'employerTeam.inviteFailed': 'A meghívót nem sikerült elküldeni',
    'employerTeam.membersTitle': 'Tagok',
    'employerTeam.column.name': 'Név',
    'employerTeam.column.email': 'E-mail',
    'employerTeam.column.role': 'Szerep',
    'employerTeam.column.since': 'Tag ekkortól',
    'employerTeam.column.actions': 'Műveletek',
    'employerTeam.role.owner': 'Tulajdonos',
    'employerTeam.role.member': 'Tag',
    'employerTeam.you': '{name} (te)',
    'employerTeam.remove': '{name} eltávolítása',
    'employerTeam.removeTitle': 'Eltávolítod: {name}?',
    'employerTeam.removeText':
      'A fiókja törlődik, és kijelentkeztetjük. Az általa kezelt hirdetések és jelentkezői döntések a cégnél maradnak.',
    'employerTeam.removeConfirm': 'Eltávolítás',
    'employerTeam.removed': '{name} már nem a kollégád a fiókban.',
    'employerTeam.invitationsTitle': 'Függő meghívók',
    'employerTeam.noInvitations': 'Nincs függő meghívó.',
    'employerTeam.column.invitedAt': 'Meghívva',
    'employerTeam.column.expires': 'A link érvényes eddig',
    'employerTeam.expired': 'Lejárt: hívd meg újra',
    'employerTeam.revoke': '{email} meghívójának visszavonása',
    'employerTeam.revoked': '{email} meghívóját visszavontuk.',
    'employerTeam.changeFailed': 'A változást nem sikerült menteni',
    'employerTeam.loadFailed':
      'A kollégákat nem sikerült betölteni. Próbáld újra egy kicsit később!',
    'employerTeam.accept.title': 'Csatlakozz a cégedhez az allas-on',
    'employerTeam.accept.description':
      'Fogadd el a meghívást a céges fiókba: add meg a neved és a jelszavad.',
    'employerTeam.accept.intro':
      'Egy kollégád meghívott a céges fiókotokba. Add meg a neved és egy jelszót; azzal az e-mail-címmel jelentkezel be, amelyre a meghívót kaptad.',
    'employerTeam.accept.submit': 'Meghívás elfogadása',
    'employerTeam.accept.failed': 'A meghívást nem sikerült elfogadni',
    'employerTeam.accept.success': 'Üdvözlünk! Mostantól a céges fiók kollégája vagy.',
    'employerTeam.accept.missingToken':
      'Ezt az oldalt a meghívó e-mailben kapott linkkel nyisd meg. Ha a link lejárt, kérd meg a kollégádat, hogy hívjon meg újra!',
    'employerTeam.accept.login': 'Van már munkáltatói fiókod? Jelentkezz be',
    'employerTeam.accept.invitedBy':
      '{company} céges fiókjába {inviter} hívott meg. Add meg a neved és egy jelszót; ezzel a címmel jelentkezel be: {email}.',
    'employerTeam.accept.invitedTo':
      '{company} céges fiókjába kaptál meghívást. Add meg a neved és egy jelszót; ezzel a címmel jelentkezel be: {email}.',
  },
  ro: {
    'employerTeam.nav': 'Colegi',
    'employerTeam.dashboardLink': 'Invită colegi',
    'employerTeam.title': 'Colegi',
    'employerTeam.description':
      'Persoanele care lucrează în contul companiei: anunțuri, candidați și baza de talente.',
    'employerTeam.ownerIntro':
      'Invită-ți colegii prin e-mail: pot face cu anunțurile și candidații tot ce poți face și tu. Doar tu, proprietarul, poți invita și elimina colegi.',
    'employerTeam.memberIntro':
      'Doar proprietarul contului companiei poate invita și elimina colegi.',
    'employerTeam.inviteTitle': 'Invită un coleg',
    'employerTeam.inviteEmail': 'Adresa de e-mail a colegului',
    'employerTeam.inviteHint':
      'Îi trimitem prin e-mail un link valabil {days} zile. Dacă inviți din nou aceeași adresă, linkul vechi nu mai funcționează.',
    'employerTeam.invite': 'Trimite invitația',
    'employerTeam.invited': 'Invitația a fost trimisă la {email}.',
    'employerTeam.inviteFailed': 'Invitația nu a putut fi trimisă',
    'employerTeam.membersTitle': 'Membri',
    'employerTeam.column.name': 'Nume',
    'employerTeam.column.email': 'E-mail',
    'employerTeam.column.role': 'Rol',
    'employerTeam.column.since': 'Membru din',
    'employerTeam.column.actions': 'Acțiuni',
    'employerTeam.role.owner': 'Proprietar',
    'employerTeam.role.member': 'Membru',
    'employerTeam.you': '{name} (tu)',
    'employerTeam.remove': 'Elimină-l pe {name}',
    'employerTeam.removeTitle': 'Îl elimini pe {name}?',
    'employerTeam.removeText':
      'Contul său este șters și este deconectat. Anunțurile și deciziile despre candidați rămân la companie.',
    'employerTeam.removeConfirm': 'Elimină',
    'employerTeam.removed': '{name} nu mai este coleg în cont.',
    'employerTeam.invitationsTitle': 'Invitații în așteptare',
    'employerTeam.noInvitations': 'Nu există invitații în așteptare.',
    'employerTeam.column.invitedAt': 'Invitat',
    'employerTeam.column.expires': 'Link valabil până la',
    'employerTeam.expired': 'Expirată: invită din nou',
    'employerTeam.revoke': 'Retrage invitația pentru {email}',
    'employerTeam.revoked': 'Invitația pentru {email} a fost retrasă.',
    'employerTeam.changeFailed': 'Modificarea nu a putut fi salvată',
    'employerTeam.loadFailed':
      'Colegii nu au putut fi încărcați. Încearcă din nou puțin mai târziu.',
    'employerTeam.accept.title': 'Alătură-te companiei tale pe allas',
    'employerTeam.accept.description':
      'Acceptă invitația în contul companiei: alege-ți numele și parola.',
    'employerTeam.accept.intro':
      'Un coleg te-a invitat în contul companiei. Alege-ți numele și o parolă; te conectezi cu adresa de e-mail la care ai primit invitația.',
    'employerTeam.accept.submit': 'Acceptă invitația',
    'employerTeam.accept.failed': 'Invitația nu a putut fi acceptată',
    'employerTeam.accept.success': 'Bine ai venit! De acum ești coleg în contul companiei.',
    'employerTeam.accept.missingToken':
      'Deschide această pagină cu linkul din e-mailul de invitație. Dacă linkul a expirat, roagă-ți colegul să te invite din nou.',
    'employerTeam.accept.login': 'Ai deja cont de angajator? Conectează-te',
    'employerTeam.accept.invitedBy':
      '{inviter} te-a invitat în contul companiei {company} pe allas. Alege-ți numele și o parolă; te vei conecta cu adresa {email}.',
    'employerTeam.accept.invitedTo':
      'Ai primit o invitație în contul companiei {company} pe allas. Alege-ți numele și o parolă; te vei conecta cu adresa {email}.',
  },
});
