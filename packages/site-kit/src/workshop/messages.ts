import { areaMessages } from '../i18n/areaMessages';

/** The workshop video on /workshop (issue 12): its player, captions and transcript. */
export const workshopMessages = areaMessages({
  en: {
    'workshop.video.title': 'Workshop video: what an employer brand brings',
    'workshop.video.intro':
      'A 48-second video with captions in Hungarian, Romanian and English; the transcript is below it.',
    'workshop.video.fallback':
      'Your browser cannot play this video. Read the transcript below or download the video.',
    'workshop.video.download': 'Download the video (WebM)',
    'workshop.video.transcript': 'Transcript',
    'workshop.video.captions.hu': 'Magyar',
    'workshop.video.captions.ro': 'Română',
    'workshop.video.captions.en': 'English',
    'workshop.guest.text':
      'Register your company for free or log in with your employer account to watch the workshop video.',
    'workshop.guest.register': 'Register your company for free',
    'workshop.guest.login': 'Log in as an employer',
  },
  hu: {
    'workshop.video.title': 'Workshopvideó: amit a munkáltatói márka hoz',
    'workshop.video.intro':
      '48 másodperces videó magyar, román és angol felirattal; alatta olvasható a szövege.',
    'workshop.video.fallback':
      'A böngésződ nem tudja lejátszani ezt a videót. Olvasd el alatta a szövegét, vagy töltsd le a videót.',
    'workshop.video.download': 'A videó letöltése (WebM)',
    'workshop.video.transcript': 'A videó szövege',
    'workshop.video.captions.hu': 'Magyar',
    'workshop.video.captions.ro': 'Română',
    'workshop.video.captions.en': 'English',
    'workshop.guest.text':
      'Regisztráld ingyen a cégedet, vagy jelentkezz be munkáltatói fiókoddal, és nézd meg a workshopvideót.',
    'workshop.guest.register': 'Céges regisztráció ingyen',
    'workshop.guest.login': 'Bejelentkezés munkáltatóként',
  },
  ro: {
    'workshop.video.title': 'Videoclipul workshopului: ce aduce un brand de angajator',
    'workshop.video.intro':
      'Un videoclip de 48 de secunde cu subtitrări în maghiară, română și engleză; transcrierea este dedesubt.',
    'workshop.video.fallback':
      'Browserul tău nu poate reda acest videoclip. Citește transcrierea de mai jos sau descarcă videoclipul.',
    'workshop.video.download': 'Descarcă videoclipul (WebM)',
    'workshop.video.transcript': 'Transcriere',
    'workshop.video.captions.hu': 'Magyar',
    'workshop.video.captions.ro': 'Română',
    'workshop.video.captions.en': 'English',
    'workshop.guest.text':
      'Înregistrează-ți compania gratuit sau conectează-te cu contul de angajator ca să urmărești videoclipul workshopului.',
    'workshop.guest.register': 'Înregistrează compania gratuit',
    'workshop.guest.login': 'Conectare ca angajator',
  },
});
