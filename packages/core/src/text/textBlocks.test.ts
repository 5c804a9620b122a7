import { describe, expect, it } from 'vitest';
import { plainText, textBlocks } from './textBlocks';

describe('textBlocks', () => {
  it('reads paragraphs apart by blank lines, joining a paragraph’s lines', () => {
    expect(textBlocks('Első sor\nfolytatás.\n\n\nMásodik bekezdés.')).toEqual([
      { kind: 'paragraph', text: 'Első sor folytatás.' },
      { kind: 'paragraph', text: 'Második bekezdés.' },
    ]);
  });

  it('reads "## " and "### " lines as headings and "- " lines as one list', () => {
    expect(textBlocks('## Feladataid\n- kódot írsz\n- tesztelsz\n\n### Bónusz\nSzöveg.')).toEqual([
      { kind: 'heading', level: 2, text: 'Feladataid' },
      { kind: 'list', items: ['kódot írsz', 'tesztelsz'] },
      { kind: 'heading', level: 3, text: 'Bónusz' },
      { kind: 'paragraph', text: 'Szöveg.' },
    ]);
  });

  it('keeps a hash or dash inside a sentence as text', () => {
    expect(textBlocks('C# fejlesztő - Budapest\n#1 csapat')).toEqual([
      { kind: 'paragraph', text: 'C# fejlesztő - Budapest #1 csapat' },
    ]);
  });

  it('gives the plain words for counting', () => {
    expect(plainText('## Cím\n- egy\n- kettő\n\nhárom')).toBe('Cím egy kettő három');
  });
});
