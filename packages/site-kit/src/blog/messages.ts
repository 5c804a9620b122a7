import { areaMessages } from '../i18n/areaMessages';

/** The blog screens' messages; ids start with "blog.". */
export const blogMessages = areaMessages({
  en: {
    'blog.indexTitle': 'Career blog – allas',
    'blog.indexDescription':
      'Advice on CVs, job interviews, salaries and workplaces from the allas team.',
    'blog.indexHeading': 'Career blog',
    'blog.indexIntro': 'Advice on CVs, job interviews, salaries and choosing a workplace.',
    'blog.pages': 'Blog pages',
    'blog.emptyTitle': 'No articles yet',
    'blog.emptyBody': 'New articles appear here as soon as they are published.',
    'blog.indexFailed': 'The articles cannot be shown right now. Try again a little later.',
    'blog.articleFailed': 'The article cannot be shown right now. Try again a little later.',
    'blog.backToBlog': 'Back to the blog',
    'blog.share': 'Share this article',
    'blog.relatedPosts': 'Related articles',
    'blog.relatedJobs': 'Related jobs',
    'blog.relatedCompanies': 'Companies in this article',
  },
  hu: {
    'blog.indexTitle': 'Karrierblog – allas',
    'blog.indexDescription':
      'Tippek önéletrajzhoz, állásinterjúhoz, fizetéshez és munkahelyválasztáshoz az allas csapatától.',
    'blog.indexHeading': 'Karrierblog',
    'blog.indexIntro':
      'Tippek önéletrajzhoz, állásinterjúhoz, fizetéshez és munkahelyválasztáshoz.',
    'blog.pages': 'Blogoldalak',
    'blog.emptyTitle': 'Még nincs cikk',
    'blog.emptyBody': 'Az új cikkek a megjelenésük után rögtön itt lesznek.',
    'blog.indexFailed': 'A cikkeket most nem tudjuk megjeleníteni. Próbáld újra kicsit később.',
    'blog.articleFailed': 'A cikket most nem tudjuk megjeleníteni. Próbáld újra kicsit később.',
    'blog.backToBlog': 'Vissza a blogra',
    'blog.share': 'Oszd meg a cikket',
    'blog.relatedPosts': 'Kapcsolódó cikkek',
    'blog.relatedJobs': 'Kapcsolódó állások',
    'blog.relatedCompanies': 'A cikkben szereplő cégek',
  },
  ro: {
    'blog.indexTitle': 'Blog de carieră – allas',
    'blog.indexDescription':
      'Sfaturi despre CV, interviuri de angajare, salarii și locuri de muncă de la echipa allas.',
    'blog.indexHeading': 'Blog de carieră',
    'blog.indexIntro':
      'Sfaturi despre CV, interviuri de angajare, salarii și alegerea locului de muncă.',
    'blog.pages': 'Paginile blogului',
    'blog.emptyTitle': 'Încă nu există articole',
    'blog.emptyBody': 'Articolele noi apar aici imediat după publicare.',
    'blog.indexFailed': 'Articolele nu pot fi afișate acum. Încearcă din nou puțin mai târziu.',
    'blog.articleFailed': 'Articolul nu poate fi afișat acum. Încearcă din nou puțin mai târziu.',
    'blog.backToBlog': 'Înapoi la blog',
    'blog.share': 'Distribuie articolul',
    'blog.relatedPosts': 'Articole similare',
    'blog.relatedJobs': 'Joburi similare',
    'blog.relatedCompanies': 'Companii din acest articol',
  },
});
