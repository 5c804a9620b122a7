import { areaMessages } from '../i18n/areaMessages';

/** Messages of the fields shared by several forms; ids start with "password.". */
export const formMessages = areaMessages({
  en: {
    'password.advice':
      'At least {min} characters; {recommended} or more is recommended, for example a few words in a row.',
    'password.strength': 'Password strength: {level}',
    'password.strength.tooShort': 'too short',
    'password.strength.weak': 'weak',
    'password.strength.fair': 'fair',
    'password.strength.strong': 'strong',
  },
  hu: {
    'password.advice':
      'Legalább {min} karakter; {recommended} vagy több ajánlott, például néhány szó egymás után.',
    'password.strength': 'A jelszó erőssége: {level}',
    'password.strength.tooShort': 'túl rövid',
    'password.strength.weak': 'gyenge',
    'password.strength.fair': 'közepes',
    'password.strength.strong': 'erős',
  },
  ro: {
    'password.advice':
      'Cel puțin {min} caractere; se recomandă {recommended} sau mai multe, de exemplu câteva cuvinte la rând.',
    'password.strength': 'Puterea parolei: {level}',
    'password.strength.tooShort': 'prea scurtă',
    'password.strength.weak': 'slabă',
    'password.strength.fair': 'medie',
    'password.strength.strong': 'puternică',
  },
});
