/** Valid form input in the shape the sites send, with Hungarian diacritics. */
export const validRegistrationInput = {
  lastName: 'Szőke',
  firstName: 'Árvíztűrő Tünde',
  email: 'szoke.tunde@pelda.hu',
  residence: 'Hódmezővásárhely',
  phone: '06 30 123 4567',
  levels: ['junior', 'medior'],
  categories: ['it-fejlesztes'],
  password: 'Tükörfúrógép1',
  passwordConfirmation: 'Tükörfúrógép1',
  acceptUserAgreement: true,
  acceptPrivacyPolicy: true,
};

export const validApplicationInput = {
  jobId: 'job-1',
  lastName: 'Popescu',
  firstName: 'Ștefan',
  email: 'stefan.popescu@exemplu.ro',
  phone: '0722 123 456',
  method: 'contactOnly',
  language: 'ro',
  consentToShareData: true,
};
