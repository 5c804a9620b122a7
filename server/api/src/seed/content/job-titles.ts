// Job titles per subcategory, in the ad's language. The generator picks the title in the
// language it chose for the ad.
type Titles = { hu: string[]; ro: string[]; en: string[] };

export const JOB_TITLES: Record<number, Titles> = {
  101: {
    hu: [
      'Szoftverfejlesztő',
      'Java fejlesztő',
      'Frontend fejlesztő (React)',
      'Backend fejlesztő (Node.js)',
      'Mobilalkalmazás-fejlesztő',
      'Full-stack fejlesztő',
      'Műszaki vezető fejlesztő',
    ],
    ro: [
      'Dezvoltator software',
      'Programator Java',
      'Dezvoltator frontend (React)',
      'Dezvoltator backend (Node.js)',
      'Dezvoltator aplicații mobile',
      'Dezvoltator full-stack',
    ],
    en: [
      'Software Engineer',
      'Java Developer',
      'Frontend Developer (React)',
      'Backend Developer (Node.js)',
      'Full-stack Developer',
      'Tech Lead',
    ],
  },
  102: {
    hu: [
      'Rendszergazda',
      'DevOps mérnök',
      'Hálózati mérnök',
      'IT support munkatárs',
      'Felhőinfrastruktúra-mérnök',
    ],
    ro: [
      'Administrator de sistem',
      'Inginer DevOps',
      'Inginer de rețea',
      'Specialist suport IT',
      'Inginer infrastructură cloud',
    ],
    en: [
      'System Administrator',
      'DevOps Engineer',
      'Network Engineer',
      'IT Support Specialist',
      'Cloud Infrastructure Engineer',
    ],
  },
  103: {
    hu: ['Adatelemző', 'Adatmérnök', 'Adattudós', 'BI fejlesztő', 'Gépi tanulás mérnök'],
    ro: [
      'Analist de date',
      'Inginer de date',
      'Specialist data science',
      'Dezvoltator BI',
      'Inginer machine learning',
    ],
    en: [
      'Data Analyst',
      'Data Engineer',
      'Data Scientist',
      'BI Developer',
      'Machine Learning Engineer',
    ],
  },
  104: {
    hu: ['Szoftvertesztelő', 'Tesztautomatizálási mérnök', 'Minőségbiztosítási szakértő'],
    ro: ['Tester software', 'Inginer automatizare teste', 'Specialist asigurarea calității'],
    en: ['Software Tester', 'Test Automation Engineer', 'QA Specialist'],
  },
  105: {
    hu: ['IT projektmenedzser', 'Üzleti elemző', 'IT biztonsági szakértő', 'Scrum Master'],
    ro: [
      'Manager de proiect IT',
      'Analist de business',
      'Specialist securitate IT',
      'Scrum Master',
    ],
    en: ['IT Project Manager', 'Business Analyst', 'IT Security Specialist', 'Scrum Master'],
  },
  201: {
    hu: ['Irodavezető', 'Adminisztrátor', 'Recepciós', 'Vezetői asszisztens'],
    ro: ['Office manager', 'Referent administrativ', 'Recepționer', 'Asistent manager'],
    en: ['Office Manager', 'Administrator', 'Receptionist', 'Executive Assistant'],
  },
  202: {
    hu: ['Könyvelő', 'Pénzügyi elemző', 'Bérszámfejtő', 'Kontroller'],
    ro: ['Contabil', 'Analist financiar', 'Specialist salarizare', 'Controller financiar'],
    en: ['Accountant', 'Financial Analyst', 'Payroll Specialist', 'Financial Controller'],
  },
  203: {
    hu: ['HR generalista', 'Toborzási szakértő', 'HR asszisztens'],
    ro: ['Specialist resurse umane', 'Specialist recrutare', 'Asistent HR'],
    en: ['HR Generalist', 'Recruiter', 'HR Assistant'],
  },
  301: {
    hu: ['Értékesítési képviselő', 'Kulcsügyfél-menedzser', 'Üzletfejlesztési vezető'],
    ro: ['Reprezentant vânzări', 'Key account manager', 'Manager dezvoltare afaceri'],
    en: ['Sales Representative', 'Key Account Manager', 'Business Development Manager'],
  },
  302: {
    hu: [
      'Ügyfélszolgálati munkatárs',
      'Német nyelvű ügyfélszolgálati munkatárs',
      'Call center operátor',
    ],
    ro: [
      'Operator relații cu clienții',
      'Specialist suport clienți cu limba germană',
      'Operator call center',
    ],
    en: ['Customer Service Agent', 'German-speaking Customer Support', 'Call Centre Agent'],
  },
  401: {
    hu: [
      'Online marketing szakértő',
      'SEO specialista',
      'Közösségimédia-menedzser',
      'Tartalommarketing-szakértő',
    ],
    ro: [
      'Specialist marketing online',
      'Specialist SEO',
      'Social media manager',
      'Specialist content marketing',
    ],
    en: [
      'Online Marketing Specialist',
      'SEO Specialist',
      'Social Media Manager',
      'Content Marketing Specialist',
    ],
  },
  402: {
    hu: ['PR menedzser', 'Kommunikációs szakértő', 'Belső kommunikációs munkatárs'],
    ro: ['PR manager', 'Specialist comunicare', 'Specialist comunicare internă'],
    en: ['PR Manager', 'Communications Specialist', 'Internal Communications Officer'],
  },
  501: {
    hu: ['Pénzügyi gyakornok', 'Marketing gyakornok', 'IT gyakornok', 'HR gyakornok'],
    ro: ['Stagiar financiar', 'Stagiar marketing', 'Stagiar IT', 'Stagiar HR'],
    en: ['Finance Intern', 'Marketing Intern', 'IT Intern', 'HR Intern'],
  },
  502: {
    hu: ['Diákmunka: adatrögzítő', 'Diákmunka: promóter', 'Diákmunka: ügyfélszolgálat'],
    ro: [
      'Job pentru studenți: operator date',
      'Job pentru studenți: promoter',
      'Job pentru studenți: call center',
    ],
    en: ['Student job: data entry', 'Student job: promoter', 'Student job: customer support'],
  },
  601: {
    hu: ['Termékmenedzser', 'Növekedési szakértő (growth)', 'UX/UI tervező'],
    ro: ['Product manager', 'Specialist growth', 'Designer UX/UI'],
    en: ['Product Manager', 'Growth Specialist', 'UX/UI Designer'],
  },
  701: {
    hu: ['Raktári munkatárs', 'Targoncavezető', 'Raktárvezető'],
    ro: ['Lucrător depozit', 'Stivuitorist', 'Șef depozit'],
    en: ['Warehouse Operative', 'Forklift Driver', 'Warehouse Manager'],
  },
  702: {
    hu: ['Kisteherautó-sofőr', 'Futár', 'Nemzetközi kamionsofőr'],
    ro: ['Șofer dubă', 'Curier', 'Șofer camion internațional'],
    en: ['Van Driver', 'Courier', 'International Truck Driver'],
  },
  801: {
    hu: ['Gépkezelő', 'CNC gépkezelő', 'Összeszerelő operátor'],
    ro: ['Operator mașini', 'Operator CNC', 'Operator asamblare'],
    en: ['Machine Operator', 'CNC Operator', 'Assembly Operator'],
  },
  802: {
    hu: ['Karbantartó villanyszerelő', 'Karbantartó mérnök', 'Mechatronikai műszerész'],
    ro: ['Electrician întreținere', 'Inginer mentenanță', 'Tehnician mecatronist'],
    en: ['Maintenance Electrician', 'Maintenance Engineer', 'Mechatronics Technician'],
  },
};
