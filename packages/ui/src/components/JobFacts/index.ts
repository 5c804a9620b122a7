export { JobFacts, type JobFactsProps, type JobFactsStrings } from './JobFacts';
