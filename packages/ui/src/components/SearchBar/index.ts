export { SearchBar, type SearchBarProps, type SearchBarValues } from './SearchBar';
export { type SearchBarMode, searchBarModes } from './searchBarOptions';
