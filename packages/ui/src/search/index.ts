export { SearchBar } from './SearchBar';
export type { SearchBarProps } from './SearchBar';
export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { SearchSuggestions } from './SearchSuggestions';
export type { SearchHit, SearchSuggestionsProps } from './SearchSuggestions';
