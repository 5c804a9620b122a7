export { Stack, type StackProps } from './Stack';
export { type StackAlign, type StackElement, stackAligns, stackElements } from './stackOptions';
