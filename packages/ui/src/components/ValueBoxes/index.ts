export {
  type CompanyValue,
  ValueBoxes,
  type ValueBoxesHeadingLevel,
  type ValueBoxesProps,
  valueBoxesHeadingLevels,
} from './ValueBoxes';
